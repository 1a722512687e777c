import Typography from '@mui/material/Typography';
import * as React from 'react';

/**
 * A data grid is most of a list page's weight: it loads on its own, after the page, so the
 * page's first scripts stay inside the dashboard budget (`npm run size`).
 */
export function LazyGrid({
  grid,
  what,
}: {
  grid: React.LazyExoticComponent<React.ComponentType>;
  what: string;
}) {
  const Grid = grid;
  return (
    <React.Suspense fallback={<Typography role="status">Loading {what}…</Typography>}>
      <Grid />
    </React.Suspense>
  );
}
