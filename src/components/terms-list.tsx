import Box from '@mui/material/Box';
import * as React from 'react';

export type Terms = ReadonlyArray<readonly [term: string, value: React.ReactNode]>;

/**
 * Label–value pairs as a definition list: two columns from `sm` up, stacked on phones. Screen
 * readers announce each term with its value.
 */
export function TermsList({ rows, maxWidth }: { rows: Terms; maxWidth?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, auto) 1fr' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
        mb: 3,
        maxWidth,
        '& dt': { fontWeight: 600 },
        '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
      }}
    >
      {rows.map(([term, value]) => (
        <React.Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </React.Fragment>
      ))}
    </Box>
  );
}
