import { createTheme } from '@mui/material/styles';
import { focusRing } from './focus-ring';
import { touchTargets } from './touch-targets';
import { palette } from './palette';

const headings = { fontFamily: 'Poppins, "Helvetica Neue", Arial, sans-serif', fontWeight: 600 };

/**
 * The logged-in dashboard: the dashboard theme (docs/requirements.md#dashboard-theme), Poppins
 * headings over Inter text.
 */
export const dashboardTheme = createTheme({
  palette,
  spacing: 8,
  shape: { borderRadius: 4 },
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1200, xl: 1600 } },
  typography: {
    fontFamily: 'Inter, "Helvetica Neue", Arial, sans-serif',
    fontSize: 14,
    h1: { ...headings, fontSize: '2rem', lineHeight: 1.2 },
    h2: { ...headings, fontSize: '1.5rem', lineHeight: 1.25 },
    h3: { ...headings, fontSize: '1.2rem', lineHeight: 1.3 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: { ...focusRing, ...touchTargets },
});
