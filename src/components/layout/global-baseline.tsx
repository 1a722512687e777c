import CssBaseline from '@mui/material/CssBaseline';
import * as React from 'react';
import { useIsBuiltPage } from '../../lib/progressive-hydration';

/**
 * MUI's CssBaseline in the theme around it. On the page the build drew, its rules are already in
 * the critical CSS of the page's <head>, and emotion would only compile and insert them a second
 * time (a global style is not matched to the build's the way component styles are), so it renders
 * nothing there. It renders no element either way, so hydration is unaffected.
 */
export function GlobalBaseline() {
  return useIsBuiltPage() ? null : <CssBaseline />;
}
