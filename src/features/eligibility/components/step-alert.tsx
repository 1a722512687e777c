import Alert from '@mui/material/Alert';
import * as React from 'react';

/** A failure on a step, announced at once (role alert). */
export function StepAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 3 }}>
      {message}
    </Alert>
  );
}
