import * as React from 'react';
import * as styles from './text.module.css';

export type TextVariant =
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'subtitle1'
  | 'subtitle2'
  | 'body1'
  | 'body2'
  | 'caption'
  | 'overline';

const ELEMENT: Record<TextVariant, React.ElementType> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  subtitle2: 'h6',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  overline: 'span',
};

export type TextTone = 'secondary' | 'primary' | 'error' | 'success';

type TextProps = React.HTMLAttributes<HTMLElement> & {
  ref?: React.Ref<HTMLElement>;
  variant?: TextVariant;
  /** The element, when it is not the variant's own (an h2 that looks like an h3). */
  as?: React.ElementType;
  tone?: TextTone;
  /** The small space MUI's Typography leaves under a line of text. */
  gutterBottom?: boolean;
  /** Bold, for a label or a figure inside a line. */
  strong?: boolean;
};

/**
 * A piece of text in the type scale (text.module.css): plain markup and a static class, so a
 * heading or a paragraph costs nothing to render or hydrate.
 */
export function Text({ variant = 'body1', as, tone, gutterBottom, strong, className, ...rest }: TextProps) {
  const Element = as ?? ELEMENT[variant];
  const classes = [
    styles.text,
    styles[variant],
    tone && styles[tone],
    gutterBottom && styles.gutterBottom,
    strong && styles.strong,
    className,
  ];
  return <Element className={classes.filter(Boolean).join(' ')} {...rest} />;
}
