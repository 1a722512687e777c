import type { AppDispatch } from '../../app/hooks';
import { clearSession, readToken } from '../../lib/session-storage';
import { authApi } from './auth-api';
import { loggedOut } from './auth-slice';

/**
 * Revokes the token on the gateway, then forgets the session whatever the answer: a person who
 * asked to log out must be logged out on this device even when the network is down. `loggedOut`
 * then empties the cache and the personal slices (src/app/api.ts).
 */
export async function endSession(dispatch: AppDispatch): Promise<void> {
  try {
    if (readToken()) await dispatch(authApi.endpoints.logout.initiate()).unwrap();
  } catch {
    // Nothing to show: the token is discarded below and expires on its own.
  } finally {
    forgetSession(dispatch);
  }
}

/**
 * Forgets the session on this device without asking the gateway: storage, and (through
 * `loggedOut`) the cache and every slice holding personal data. The lender workspace's and the
 * console's logins call it before keeping their own session, so nothing read under whoever was
 * logged in before ever shows under the next person.
 */
export function forgetSession(dispatch: AppDispatch): void {
  clearSession();
  dispatch(loggedOut());
}
