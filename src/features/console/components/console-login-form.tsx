import Stack from '@mui/material/Stack';
import * as React from 'react';
import { ErrorAlert, StatusAlert } from '../../../components/forms/form-alerts';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useConsoleLoginMutation } from '../console-api';
import { consoleReturnPath, saveConsoleSession } from '../console-session';
import { staffLoginNotice, useStaffLogin } from '../../auth/use-staff-login';

/**
 * The console's own login: platform admins and organisation administrators get in; borrowers and
 * lender staff are told, in the gateway's words, where they belong.
 */
export function ConsoleLoginForm({ next, locationState }: { next: string | null; locationState: unknown }) {
  const [logIn] = useConsoleLoginMutation();
  const login = useStaffLogin({
    logIn,
    saveSession: saveConsoleSession,
    returnPath: consoleReturnPath(next),
  });
  const notice = login.failure ? null : staffLoginNotice(locationState, 'the console');

  return (
    <Stack
      component="form"
      aria-label="Log in to the console"
      noValidate
      onSubmit={(event) => void login.submit(event)}
      spacing={2.5}
      sx={{ maxWidth: 420 }}
    >
      <StatusAlert message={notice} severity="info" />
      <ErrorAlert message={login.failure} />
      <FormField
        id="console-email"
        label="Email address"
        type="email"
        autoComplete="username"
        value={login.email}
        onChange={(event) => login.setEmail(event.target.value)}
      />
      <FormField
        id="console-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={login.password}
        onChange={(event) => login.setPassword(event.target.value)}
      />
      {login.codeAsked ? (
        <FormField
          id="console-login-code"
          label="Sign-in code from the email"
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          value={login.loginCode}
          onChange={(event) => login.setLoginCode(event.target.value)}
        />
      ) : null}
      <SubmitButton submitting={login.sending} busyLabel="Logging in…">
        Log in
      </SubmitButton>
    </Stack>
  );
}
