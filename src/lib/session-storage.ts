import Cookies from 'js-cookie';

/**
 * Where the session is kept (docs/requirements.md#session-storage): the token in a cookie, its
 * validity in localStorage.
 */
export const TOKEN_COOKIE = 'lb_token';
export const VALID_UNTIL_KEY = 'lb_valid_until';
/** The stored validity ends five minutes before the token does (docs/requirements.md#c-session-margin). */
export const SESSION_EXPIRY_MARGIN_SECONDS = 300;

export function readToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE);
}

/** Milliseconds since the epoch after which the session counts as expired. */
export function validityFromExpires(expiresInSeconds: number, now = Date.now()): number {
  return now + (expiresInSeconds - SESSION_EXPIRY_MARGIN_SECONDS) * 1000;
}

export function storeToken(token: string, expiresInSeconds: number, now = Date.now()): void {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  Cookies.set(TOKEN_COOKIE, token, {
    sameSite: 'Strict',
    secure,
    expires: new Date(now + expiresInSeconds * 1000),
  });
  localStorage.setItem(VALID_UNTIL_KEY, String(validityFromExpires(expiresInSeconds, now)));
}

/**
 * A stored validity that is missing or unreadable proves nothing, so it counts as passed:
 * sending a token nobody can vouch for is worse than asking the person to log in again.
 */
export function hasValidityPassed(now = Date.now()): boolean {
  const validUntil = Number(localStorage.getItem(VALID_UNTIL_KEY));
  return !Number.isFinite(validUntil) || validUntil <= 0 || now >= validUntil;
}

/**
 * Ends the session on this device: the end of a session clears everything
 * (docs/requirements.md#session-end), so this tab's sessionStorage (the saved wizard with its check
 * and identity proof) goes with the session's local storage.
 */
export function clearSession(): void {
  localStorage.clear();
  sessionStorage.clear();
  Cookies.remove(TOKEN_COOKIE);
}
