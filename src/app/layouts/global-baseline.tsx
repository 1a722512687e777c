import CssBaseline from '@mui/material/CssBaseline';
import * as React from 'react';

/** MUI's CssBaseline in the theme around it. */
export function GlobalBaseline() {
  return <CssBaseline />;
}
