import { createTheme } from '@mui/material/styles';
import { buttonText, sharedThemeOptions } from './shared';

/**
 * The public site (docs/requirements.md#site-theme): Roboto at MUI's 14 px base, breakpoints
 * xs 0 / sm 600 / md 960 / lg 1280 / xl 1920.
 */
export const siteTheme = createTheme({
  ...sharedThemeOptions,
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    fontSize: 14,
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.375rem', fontWeight: 500, lineHeight: 1.3 },
    h4: { fontSize: '1.125rem', fontWeight: 500, lineHeight: 1.35 },
    h5: { fontSize: '1rem', fontWeight: 500, lineHeight: 1.4 },
    h6: { fontSize: '1rem', fontWeight: 500, lineHeight: 1.4 },
    button: buttonText,
  },
});
