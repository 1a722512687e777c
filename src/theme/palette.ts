import type { PaletteOptions } from '@mui/material/styles';

/**
 * One palette for both themes (docs/requirements.md#themes). Shades are chosen dark enough for WCAG
 * AA text contrast on white and on the light background.
 */
export const palette = {
  mode: 'light',
  primary: { main: '#1357b8', dark: '#0b3d86', light: '#4f86d9', contrastText: '#ffffff' },
  secondary: { main: '#1e7a3c', dark: '#145a2b', light: '#4caf6e', contrastText: '#ffffff' },
  error: { main: '#c62828', contrastText: '#ffffff' },
  background: { default: '#f5f8fc', paper: '#ffffff' },
  text: { primary: '#14213d', secondary: '#475467' },
} as const satisfies PaletteOptions;
