import type { ConsoleSession } from '@lendbridge/contract';
import { hasValidityPassed, readToken, storeToken } from '../../lib/session-storage';

/**
 * The console keeps its token where the rest of the site keeps its own (a cookie and a validity
 * in local storage), so the one API client sends it and enforces the 300-second margin. It
 * stores nobody's details beside it: every console page asks the gateway who is logged in. The
 * login form first forgets whoever was logged in before (forgetSession, src/features/auth/end-session.ts).
 */
export function saveConsoleSession({ token, expires }: ConsoleSession, now = Date.now()): void {
  storeToken(token, expires, now);
}

export function hasLiveConsoleToken(now = Date.now()): boolean {
  return Boolean(readToken()) && !hasValidityPassed(now);
}

/** Where the console's login sends people back to: only a console page, never another site. */
export function consoleReturnPath(next: string | null): string {
  return next && /^\/admin(\/|\?|$)/.test(next) && !next.startsWith('/admin/login') ? next : '/admin';
}

export const consoleLoginPathFor = (path: string) => `/admin/login?next=${encodeURIComponent(path)}`;
