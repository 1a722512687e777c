import type { ThemeOptions } from '@mui/material/styles';
import { baseline } from './baseline';
import { focusRing } from './focus-ring';
import { palette } from './palette';
import { touchTargets } from './touch-targets';

/**
 * What the two themes share (docs/requirements.md#themes): the palette, the 8 px spacing unit, the
 * 4 px radius, the keyboard focus ring and the phone's 44 px press targets. `cssVariables` makes
 * each theme write its values as `--mui-*` custom properties, so the few stylesheets that remain
 * (`*.module.css`) read `var(--mui-palette-primary-main)` instead of repeating a value.
 */
export const sharedThemeOptions = {
  cssVariables: true,
  palette,
  spacing: 8,
  shape: { borderRadius: 4 },
  components: { ...baseline, ...focusRing, ...touchTargets },
} as const satisfies ThemeOptions;

/** Text that would otherwise be capitals on every button. */
export const buttonText = { textTransform: 'none', fontWeight: 500 } as const;
