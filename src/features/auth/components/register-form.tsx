import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { navigate } from 'gatsby';
import * as React from 'react';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { FormField } from '../../../components/forms/form-field';
import { Link } from '../../../lib/link';
import { useRegisterMutation } from '../auth-api';
import {
  describeFailure,
  focusFirstError,
  readFields,
  useSubmission,
  type FieldErrors,
} from '../../../lib/forms';
import { PASSWORD_MIN_LENGTH } from '../password-length';
import { savePendingVerification } from '../pending-verification';
import { SubmitButton } from '../../../components/forms/submit-button';
import { ErrorAlert } from '../../../components/forms/form-alerts';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'acceptedPrivacyPolicy',
] as const;
type Field = (typeof FIELDS)[number];
const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];

const IDS: Record<Field, string> = {
  firstName: 'register-first-name',
  lastName: 'register-last-name',
  email: 'register-email',
  phone: 'register-phone',
  password: 'register-password',
  confirmPassword: 'register-confirm-password',
  acceptedPrivacyPolicy: 'register-consent',
};
const idOf = (field: Field) => IDS[field];

const HINTS: Partial<Record<Field, string>> = {
  email: 'We send the confirmation link to this address.',
  password: `Passwords need at least ${PASSWORD_MIN_LENGTH} characters.`,
  confirmPassword: 'Type the same password again.',
};

/**
 * Only what the gateway also checks, said before the round trip; the gateway still decides
 * (its answer, with the field it names, shows beside that field).
 */
export function checkRegistration(
  values: Record<TextFieldName, string>,
  consent: boolean,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (values.firstName.trim() === '') errors.firstName = 'Enter your first name.';
  if (values.lastName.trim() === '') errors.lastName = 'Enter your last name.';
  if (values.email.trim() === '') errors.email = 'Enter your email address.';
  if (values.phone.trim() === '') errors.phone = 'Enter your phone number.';
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'The two passwords do not match.';
  if (!consent) errors.acceptedPrivacyPolicy = 'Tick the box to accept the privacy policy.';
  return errors;
}

/** A friend's invitation link (`/user/register?ref=…`) ties the new account to whoever invited them. */
function referralTokenFromUrl(): { referralToken?: string } {
  const ref = new URLSearchParams(window.location.search).get('ref');
  // Anything but a well-formed token is ignored: a mangled link must not stop someone registering.
  return ref && /^[A-Za-z0-9_-]{20,200}$/.test(ref) ? { referralToken: ref } : {};
}

export function RegisterForm() {
  const { submitting, run } = useSubmission();
  const [register] = useRegisterMutation();
  const [fieldErrors, setFieldErrors] = React.useState<FieldErrors<Field>>({});
  const [formError, setFormError] = React.useState<string | null>(null);

  const showErrors = (errors: FieldErrors<Field>) => {
    setFieldErrors(errors);
    focusFirstError(errors, FIELDS, idOf);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readFields(event.currentTarget, TEXT_FIELDS);
    const consent = new FormData(event.currentTarget).get('acceptedPrivacyPolicy') !== null;
    void run(async () => {
      setFormError(null);
      const errors = checkRegistration(values, consent);
      showErrors(errors);
      if (Object.keys(errors).length > 0) return;
      try {
        const registered = await register({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          acceptedPrivacyPolicy: true,
          ...referralTokenFromUrl(),
        }).unwrap();
        savePendingVerification({ userId: registered.userId, email: registered.email });
        navigate('/user/verify');
      } catch (error) {
        const failure = describeFailure(error, FIELDS);
        if (failure.field) showErrors({ [failure.field]: failure.message });
        else setFormError(failure.message);
      }
    });
  };

  const textField = (
    field: TextFieldName,
    label: string,
    type: string,
    autoComplete: string,
  ): React.ReactElement => (
    <FormField
      id={idOf(field)}
      name={field}
      label={label}
      type={type}
      autoComplete={autoComplete}
      error={fieldErrors[field]}
      hint={HINTS[field]}
    />
  );

  const consentError = fieldErrors.acceptedPrivacyPolicy;
  return (
    <>
      <ErrorAlert message={formError} />
      <Box
        component="form"
        sx={{ maxWidth: 560 }}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Create your account"
      >
        <Stack useFlexGap spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={2.5}>
            {textField('firstName', 'First name', 'text', 'given-name')}
            {textField('lastName', 'Last name', 'text', 'family-name')}
          </Stack>
          {textField('email', 'Email address', 'email', 'email')}
          {textField('phone', 'Phone number', 'tel', 'tel')}
          {textField('password', 'Password', 'password', 'new-password')}
          {textField('confirmPassword', 'Confirm password', 'password', 'new-password')}
          <CheckboxField
            id={idOf('acceptedPrivacyPolicy')}
            name="acceptedPrivacyPolicy"
            required
            error={consentError}
            label={
              <>
                I have read the <Link to="/privacy-policy">privacy policy</Link> and agree that Lendbridge
                uses my details to run my account.
              </>
            }
          />
          <div>
            <SubmitButton submitting={submitting} busyLabel="Creating your account…">
              Create account
            </SubmitButton>
          </div>
        </Stack>
      </Box>
    </>
  );
}
