import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { messageOf } from '../../../lib/api-client';

/** The parts of a generated query hook's answer this reads. */
export interface QueryState {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** "Loading…" while a first answer is on its way; the failure, with a way to ask again. */
export function LoadState({ query, what }: { query: QueryState; what: string }) {
  if (query.isError) {
    return (
      <Alert
        severity="error"
        role="alert"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {messageOf(query.error)}
      </Alert>
    );
  }
  if (query.isLoading) return <Typography role="status">Loading {what}…</Typography>;
  return null;
}
