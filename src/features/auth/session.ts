import type { LoginResponse, RoleId, User } from '@lendbridge/contract';
import {
  clearSession,
  hasValidityPassed,
  readToken,
  storeToken,
  VALID_UNTIL_KEY,
} from '../../lib/session-storage';

/**
 * Where the logged-in person's details live beside the validity (local storage,
 * docs/requirements.md#session-storage).
 */
export const USER_KEY = 'lb_user';
export const ROLE_ID_KEY = 'lb_role_id';

export interface Session {
  user: User;
  roleId: RoleId;
}

export type StoredSession =
  | { state: 'live'; session: Session }
  /** There was a session, but its validity has passed; storage is already cleared. */
  | { state: 'expired' }
  | { state: 'none' };

/** Keeps a successful login: the token cookie, its validity, and who logged in. */
export function saveSession({ user, token, expires, roleId }: LoginResponse, now = Date.now()): Session {
  storeToken(token, expires, now);
  localStorage.setItem(ROLE_ID_KEY, String(roleId));
  // Written last: other tabs treat this key's arrival as "a login finished" (see session-sync.ts).
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  return { user, roleId };
}

/** After a profile change, so a reload greets the person by the name they just saved. */
export function saveSessionUser(user: User): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/**
 * Reads the session a previous page left behind. One whose validity has passed is cleared
 * here rather than at the next call, so a dashboard page that makes no call still logs out.
 */
export function loadSession(now = Date.now()): StoredSession {
  const token = readToken();
  const hadSession = localStorage.getItem(VALID_UNTIL_KEY) !== null;
  if (!token) {
    // The cookie outlives the validity by the five-minute margin, so a vanished cookie next to
    // a stored validity means the session ran out while the tab was closed.
    if (!hadSession) return { state: 'none' };
    clearSession();
    return { state: 'expired' };
  }
  if (hasValidityPassed(now)) {
    clearSession();
    return hadSession ? { state: 'expired' } : { state: 'none' };
  }
  const user = parseUser(localStorage.getItem(USER_KEY));
  const roleId = parseRoleId(localStorage.getItem(ROLE_ID_KEY));
  // A token with no readable owner cannot drive the dashboard. It is left alone rather than
  // cleared: the owner may be arriving this instant from a login in another tab.
  if (!user || roleId === null) return { state: 'none' };
  return { state: 'live', session: { user, roleId } };
}

function parseRoleId(raw: string | null): RoleId | null {
  const value = Number(raw);
  return value === 1 || value === 2 || value === 3 ? value : null;
}

/** Local storage is writable by anything on the page's origin, so its contents are checked, not trusted. */
function parseUser(raw: string | null): User | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Record<string, unknown>;
  const strings = ['id', 'email', 'firstName', 'lastName', 'phone'] as const;
  if (!strings.every((key) => typeof candidate[key] === 'string')) return null;
  const roleId = parseRoleId(String(candidate.roleId));
  if (roleId === null || typeof candidate.emailConfirmed !== 'boolean') return null;
  return {
    id: String(candidate.id),
    email: String(candidate.email),
    firstName: String(candidate.firstName),
    lastName: String(candidate.lastName),
    phone: String(candidate.phone),
    roleId,
    emailConfirmed: candidate.emailConfirmed,
  };
}
