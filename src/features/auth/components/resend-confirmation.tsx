import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import * as React from 'react';
import { useResendEmailConfirmationMutation } from '../auth-api';
import { describeFailure, useSubmission } from '../../../lib/forms';
import { ErrorAlert, StatusAlert } from '../../../components/forms/form-alerts';

/** Asks the gateway to send the confirmation email again and says where it went. */
export function ResendConfirmation({
  userId,
  email,
  label = 'Resend confirmation email',
}: {
  userId: string;
  email: string;
  label?: string;
}) {
  const { submitting, run } = useSubmission();
  const [resendEmailConfirmation] = useResendEmailConfirmationMutation();
  const [sent, setSent] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);

  const onClick = () =>
    run(async () => {
      setSent(null);
      setError(null);
      try {
        await resendEmailConfirmation({ userId }).unwrap();
        setSent(`Email successfully sent to ${email}`);
      } catch (failure) {
        setError(describeFailure(failure, []).message);
      }
    });

  return (
    <Box sx={{ mb: 3 }}>
      <StatusAlert message={sent} />
      <ErrorAlert message={error} />
      <Button variant="outlined" onClick={() => void onClick()} disabled={submitting}>
        {submitting ? 'Sending…' : label}
      </Button>
    </Box>
  );
}
