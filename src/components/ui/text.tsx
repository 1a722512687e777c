import type { SxProps, Theme } from '@mui/material/styles';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import * as React from 'react';

export type TextVariant = NonNullable<TypographyProps['variant']>;
export type TextTone = 'secondary' | 'primary' | 'error' | 'success';

const TONE: Record<TextTone, string> = {
  secondary: 'text.secondary',
  primary: 'primary.main',
  error: 'error.main',
  success: 'secondary.main',
};

type TextProps = React.HTMLAttributes<HTMLElement> & {
  ref?: React.Ref<HTMLElement>;
  variant?: TextVariant;
  /** The element, when it is not the variant's own (an h2 that looks like an h3). */
  as?: React.ElementType;
  tone?: TextTone;
  gutterBottom?: boolean;
  /** Bold, for a label or a figure inside a line. */
  strong?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * MUI's Typography under the short names the features were written with (`as`, `tone`,
 * `strong`). New code can use Typography itself.
 */
export function Text({ variant = 'body1', as, tone, strong, ...rest }: TextProps) {
  return (
    <Typography
      variant={variant}
      {...(as ? { component: as } : {})}
      color={tone ? TONE[tone] : undefined}
      fontWeight={strong ? 600 : undefined}
      {...rest}
    />
  );
}
