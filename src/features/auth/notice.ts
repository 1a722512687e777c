/**
 * A message carried to the next page in the navigation's history state, e.g. "Email confirmed
 * successfully, login to continue" from the activation page to the login page.
 */
export interface Notice {
  severity: 'success' | 'error' | 'info';
  message: string;
}

export const withNotice = (notice: Notice) => ({ state: { notice } });

/** History state survives reloads and can be set by any script, so it is checked before use. */
export function noticeFrom(state: unknown): Notice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice: unknown = state.notice;
  if (typeof notice !== 'object' || notice === null) return null;
  if (!('severity' in notice) || !('message' in notice)) return null;
  const { severity, message } = notice;
  if (severity !== 'success' && severity !== 'error' && severity !== 'info') return null;
  if (typeof message !== 'string' || message === '') return null;
  return { severity, message };
}
