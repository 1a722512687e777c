import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import * as React from 'react';

/**
 * A layout's theme: its CSS variables, CssBaseline and the theme for every MUI component inside.
 * The build writes what they produce into each page's critical CSS (gatsby-ssr.tsx).
 */
export function ThemeFrame({ theme, children }: { theme: Theme; children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
