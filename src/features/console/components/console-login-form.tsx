import Stack from '@mui/material/Stack';
import { navigate } from 'gatsby';
import * as React from 'react';
import { ErrorAlert, StatusAlert } from '../../../components/forms/form-alerts';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { isApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useAppDispatch } from '../../../app/hooks';
import { forgetSession } from '../../auth/end-session';
import { useConsoleLoginMutation } from '../console-api';
import { consoleReturnPath, saveConsoleSession } from '../console-session';

/** Why the person is here, when a page sent them (history state is not trusted beyond these flags). */
function noticeFor(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  if ('loggedOut' in state && state.loggedOut === true) return 'You are logged out of the console.';
  if ('sessionEnded' in state && state.sessionEnded === true)
    return 'Your session has ended. Please log in again.';
  return null;
}

/**
 * The console's own login: platform admins and organisation administrators get in; borrowers and
 * lender staff are told, in the gateway's words, where they belong.
 */
export function ConsoleLoginForm({ next, locationState }: { next: string | null; locationState: unknown }) {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [failure, setFailure] = React.useState<string | null>(null);
  // Past the failed-login limit the gateway emails a sign-in code, asked for here with the password.
  const [codeAsked, setCodeAsked] = React.useState(false);
  const [loginCode, setLoginCode] = React.useState('');
  const dispatch = useAppDispatch();
  const [logIn] = useConsoleLoginMutation();
  const [sending, setSending] = React.useState(false);
  const notice = failure ? null : noticeFor(locationState);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      const code = loginCode.trim();
      const session = await logIn({
        email: email.trim(),
        password,
        ...(codeAsked && code ? { loginCode: code } : {}),
      }).unwrap();
      // Whoever was logged in on this device before is logged out first, with all read under them.
      forgetSession(dispatch);
      saveConsoleSession(session);
      await navigate(consoleReturnPath(next), { replace: true });
    } catch (error) {
      setFailure(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      if (isApiError(error) && error.reason === 'login_code_required') setCodeAsked(true);
      setSending(false);
    }
  };

  return (
    <Stack
      component="form"
      aria-label="Log in to the console"
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={2.5}
      sx={{ maxWidth: 420 }}
    >
      <StatusAlert message={notice} severity="info" />
      <ErrorAlert message={failure} />
      <FormField
        id="console-email"
        label="Email address"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormField
        id="console-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {codeAsked ? (
        <FormField
          id="console-login-code"
          label="Sign-in code from the email"
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          value={loginCode}
          onChange={(event) => setLoginCode(event.target.value)}
        />
      ) : null}
      <SubmitButton submitting={sending} busyLabel="Logging in…">
        Log in
      </SubmitButton>
    </Stack>
  );
}
