import * as React from 'react';
import * as styles from './stack.module.css';

type StackProps = React.HTMLAttributes<HTMLElement> & {
  as?: React.ElementType;
  /** `responsive`: a column on a phone, a row from 600 px up. */
  direction?: 'column' | 'row' | 'responsive';
  /** The space between children, in the 8 px steps of the theme's spacing. */
  spacing?: number;
  wrap?: boolean;
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  justify?: 'start' | 'center' | 'end' | 'between';
};

/** Children one after another with even space between them, as static CSS (flex and gap). */
export function Stack({
  as: Element = 'div',
  direction = 'column',
  spacing = 0,
  wrap = false,
  align,
  justify,
  className,
  style,
  ...rest
}: StackProps) {
  const classes = [
    styles.stack,
    styles[direction],
    wrap && styles.wrap,
    align && styles[`align-${align}`],
    justify && styles[`justify-${justify}`],
    className,
  ];
  return (
    <Element
      className={classes.filter(Boolean).join(' ')}
      style={spacing ? { gap: `${spacing * 8}px`, ...style } : style}
      {...rest}
    />
  );
}
