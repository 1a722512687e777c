export const DASHBOARD_PATH = '/dashboard';

const DASHBOARD_PATTERN = /^\/dashboard(\/[A-Za-z0-9_-]+)*\/?$/;
/** The application page for one offer: offers are known by UUIDs, and nothing else may follow. */
const APPLICATION_PATTERN =
  /^\/application\?offer=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where to go after logging in. Only a dashboard path, or the application page of one offer, is
 * accepted from the query string: an attacker's link such as `?next=//evil.example` or
 * `?next=https://…` must never send a freshly logged-in person off the site (an open redirect).
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next) return DASHBOARD_PATH;
  if (!DASHBOARD_PATTERN.test(next) && !APPLICATION_PATTERN.test(next)) return DASHBOARD_PATH;
  return next;
}

export function loginPathFor(returnTo: string): string {
  return `/user/login?next=${encodeURIComponent(returnTo)}`;
}

/**
 * Where a visitor was heading when they left to log in or register, kept across the register →
 * confirm email → log in path, whose confirmation link may open in another tab (so localStorage,
 * which logging out clears). It lasts a day and is used once.
 */
const RETURN_KEY = 'lb_return_to';
const RETURN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function rememberReturnPath(path: string, now = Date.now()): void {
  if (safeNextPath(path) !== path) return;
  try {
    localStorage.setItem(RETURN_KEY, JSON.stringify({ path, until: now + RETURN_LIFETIME_MS }));
  } catch {
    // Storage blocked: the `next` in the login link still brings a visitor back.
  }
}

/** The remembered path, if any and still fresh, forgotten as it is read. */
export function takeReturnPath(now = Date.now()): string | null {
  let value: unknown;
  try {
    value = JSON.parse(localStorage.getItem(RETURN_KEY) ?? 'null');
    localStorage.removeItem(RETURN_KEY);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('path' in value) || !('until' in value)) return null;
  const { path, until } = value;
  if (typeof path !== 'string' || typeof until !== 'number' || until < now) return null;
  return safeNextPath(path) === path ? path : null;
}
