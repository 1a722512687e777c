import MuiStack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import * as React from 'react';

type StackProps = React.HTMLAttributes<HTMLElement> & {
  as?: React.ElementType;
  /** `responsive`: a column on a phone, a row from `sm` up. */
  direction?: 'column' | 'row' | 'responsive';
  /** The space between children, in the theme's spacing steps. */
  spacing?: number;
  wrap?: boolean;
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  justify?: 'start' | 'center' | 'end' | 'between';
  sx?: SxProps<Theme>;
};

const FLEX = { start: 'flex-start', end: 'flex-end', between: 'space-between' } as Record<string, string>;

/** MUI's Stack (with flex gap) under the short names the features were written with. */
export function Stack({
  as,
  direction = 'column',
  spacing = 0,
  wrap = false,
  align,
  justify,
  ...rest
}: StackProps) {
  return (
    <MuiStack
      {...(as ? { component: as } : {})}
      direction={direction === 'responsive' ? { xs: 'column', sm: 'row' } : direction}
      spacing={spacing}
      useFlexGap
      flexWrap={wrap ? 'wrap' : undefined}
      alignItems={align ? (FLEX[align] ?? align) : undefined}
      justifyContent={justify ? (FLEX[justify] ?? justify) : undefined}
      {...rest}
    />
  );
}
