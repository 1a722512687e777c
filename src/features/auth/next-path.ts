export const DASHBOARD_PATH = '/dashboard';

/**
 * Where to go after logging in. Only a dashboard path is accepted from the query string: an
 * attacker's link such as `?next=//evil.example` or `?next=https://…` must never send a
 * freshly logged-in person off the site (an open redirect).
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next) return DASHBOARD_PATH;
  if (!/^\/dashboard(\/[A-Za-z0-9_-]+)*\/?$/.test(next)) return DASHBOARD_PATH;
  return next;
}

export function loginPathFor(returnTo: string): string {
  return `/user/login?next=${encodeURIComponent(returnTo)}`;
}
