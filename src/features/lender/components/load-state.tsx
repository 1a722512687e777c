import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import type { Remote } from '../../../lib/use-remote';

/** "Loading…" while a first answer is on its way; the failure, with a way to ask again. */
export function LoadState<T>({ remote, what }: { remote: Remote<T>; what: string }) {
  if (remote.error) {
    return (
      <Alert
        severity="error"
        role="alert"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={remote.refresh}>
            Try again
          </Button>
        }
      >
        {remote.error.message}
      </Alert>
    );
  }
  if (remote.loading && remote.data === null) return <Typography role="status">Loading {what}…</Typography>;
  return null;
}
