import * as React from 'react';
import * as styles from './grid.module.css';

type Columns = { xs?: number; sm?: number; md?: number; lg?: number };

interface GridProps {
  children: React.ReactNode;
  component?: React.ElementType;
  className?: string;
}

/** A twelve-column CSS grid row; `spacing` is the gap in the theme's 8 px steps. */
export function GridRow({
  children,
  component: Element = 'div',
  spacing = 2,
  className,
}: GridProps & { spacing?: number }) {
  return (
    <Element className={[styles.row, className].filter(Boolean).join(' ')} style={{ gap: spacing * 8 }}>
      {children}
    </Element>
  );
}

/**
 * A cell spanning `size` columns from each breakpoint up (12 below the first one given). The spans
 * are custom properties the stylesheet's media queries read, so no rule is generated per render.
 */
export function GridCell({
  children,
  component: Element = 'div',
  size,
  className,
}: GridProps & { size: Columns }) {
  const spans = Object.fromEntries(
    Object.entries({ xs: 12, ...size }).map(([breakpoint, span]) => [`--span-${breakpoint}`, span]),
  ) as React.CSSProperties;
  return (
    <Element className={[styles.cell, className].filter(Boolean).join(' ')} style={spans}>
      {children}
    </Element>
  );
}
