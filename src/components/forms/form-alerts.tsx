import Alert from '@mui/material/Alert';
import * as React from 'react';

/** A failure, announced at once (role alert). */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 3 }}>
      {message}
    </Alert>
  );
}

/** A success or an information, announced politely (role status) so it does not interrupt. */
export function StatusAlert({
  message,
  severity = 'success',
}: {
  message: string | null | undefined;
  severity?: 'success' | 'info' | 'warning';
}) {
  if (!message) return null;
  return (
    <Alert severity={severity} role="status" sx={{ mb: 3 }}>
      {message}
    </Alert>
  );
}
