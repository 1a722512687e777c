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
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetUserByEmailQuery, useUpdateUserMutation } from '../auth-api';
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

/** Rendered inside RequireSession: the logged-in person's own profile, read fresh from the gateway. */
export function ProfileForm() {
  const dispatch = useAppDispatch();
  const sessionEmail = useAppSelector(selectCurrentUser)?.email;
  const { submitting, run } = useSubmission();
  // Read fresh each time the page opens; a read that failed offline is tried again on reconnect.
  const profile = useGetUserByEmailQuery(sessionEmail ? { email: sessionEmail } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const [updateUser] = useUpdateUserMutation();
  const [values, setValues] = React.useState<Record<Field, string>>({
    firstName: '',
    lastName: '',
    phone: '',
  });
  const [fieldErrors, setFieldErrors] = React.useState<FieldErrors<Field>>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  const [saved, setSaved] = React.useState<string | null>(null);

  // The fields take what was read, then what the person types.
  const loaded = profile.data;
  React.useEffect(() => {
    if (loaded) setValues({ firstName: loaded.firstName, lastName: loaded.lastName, phone: loaded.phone });
  }, [loaded]);
  const email = loaded?.email ?? sessionEmail ?? '';

  const showErrors = (errors: FieldErrors<Field>) => {
    setFieldErrors(errors);
    focusFirstError(errors, FIELDS, idOf);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      setSaved(null);
      setFormError(null);
      const changes = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim(),
      };
      const errors: FieldErrors<Field> = {};
      if (changes.firstName === '') errors.firstName = 'Enter your first name.';
      if (changes.lastName === '') errors.lastName = 'Enter your last name.';
      if (changes.phone === '') errors.phone = 'Enter your phone number.';
      showErrors(errors);
      if (Object.keys(errors).length > 0) return;
      try {
        const updated = await updateUser(changes).unwrap();
        saveSessionUser(updated);
        dispatch(profileUpdated(updated));
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

  if (profile.isError && !loaded) {
    return (
      <>
        <ErrorAlert message={describeFailure(profile.error, []).message} />
        <Button onClick={() => void profile.refetch()} variant="outlined">
          Try again
        </Button>
      </>
    );
  }

  const loading = !loaded;
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
