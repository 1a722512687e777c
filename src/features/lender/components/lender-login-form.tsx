import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { navigate } from 'gatsby';
import * as React from 'react';
import { TextField } from '../../../components/forms/text-field';
import { isApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useAppDispatch } from '../../../app/hooks';
import { forgetSession } from '../../auth/end-session';
import { useLenderLoginMutation } from '../lender-api';
import { saveLenderSession, workspaceReturnPath } from '../lender-session';

/** Why the person is here, when a page sent them (history state is not trusted beyond these flags). */
function noticeFor(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  if ('loggedOut' in state && state.loggedOut === true) return 'You are logged out of the lender workspace.';
  if ('sessionEnded' in state && state.sessionEnded === true)
    return 'Your session has ended. Please log in again.';
  return null;
}

/**
 * The workspace's own login: lender staff and Lendbridge admins get in; a borrower is told, in
 * the gateway's words, that this is the lender workspace. The borrower login is untouched.
 */
export function LenderLoginForm({ next, locationState }: { next: string | null; locationState: unknown }) {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [failure, setFailure] = React.useState<string | null>(null);
  // Past the failed-login limit the gateway emails a sign-in code, asked for here with the password.
  const [codeAsked, setCodeAsked] = React.useState(false);
  const [loginCode, setLoginCode] = React.useState('');
  const dispatch = useAppDispatch();
  const [logIn] = useLenderLoginMutation();
  const [sending, setSending] = React.useState(false);
  // The page is built with the form; until React runs, the button must not send it to the static host.
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => setReady(true), []);
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
      saveLenderSession(session);
      await navigate(workspaceReturnPath(next), { replace: true });
    } catch (error) {
      setFailure(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      if (isApiError(error) && error.reason === 'login_code_required') setCodeAsked(true);
      setSending(false);
    }
  };

  return (
    <Stack
      component="form"
      aria-label="Log in to the lender workspace"
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={2.5}
      sx={{ maxWidth: 420 }}
    >
      {notice ? (
        <Alert severity="info" role="status">
          {notice}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <TextField
        id="lender-email"
        label="Email address"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        id="lender-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {codeAsked ? (
        <TextField
          id="lender-login-code"
          label="Sign-in code from the email"
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          value={loginCode}
          onChange={(event) => setLoginCode(event.target.value)}
        />
      ) : null}
      <Button type={ready ? 'submit' : 'button'} variant="contained" size="large" disabled={sending}>
        {sending ? 'Logging in…' : 'Log in'}
      </Button>
    </Stack>
  );
}
