import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import { TextField } from '../../../components/forms/text-field';
import { useLenderLoginMutation } from '../lender-api';
import { saveLenderSession, workspaceReturnPath } from '../lender-session';
import { staffLoginNotice, useStaffLogin } from '../../auth/use-staff-login';

/**
 * The workspace's own login: lender staff and Lendbridge admins get in; a borrower is told, in
 * the gateway's words, that this is the lender workspace. The borrower login is untouched.
 */
export function LenderLoginForm({ next, locationState }: { next: string | null; locationState: unknown }) {
  const [logIn] = useLenderLoginMutation();
  const login = useStaffLogin({
    logIn,
    saveSession: saveLenderSession,
    returnPath: workspaceReturnPath(next),
  });
  // The page is built with the form; until React runs, the button must not send it to the static host.
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => setReady(true), []);
  const notice = login.failure ? null : staffLoginNotice(locationState, 'the lender workspace');

  return (
    <Stack
      component="form"
      aria-label="Log in to the lender workspace"
      noValidate
      onSubmit={(event) => void login.submit(event)}
      spacing={2.5}
      sx={{ maxWidth: 420 }}
    >
      {notice ? (
        <Alert severity="info" role="status">
          {notice}
        </Alert>
      ) : null}
      {login.failure ? (
        <Alert severity="error" role="alert">
          {login.failure}
        </Alert>
      ) : null}
      <TextField
        id="lender-email"
        label="Email address"
        type="email"
        autoComplete="username"
        required
        value={login.email}
        onChange={(event) => login.setEmail(event.target.value)}
      />
      <TextField
        id="lender-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={login.password}
        onChange={(event) => login.setPassword(event.target.value)}
      />
      {login.codeAsked ? (
        <TextField
          id="lender-login-code"
          label="Sign-in code from the email"
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          value={login.loginCode}
          onChange={(event) => login.setLoginCode(event.target.value)}
        />
      ) : null}
      <Button type={ready ? 'submit' : 'button'} variant="contained" size="large" disabled={login.sending}>
        {login.sending ? 'Logging in…' : 'Log in'}
      </Button>
    </Stack>
  );
}
