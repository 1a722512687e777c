import Alert from '@mui/material/Alert';
import * as React from 'react';

/** Shown when the live refresh fails; the pre-rendered rows stay usable underneath. */
export function RefreshError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert sx={{ mb: 3, alignItems: 'center' }} severity="warning">
      We could not refresh this list just now ({error}). What you see may be a little out of date.
    </Alert>
  );
}
