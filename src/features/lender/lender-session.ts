import type { LenderSession } from '@lendbridge/contract';
import { hasValidityPassed, readToken, storeToken } from '../../lib/session-storage';

/**
 * The workspace keeps its token where the borrower site keeps its own
 * (docs/requirements.md#session-storage: a cookie and a validity in local storage), so the one API
 * client sends it and enforces the 300-second margin. It stores no user beside it: the borrower
 * site then sees no borrower session, and the workspace asks the gateway who is logged in (GET
 * /api/Lender/me) on every page load. The login form first forgets whoever was logged in before
 * (forgetSession, src/features/auth/end-session.ts).
 */
export function saveLenderSession({ token, expires }: LenderSession, now = Date.now()): void {
  storeToken(token, expires, now);
}

/** Whether a token is stored and still inside its validity: worth asking the gateway about. */
export function hasLiveToken(now = Date.now()): boolean {
  return Boolean(readToken()) && !hasValidityPassed(now);
}

/** Where the workspace's login sends people back to: only a workspace page, never another site. */
export function workspaceReturnPath(next: string | null): string {
  return next && /^\/lender(\/|\?|$)/.test(next) && !next.startsWith('/lender/login') ? next : '/lender';
}

export const lenderLoginPathFor = (path: string) => `/lender/login?next=${encodeURIComponent(path)}`;
