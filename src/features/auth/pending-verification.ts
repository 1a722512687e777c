/**
 * Who just registered, kept in sessionStorage so /user/verify survives a reload and can ask
 * for the confirmation email again, yet is forgotten when the tab closes.
 */
const PENDING_KEY = 'lb_pending_verification';

export interface PendingVerification {
  userId: string;
  email: string;
}

export function savePendingVerification(pending: PendingVerification): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Storage can be full or blocked; the verify page then explains how to resend from login.
  }
}

export function readPendingVerification(): PendingVerification | null {
  let value: unknown;
  try {
    value = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (!('userId' in value) || !('email' in value)) return null;
  const { userId, email } = value;
  return typeof userId === 'string' && typeof email === 'string' ? { userId, email } : null;
}
