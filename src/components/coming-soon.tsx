import Alert from '@mui/material/Alert';
import * as React from 'react';

/**
 * Marks a form whose service is not live yet. The form is shown disabled so people see what
 * will be asked, and this line says so plainly instead of pretending to work.
 */
export function ComingSoon({ what }: { what: string }) {
  return (
    <Alert sx={{ mb: 3, alignItems: 'center' }} severity="info">
      {what} is coming soon. The form below shows what we will ask for; it cannot be sent yet.
    </Alert>
  );
}
