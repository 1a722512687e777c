import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { navigate } from 'gatsby';
import * as React from 'react';
import { FormField } from '../../../components/forms/form-field';
import { useForgotPasswordMutation } from '../auth-api';
import { describeFailure, readFields, useSubmission } from '../../../lib/forms';
import { withNotice } from '../notice';
import { SubmitButton } from '../../../components/forms/submit-button';
import { ErrorAlert } from '../../../components/forms/form-alerts';

export const RESET_EMAIL_SENT_MESSAGE = 'Email sent successfully';
const EMAIL_ID = 'forgot-password-email';

export function ForgotPasswordForm() {
  const { submitting, run } = useSubmission();
  const [forgotPassword] = useForgotPasswordMutation();
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email } = readFields(event.currentTarget, ['email'] as const);
    void run(async () => {
      setFormError(null);
      setFieldError(null);
      if (email.trim() === '') {
        setFieldError('Enter your email address.');
        document.getElementById(EMAIL_ID)?.focus();
        return;
      }
      try {
        await forgotPassword({ email: email.trim() }).unwrap();
        navigate('/user/email', withNotice({ severity: 'success', message: RESET_EMAIL_SENT_MESSAGE }));
      } catch (error) {
        const failure = describeFailure(error, ['email'] as const);
        if (failure.field) {
          setFieldError(failure.message);
          document.getElementById(EMAIL_ID)?.focus();
        } else setFormError(failure.message);
      }
    });
  };

  return (
    <>
      <ErrorAlert message={formError} />
      <Box
        component="form"
        sx={{ maxWidth: 480 }}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Ask for a reset link"
      >
        <Stack useFlexGap spacing={2.5}>
          <FormField
            id={EMAIL_ID}
            name="email"
            label="Email address"
            type="email"
            autoComplete="email"
            error={fieldError ?? undefined}
          />
          <div>
            <SubmitButton submitting={submitting} busyLabel="Sending…">
              Send the reset link
            </SubmitButton>
          </div>
        </Stack>
      </Box>
    </>
  );
}
