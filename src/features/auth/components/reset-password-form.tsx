import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { navigate } from 'gatsby';
import * as React from 'react';
import { FormField } from '../../../components/forms/form-field';
import { useResetPasswordMutation } from '../auth-api';
import {
  describeFailure,
  focusFirstError,
  readFields,
  useHasMounted,
  useSubmission,
  type FieldErrors,
} from '../../../lib/forms';
import { PASSWORD_MIN_LENGTH } from '../password-length';
import { withNotice } from '../notice';
import { SubmitButton } from '../../../components/forms/submit-button';
import { ErrorAlert } from '../../../components/forms/form-alerts';

export const PASSWORD_RESET_MESSAGE = 'Password reset successful, Login to continue';

const FIELDS = ['password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const IDS: Record<Field, string> = {
  password: 'reset-password-new',
  confirmPassword: 'reset-password-confirm',
};
const idOf = (field: Field) => IDS[field];

export function ResetPasswordForm({ search }: { search: string }) {
  const mounted = useHasMounted();
  // The token only exists in the browser's address bar; the build pre-renders the form without it.
  const token = mounted ? new URLSearchParams(search).get('token') : null;
  const missingToken = mounted && !token;
  const { submitting, run } = useSubmission();
  const [resetPassword] = useResetPasswordMutation();
  const [fieldErrors, setFieldErrors] = React.useState<FieldErrors<Field>>({});
  const [formError, setFormError] = React.useState<string | null>(null);

  const showErrors = (errors: FieldErrors<Field>) => {
    setFieldErrors(errors);
    focusFirstError(errors, FIELDS, idOf);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    const values = readFields(event.currentTarget, FIELDS);
    void run(async () => {
      setFormError(null);
      const errors: FieldErrors<Field> = {};
      if (values.password.length < PASSWORD_MIN_LENGTH) {
        errors.password = `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
      }
      if (values.confirmPassword !== values.password)
        errors.confirmPassword = 'The two passwords do not match.';
      showErrors(errors);
      if (Object.keys(errors).length > 0) return;
      try {
        await resetPassword({
          token,
          password: values.password,
          confirmPassword: values.confirmPassword,
        }).unwrap();
        navigate('/user/login', {
          ...withNotice({ severity: 'success', message: PASSWORD_RESET_MESSAGE }),
          replace: true,
        });
      } catch (error) {
        const failure = describeFailure(error, FIELDS);
        if (failure.field) showErrors({ [failure.field]: failure.message });
        else setFormError(failure.message);
      }
    });
  };

  const hints: Record<Field, string> = {
    password: `Passwords need at least ${PASSWORD_MIN_LENGTH} characters.`,
    confirmPassword: 'Type the same password again.',
  };

  if (missingToken) {
    // Without the link's token there is nothing this form could send; say how to get one.
    return (
      <ErrorAlert message="This page needs the link from your password reset email. Open the email and select the link, or ask for a new one below." />
    );
  }

  return (
    <>
      <ErrorAlert message={formError} />
      <Box
        component="form"
        sx={{ maxWidth: 480 }}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Choose a new password"
      >
        <Stack useFlexGap spacing={2.5}>
          {FIELDS.map((field) => (
            <FormField
              key={field}
              id={idOf(field)}
              name={field}
              label={field === 'password' ? 'New password' : 'Confirm new password'}
              type="password"
              autoComplete="new-password"
              error={fieldErrors[field]}
              hint={hints[field]}
            />
          ))}
          <div>
            <SubmitButton submitting={submitting} busyLabel="Saving…">
              Save the new password
            </SubmitButton>
          </div>
        </Stack>
      </Box>
    </>
  );
}
