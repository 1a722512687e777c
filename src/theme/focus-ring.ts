import type { Components, Theme } from '@mui/material/styles';

/**
 * Keyboard focus has to be seen (WCAG 2.4.7). MUI marks a focused button only with a faint
 * ripple, which keyboard users lose track of; every button (and button-like link) gets one clear
 * ring instead. MUI adds the class only for keyboard focus, so mouse users never see it.
 */
export const focusRing: Components<Theme> = {
  MuiButtonBase: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': {
          outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
          outlineOffset: '2px',
        },
      }),
    },
  },
};
