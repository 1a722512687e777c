import type { Dispatch } from '@reduxjs/toolkit';
import { onSessionExpired, onUnauthorized } from '../../lib/api-client';
import { noSession, sessionExpired, sessionRestored } from './auth-slice';
import { loadSession, USER_KEY } from './session';

/** Brings the auth state in line with what storage holds. */
export function syncSessionFromStorage(dispatch: Dispatch, now = Date.now()): void {
  const stored = loadSession(now);
  if (stored.state === 'live') dispatch(sessionRestored(stored.session));
  else if (stored.state === 'expired') dispatch(sessionExpired());
  else dispatch(noSession());
}

/**
 * Reads the stored session once, then keeps the auth state honest: a call that dropped expired
 * credentials or met a 401 ends the session, and a login or logout in another tab (which shares
 * storage and cookies) is followed here. Returns the function that stops watching.
 */
export function watchSession(dispatch: Dispatch): () => void {
  syncSessionFromStorage(dispatch);
  const stopExpired = onSessionExpired(() => dispatch(sessionExpired()));
  const stopUnauthorized = onUnauthorized(() => dispatch(sessionExpired()));
  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared local storage (logout or expiry). The user key is written
    // last by a login, so when it arrives the token and validity are already there to read.
    if (event.key === null || event.key === USER_KEY) syncSessionFromStorage(dispatch);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stopExpired();
    stopUnauthorized();
    window.removeEventListener('storage', onStorage);
  };
}
