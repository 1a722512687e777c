import type { Components, Theme } from '@mui/material/styles';

/**
 * On a phone every control a person presses is at least 44 × 44 px (WCAG 2.5.5's size): buttons,
 * and links that stand on their own in a list (menus, the footer's columns). Links inside a
 * sentence are left as text. Below `md` (960 px in both themes), so wide screens keep their look.
 */
export const PHONE = '@media (max-width:959.95px)';
const touchSize = { [PHONE]: { minHeight: 44, minWidth: 44 } };

export const touchTargets: Components<Theme> = {
  MuiButton: { styleOverrides: { root: touchSize } },
  MuiIconButton: { styleOverrides: { root: touchSize } },
  MuiPaginationItem: { styleOverrides: { root: touchSize } },
  // A small field (a search's filters) is 40 px tall; on a phone its padding makes it 44.
  MuiOutlinedInput: {
    styleOverrides: {
      root: {
        [PHONE]: {
          '&.MuiInputBase-sizeSmall .MuiInputBase-input': { paddingTop: 10.5, paddingBottom: 10.5 },
        },
      },
    },
  },
};
