import Grid from '@mui/material/Grid';
import * as React from 'react';

type Columns = { xs?: number; sm?: number; md?: number; lg?: number };

interface GridProps {
  children: React.ReactNode;
  component?: React.ElementType;
  className?: string;
}

/** MUI's Grid container; `spacing` is the gap in the theme's spacing steps. */
export function GridRow({
  children,
  component = 'div',
  spacing = 2,
  className,
}: GridProps & { spacing?: number }) {
  return (
    <Grid container component={component} spacing={spacing} className={className}>
      {children}
    </Grid>
  );
}

/** A cell spanning `size` of twelve columns from each breakpoint up (12 below the first one given). */
export function GridCell({ children, component = 'div', size, className }: GridProps & { size: Columns }) {
  return (
    <Grid component={component} size={{ xs: 12, ...size }} className={className}>
      {children}
    </Grid>
  );
}
