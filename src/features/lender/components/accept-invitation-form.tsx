import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { navigate } from 'gatsby';
import * as React from 'react';
import { ErrorAlert } from '../../../components/forms/form-alerts';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import {
  describeFailure,
  focusFirstError,
  readFields,
  useHasMounted,
  useSubmission,
  type FieldErrors,
} from '../../../lib/forms';
import { PASSWORD_MIN_LENGTH } from '../../auth/password-length';
import { useAcceptLenderInvitationMutation } from '../lender-api';

const FIELDS = ['password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const IDS: Record<Field, string> = { password: 'invitation-password', confirmPassword: 'invitation-confirm' };
const idOf = (field: Field) => IDS[field];

/**
 * The page a staff invitation's link opens (docs/console.md#lenders): the invitee chooses a
 * password under the site's policy, then logs in to the workspace with it.
 */
export function AcceptInvitationForm({ search }: { search: string }) {
  const mounted = useHasMounted();
  // The token is only in the browser's address bar; the build pre-renders the form without it.
  const token = mounted ? new URLSearchParams(search).get('token') : null;
  const { submitting, run } = useSubmission();
  const [accept] = useAcceptLenderInvitationMutation();
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
        await accept({ token, password: values.password, confirmPassword: values.confirmPassword }).unwrap();
        await navigate('/lender/login', { state: { passwordSet: true }, replace: true });
      } catch (error) {
        const failure = describeFailure(error, FIELDS);
        if (failure.field) showErrors({ [failure.field]: failure.message });
        else setFormError(failure.message);
      }
    });
  };

  if (mounted && !token) {
    return (
      <ErrorAlert message="This page needs the link from your invitation email. Open the email and select the link." />
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
        aria-label="Choose your password"
      >
        <Stack useFlexGap spacing={2.5}>
          {FIELDS.map((field) => (
            <FormField
              key={field}
              id={idOf(field)}
              name={field}
              label={field === 'password' ? 'Password' : 'Confirm password'}
              type="password"
              autoComplete="new-password"
              error={fieldErrors[field]}
              hint={
                field === 'password'
                  ? `At least ${PASSWORD_MIN_LENGTH} characters, one you use nowhere else.`
                  : 'Type the same password again.'
              }
            />
          ))}
          <div>
            <SubmitButton submitting={submitting} busyLabel="Saving…">
              Set my password
            </SubmitButton>
          </div>
        </Stack>
      </Box>
    </>
  );
}
