import { hasValidityPassed } from './session-storage';

/*
 * What the dashboard last loaded, kept on this device so a borrower without signal can still see
 * when their next payment is due. Anyone who can open this browser's storage can read it, as they
 * can the session's token (which fetches the same data and more), so the copy lives exactly as
 * long as the session may: in local storage, which ending the session clears (clearSession, at
 * logout and expiry); bound to its owner, so another account never sees it; erased when anyone
 * logs in; refused once the session's validity has passed, even before anything clears it; and
 * never written at all on a device the borrower said is shared.
 */
export const OFFLINE_COPY_KEY = 'lb_offline_copy';
export const SHARED_DEVICE_KEY = 'lb_shared_device';
// Bumped when the kept shape changes, so a copy written by an older build is never misread.
const VERSION = 1;

export interface OfflineCopy {
  savedAt: number;
  data: unknown;
}

/**
 * Called as someone logs in: whatever the device kept belongs to the previous session, and the
 * new one says whether the device is shared (until that session ends, when storage is cleared).
 */
export function startDeviceSession({ shared }: { shared: boolean }): void {
  localStorage.removeItem(OFFLINE_COPY_KEY);
  if (shared) localStorage.setItem(SHARED_DEVICE_KEY, 'true');
  else localStorage.removeItem(SHARED_DEVICE_KEY);
}

export function isSharedDevice(): boolean {
  return localStorage.getItem(SHARED_DEVICE_KEY) !== null;
}

/** Keeps `data` for `owner`, unless the device is shared or the session is over. */
export function keepOfflineCopy(owner: string, data: unknown, now = Date.now()): void {
  if (isSharedDevice() || hasValidityPassed(now)) {
    eraseOfflineCopy();
    return;
  }
  localStorage.setItem(OFFLINE_COPY_KEY, JSON.stringify({ version: VERSION, owner, savedAt: now, data }));
}

/** `owner`'s kept copy, or null: none, someone else's (then erased), or the session is over. */
export function readOfflineCopy(owner: string, now = Date.now()): OfflineCopy | null {
  const raw = localStorage.getItem(OFFLINE_COPY_KEY);
  if (raw === null) return null;
  const kept = parse(raw);
  if (!kept || kept.owner !== owner || isSharedDevice() || hasValidityPassed(now)) {
    eraseOfflineCopy();
    return null;
  }
  return { savedAt: kept.savedAt, data: kept.data };
}

export function eraseOfflineCopy(): void {
  localStorage.removeItem(OFFLINE_COPY_KEY);
}

function parse(raw: string): { owner: string; savedAt: number; data: unknown } | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const kept = value as Record<string, unknown>;
  if (kept.version !== VERSION || typeof kept.owner !== 'string' || typeof kept.savedAt !== 'number') {
    return null;
  }
  return { owner: kept.owner, savedAt: kept.savedAt, data: kept.data };
}
