import type { Components, Theme } from '@mui/material/styles';
import { PHONE } from './touch-targets';

/**
 * What CssBaseline adds for plain markup (prose, footer lists, Markdown): links in the primary
 * colour, one clear keyboard focus ring (WCAG 2.4.7) and, on a phone, 44 px links where a link
 * stands alone in a list (WCAG 2.5.5). :where() keeps these weaker than any component's own
 * styles (a menu's full-width links).
 */
export const baseline: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme) => {
      // Both themes have CSS variables on, so these are `var(--mui-…)` references.
      const { palette } = theme.vars ?? theme;
      return {
        // Short names for the stylesheets of features written before the themes had variables.
        ':root': {
          '--lb-primary': palette.primary.main,
          '--lb-primary-dark': palette.primary.dark,
          '--lb-text': palette.text.primary,
          '--lb-text-secondary': palette.text.secondary,
          '--lb-paper': palette.background.paper,
          '--lb-background': palette.background.default,
          '--lb-error': palette.error.main,
          '--lb-success': palette.secondary.main,
        },
        a: { color: palette.primary.main, textUnderlineOffset: '0.15em' },
        ':where(a, button, summary):focus-visible': {
          outline: `3px solid ${palette.primary.main}`,
          outlineOffset: 2,
        },
        [PHONE]: {
          'li > a:where(:only-child)': {
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 44,
            minWidth: 44,
          },
        },
        '@media print': { body: { backgroundColor: '#fff' } },
      };
    },
  },
};
