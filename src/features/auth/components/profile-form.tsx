import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { TextField } from '../../../components/forms/text-field';
import type { FieldChange } from '../../../components/forms/keep-browser-value';
import * as React from 'react';
import { FormField } from '../../../components/forms/form-field';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Link } from '../../../lib/link';
import { useOnReconnect } from '../../../lib/connectivity';
import { getUserByEmail } from '../api/get-user-by-email';
import { updateUser } from '../api/update-user';
import { profileUpdated, selectCurrentUser } from '../auth-slice';
import { describeFailure, focusFirstError, useSubmission, type FieldErrors } from '../../../lib/forms';
import { saveSessionUser } from '../session';
import { SubmitButton } from '../../../components/forms/submit-button';
import { ErrorAlert, StatusAlert } from '../../../components/forms/form-alerts';

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully';

const FIELDS = ['firstName', 'lastName', 'phone'] as const;
type Field = (typeof FIELDS)[number];
const IDS: Record<Field, string> = {
  firstName: 'profile-first-name',
  lastName: 'profile-last-name',
  phone: 'profile-phone',
};
const idOf = (field: Field) => IDS[field];

type Load = { kind: 'loading' } | { kind: 'loaded' } | { kind: 'failed'; message: string };

/** Rendered inside RequireSession: the logged-in person's own profile, read fresh from the gateway. */
export function ProfileForm() {
  const dispatch = useAppDispatch();
  const sessionEmail = useAppSelector(selectCurrentUser)?.email;
  const { submitting, run } = useSubmission();
  const [load, setLoad] = React.useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = React.useState(0);
  // A read that failed because the connection dropped is tried again when it returns.
  useOnReconnect(() => {
    if (load.kind === 'failed') setAttempt((n) => n + 1);
  });
  const [email, setEmail] = React.useState(sessionEmail ?? '');
  const [values, setValues] = React.useState<Record<Field, string>>({
    firstName: '',
    lastName: '',
    phone: '',
  });
  const [fieldErrors, setFieldErrors] = React.useState<FieldErrors<Field>>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  const [saved, setSaved] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!sessionEmail) return;
    let current = true;
    setLoad({ kind: 'loading' });
    getUserByEmail({ email: sessionEmail }).then(
      (profile) => {
        if (!current) return;
        setEmail(profile.email);
        setValues({ firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone });
        setLoad({ kind: 'loaded' });
      },
      (error: unknown) => {
        if (current) setLoad({ kind: 'failed', message: describeFailure(error, []).message });
      },
    );
    // An answer that arrives after the person left the page (or logged out) is dropped.
    return () => {
      current = false;
    };
  }, [sessionEmail, attempt]);

  const showErrors = (errors: FieldErrors<Field>) => {
    setFieldErrors(errors);
    focusFirstError(errors, FIELDS, idOf);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      setSaved(null);
      setFormError(null);
      const profile = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim(),
      };
      const errors: FieldErrors<Field> = {};
      if (profile.firstName === '') errors.firstName = 'Enter your first name.';
      if (profile.lastName === '') errors.lastName = 'Enter your last name.';
      if (profile.phone === '') errors.phone = 'Enter your phone number.';
      showErrors(errors);
      if (Object.keys(errors).length > 0) return;
      try {
        const updated = await updateUser(profile);
        saveSessionUser(updated);
        dispatch(profileUpdated(updated));
        setValues({ firstName: updated.firstName, lastName: updated.lastName, phone: updated.phone });
        setSaved(PROFILE_UPDATED_MESSAGE);
      } catch (error) {
        const failure = describeFailure(error, FIELDS);
        if (failure.field) showErrors({ [failure.field]: failure.message });
        else setFormError(failure.message);
      }
    });
  };

  const onChange = (field: Field) => (event: FieldChange) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  if (load.kind === 'failed') {
    return (
      <>
        <ErrorAlert message={load.message} />
        <Button onClick={() => setAttempt((n) => n + 1)} variant="outlined">
          Try again
        </Button>
      </>
    );
  }

  const loading = load.kind === 'loading';
  const textField = (field: Field, label: string, type: string, autoComplete: string) => (
    <FormField
      id={idOf(field)}
      name={field}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={onChange(field)}
      error={fieldErrors[field]}
      disabled={loading}
    />
  );

  return (
    <>
      {loading ? <Typography role="status">Loading your profile…</Typography> : null}
      <StatusAlert message={saved} />
      <ErrorAlert message={formError} />
      <Box
        component="form"
        sx={{ maxWidth: 560 }}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Your profile"
      >
        <Stack useFlexGap spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={2.5}>
            {textField('firstName', 'First name', 'text', 'given-name')}
            {textField('lastName', 'Last name', 'text', 'family-name')}
          </Stack>
          <TextField
            id="profile-email"
            name="email"
            label="Email address"
            type="email"
            autoComplete="email"
            value={email}
            helperText={
              <>
                Your email address cannot be changed here. To change it,{' '}
                <Link to="/contact">contact support</Link>.
              </>
            }
            slotProps={{ htmlInput: { readOnly: true } }}
            fullWidth
          />
          {textField('phone', 'Phone number', 'tel', 'tel')}
          <div>
            <SubmitButton submitting={submitting} busyLabel="Saving…" disabled={loading}>
              Save changes
            </SubmitButton>
          </div>
        </Stack>
      </Box>
    </>
  );
}
