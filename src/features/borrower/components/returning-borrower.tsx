import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import { formatDay } from '../../../lib/dates';

/**
 * The code step for a borrower whose account already proved this roster entry recently: no new
 * code, just what was proven and when, and the way on.
 */
export function ReturningBorrower({
  regNo,
  organizationName,
  provenAt,
  onBack,
  onNext,
}: {
  regNo: string;
  organizationName: string;
  provenAt: string;
  onBack: () => void;
  onNext: () => void;
}) {
  return (
    <Stack spacing={2} sx={{ maxWidth: '40rem' }}>
      <Alert severity="success">
        You confirmed this is you on {formatDay(provenAt)}: {regNo} at {organizationName} is linked to your
        account, so no new code is needed.
      </Alert>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" onClick={onBack}>
          Back
        </Button>
        <Button variant="contained" onClick={onNext}>
          Next: your loan
        </Button>
      </Stack>
    </Stack>
  );
}
