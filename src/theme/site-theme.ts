import { createTheme } from '@mui/material/styles';
import { focusRing } from './focus-ring';
import { touchTargets } from './touch-targets';
import { palette } from './palette';

/** Public pages: SPEC.md §9's site theme. */
export const siteTheme = createTheme({
  palette,
  spacing: 8,
  shape: { borderRadius: 4 },
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    fontSize: 14,
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.3rem', fontWeight: 500, lineHeight: 1.3 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: { ...focusRing, ...touchTargets },
});
