import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import * as React from 'react';
import { isApiError, messageOf } from '../../../lib/api-client';

/**
 * A console record that could not be read, in the gateway's words: with "Try again", unless it
 * does not exist (404), which asking again would not change.
 */
export function RecordReadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        isApiError(error) && error.status === 404 ? null : (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      {messageOf(error)}
    </Alert>
  );
}
