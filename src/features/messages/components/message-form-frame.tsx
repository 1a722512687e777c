import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import { ErrorAlert, StatusAlert } from '../../../components/forms/form-alerts';
import { SubmitButton } from '../../../components/forms/submit-button';
import { HoneypotField } from './honeypot-field';

/**
 * What the contact and partnership forms share around their fields: the confirmation and
 * failure alerts, the form itself, the honeypot and the submit button.
 */
export function MessageFormFrame({
  label,
  idPrefix,
  form,
  submitLabel,
  children,
}: {
  label: string;
  /** Keeps the honeypot's id unique on the page. */
  idPrefix: string;
  form: {
    submitting: boolean;
    sent: string | null;
    formError: string | null;
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  };
  submitLabel: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <StatusAlert message={form.sent} />
      <ErrorAlert message={form.formError} />
      {/* Relative: the honeypot field is placed off screen against the form. */}
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        aria-label={label}
        sx={{ position: 'relative', maxWidth: 640 }}
      >
        <Stack useFlexGap spacing={2.5}>
          {children}
          <HoneypotField idPrefix={idPrefix} />
          <div>
            <SubmitButton submitting={form.submitting} busyLabel="Sending…">
              {submitLabel}
            </SubmitButton>
          </div>
        </Stack>
      </Box>
    </>
  );
}
