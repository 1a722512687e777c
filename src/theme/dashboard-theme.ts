import { createTheme } from '@mui/material/styles';
import { buttonText, sharedThemeOptions } from './shared';

const headings = { fontFamily: 'Poppins, "Helvetica Neue", Arial, sans-serif', fontWeight: 600 };

/**
 * The logged-in dashboard and the lender workspace (docs/requirements.md#dashboard-theme):
 * Poppins headings over Inter text, breakpoints xs 0 / sm 600 / md 960 / lg 1200 / xl 1600.
 */
export const dashboardTheme = createTheme({
  ...sharedThemeOptions,
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1200, xl: 1600 } },
  typography: {
    fontFamily: 'Inter, "Helvetica Neue", Arial, sans-serif',
    fontSize: 14,
    h1: { ...headings, fontSize: '2rem', lineHeight: 1.2 },
    h2: { ...headings, fontSize: '1.5rem', lineHeight: 1.25 },
    h3: { ...headings, fontSize: '1.2rem', lineHeight: 1.3 },
    h4: { ...headings, fontSize: '1.1rem', lineHeight: 1.35 },
    h5: { ...headings, fontSize: '1rem', lineHeight: 1.4 },
    h6: { ...headings, fontSize: '1rem', lineHeight: 1.4 },
    button: buttonText,
  },
});
