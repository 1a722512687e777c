import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { navigate } from 'gatsby';
import * as React from 'react';
import { FormField } from '../../../components/forms/form-field';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  selectLoggedOut,
  selectSessionExpired,
  selectSessionStatus,
  SESSION_EXPIRED_MESSAGE,
  type LoginFailure,
} from '../auth-slice';
import { focusFirstError, readFields, useSubmission, type FieldErrors } from '../../../lib/forms';
import { safeNextPath, takeReturnPath } from '../next-path';
import { logIn } from '../log-in';
import { SubmitButton } from '../../../components/forms/submit-button';
import { ErrorAlert, StatusAlert } from '../../../components/forms/form-alerts';
import { FlashNotice } from './flash-notice';
import { startDeviceSession } from '../../../lib/offline-copy';
import { isSharedDeviceTicked, SharedDeviceField } from './shared-device-field';
import { ResendConfirmation } from './resend-confirmation';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];
const idOf = (field: Field) => `login-${field}`;

export interface LoginFormProps {
  /** The page's query string, which may hold the dashboard or offer path to return to (`next`). */
  search: string;
  /** History state, which may carry a notice from the page that sent the person here. */
  locationState: unknown;
}

export function LoginForm({ search, locationState }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const sessionExpired = useAppSelector(selectSessionExpired);
  const loggedOut = useAppSelector(selectLoggedOut);
  const { submitting, run } = useSubmission();
  const [fieldErrors, setFieldErrors] = React.useState<FieldErrors<Field>>({});
  const [failure, setFailure] = React.useState<LoginFailure | null>(null);
  const [failedEmail, setFailedEmail] = React.useState('');
  // Once the gateway asked for a sign-in code, the form keeps asking for it with the password.
  const [codeAsked, setCodeAsked] = React.useState(false);

  // One rule for "already logged in" and "just logged in": go where the person was heading, as
  // the link said or, after registering and confirming the email, as this browser remembered.
  React.useEffect(() => {
    if (status === 'authenticated') {
      const remembered = takeReturnPath();
      navigate(safeNextPath(new URLSearchParams(search).get('next') ?? remembered), { replace: true });
    }
  }, [status, search]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readFields(event.currentTarget, FIELDS);
    const loginCode = readFields(event.currentTarget, ['loginCode'] as const).loginCode.trim();
    const shared = isSharedDeviceTicked(event.currentTarget);
    void run(async () => {
      const errors: FieldErrors<Field> = {};
      if (values.email.trim() === '') errors.email = 'Enter your email address.';
      if (values.password === '') errors.password = 'Enter your password.';
      setFieldErrors(errors);
      setFailure(null);
      if (Object.keys(errors).length > 0) {
        focusFirstError(errors, FIELDS, idOf);
        return;
      }
      const email = values.email.trim();
      const reason = await logIn(dispatch, {
        email,
        password: values.password,
        ...(codeAsked && loginCode ? { loginCode } : {}),
      });
      // At once, before the dashboard can load anything: what the device kept belonged to the
      // session before, and this one may be on a shared device. (Not before the call: a failed
      // attempt by someone else must not wipe the borrower's copy.)
      if (!reason) startDeviceSession({ shared });
      else {
        setFailure(reason);
        setFailedEmail(email);
        if (reason.loginCodeRequired) setCodeAsked(true);
        const field = FIELDS.find((name) => name === reason.field);
        if (field) {
          const serverErrors = { [field]: reason.message };
          setFieldErrors(serverErrors);
          focusFirstError(serverErrors, FIELDS, idOf);
        }
      }
    });
  };

  const fieldError = (field: Field) => fieldErrors[field];

  return (
    <>
      <FlashNotice locationState={locationState} />
      {sessionExpired ? <StatusAlert severity="warning" message={SESSION_EXPIRED_MESSAGE} /> : null}
      {loggedOut ? <StatusAlert severity="info" message="You have logged out." /> : null}
      {failure && !failure.field ? <ErrorAlert message={failure.message} /> : null}
      {failure?.unconfirmedUserId ? (
        <ResendConfirmation userId={failure.unconfirmedUserId} email={failedEmail} />
      ) : null}
      <Box
        component="form"
        sx={{ maxWidth: 480 }}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Log in"
      >
        <Stack useFlexGap spacing={2.5}>
          <FormField
            id={idOf('email')}
            name="email"
            label="Email address"
            type="email"
            autoComplete="email"
            error={fieldError('email')}
          />
          <FormField
            id={idOf('password')}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={fieldError('password')}
          />
          {codeAsked ? (
            <FormField
              id="login-loginCode"
              name="loginCode"
              label="Sign-in code from the email"
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          ) : null}
          <SharedDeviceField id="login-shared-device" />
          <div>
            <SubmitButton submitting={submitting} busyLabel="Logging in…">
              Log in
            </SubmitButton>
          </div>
        </Stack>
      </Box>
    </>
  );
}
