import type { LoginRequest } from '@lendbridge/contract';
import { navigate } from 'gatsby';
import * as React from 'react';
import { useAppDispatch } from '../../app/hooks';
import { isApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api-client';
import { forgetSession } from './end-session';

/** Why a staff member is on a login page, when a page sent them (history state is untrusted beyond these flags). */
export function staffLoginNotice(state: unknown, place: string): string | null {
  if (typeof state !== 'object' || state === null) return null;
  if ('loggedOut' in state && state.loggedOut === true) return `You are logged out of ${place}.`;
  if ('sessionEnded' in state && state.sessionEnded === true)
    return 'Your session has ended. Please log in again.';
  if ('passwordSet' in state && state.passwordSet === true)
    return 'Your password is set. Log in with your email address and your new password.';
  return null;
}

interface StaffLoginOptions<Session> {
  /** The side's login mutation trigger (the workspace's or the console's). */
  logIn: (body: LoginRequest) => { unwrap: () => Promise<Session> };
  saveSession: (session: Session) => void;
  /** Where the person goes once logged in. */
  returnPath: string;
}

/**
 * The login of the lender workspace and of the console: email and password, then, past the
 * failed-login limit, the sign-in code the gateway emails. A login first forgets whoever was
 * logged in on this device, with all that was read under them.
 */
export function useStaffLogin<Session>({ logIn, saveSession, returnPath }: StaffLoginOptions<Session>) {
  const dispatch = useAppDispatch();
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [failure, setFailure] = React.useState<string | null>(null);
  const [codeAsked, setCodeAsked] = React.useState(false);
  const [loginCode, setLoginCode] = React.useState('');
  const [sending, setSending] = React.useState(false);

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
      forgetSession(dispatch);
      saveSession(session);
      await navigate(returnPath, { replace: true });
    } catch (error) {
      setFailure(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      if (isApiError(error) && error.reason === 'login_code_required') setCodeAsked(true);
      setSending(false);
    }
  };

  return {
    email,
    setEmail,
    password,
    setPassword,
    loginCode,
    setLoginCode,
    codeAsked,
    failure,
    sending,
    submit,
  };
}
