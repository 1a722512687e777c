import type { CurrentLoanStatus } from '@lendbridge/contract';
import * as React from 'react';
import { keepOfflineCopy, readOfflineCopy } from '../../lib/offline-copy';

/** What the dashboard shows offline: the borrower's last loaded status and when it was loaded. */
export interface SavedLoanStatus {
  savedAt: number;
  status: CurrentLoanStatus;
}

/** Keeps each status the dashboard loads for `userId` (src/lib/offline-copy.ts says for how long). */
export function useKeepForOffline(userId: string | null, status: CurrentLoanStatus | null): void {
  React.useEffect(() => {
    if (userId && status) keepOfflineCopy(userId, status);
  }, [userId, status]);
}

/** `userId`'s kept status, if any, and if it still has the shape this build draws. */
export function readSavedLoanStatus(userId: string): SavedLoanStatus | null {
  const copy = readOfflineCopy(userId);
  if (!copy || !isLoanStatus(copy.data)) return null;
  return { savedAt: copy.savedAt, status: copy.data };
}

// The copy was written by this site for this borrower, so only its outline is checked: enough that
// a damaged or foreign value is dropped rather than breaking the page.
function isLoanStatus(value: unknown): value is CurrentLoanStatus {
  if (typeof value !== 'object' || value === null) return false;
  const status = value as Record<string, unknown>;
  const loan = status.currentLoan;
  return (
    Array.isArray(status.openOffers) &&
    Array.isArray(status.awaitingDisbursement) &&
    (loan === null || (typeof loan === 'object' && Array.isArray((loan as Record<string, unknown>).schedule)))
  );
}
