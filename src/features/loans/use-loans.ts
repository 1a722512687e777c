import type { Disclosure } from '@lendbridge/contract';
import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api-client';
import { useOnReconnect } from '../../lib/connectivity';
import { getDisclosures } from './api/get-disclosures';
import {
  fetchCurrentLoanStatus,
  fetchLoanHistory,
  selectCurrentLoanStatus,
  selectLoanHistory,
} from './loans-slice';

/**
 * The borrower's current loan status, read when the page opens and again whenever the connection
 * comes back (what is shown may have changed meanwhile); `refresh` reads it again on demand.
 */
export function useCurrentLoanStatus(userId: string | null) {
  const dispatch = useAppDispatch();
  const selector = React.useMemo(() => selectCurrentLoanStatus(userId), [userId]);
  const current = useAppSelector(selector);
  const refresh = React.useCallback(() => {
    if (userId) void dispatch(fetchCurrentLoanStatus(userId));
  }, [dispatch, userId]);
  React.useEffect(refresh, [refresh]);
  useOnReconnect(refresh);
  return { ...current, refresh };
}

/** The borrower's past and present loans, read like the current status. */
export function useLoanHistory(userId: string | null) {
  const dispatch = useAppDispatch();
  const selector = React.useMemo(() => selectLoanHistory(userId), [userId]);
  const history = useAppSelector(selector);
  const refresh = React.useCallback(() => {
    if (userId) void dispatch(fetchLoanHistory(userId));
  }, [dispatch, userId]);
  React.useEffect(refresh, [refresh]);
  useOnReconnect(refresh);
  return { ...history, refresh };
}

/** What lenders were given about the borrower, read when the page opens and on `refresh`. */
export function useDisclosures(userId: string | null) {
  const [disclosures, setDisclosures] = React.useState<Disclosure[] | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const refresh = React.useCallback(() => {
    if (!userId) return;
    getDisclosures().then(
      (items) => {
        setDisclosures(items);
        setError(null);
      },
      (failure: unknown) => setError(failure instanceof ApiError ? failure.message : GENERIC_ERROR_MESSAGE),
    );
  }, [userId]);
  React.useEffect(refresh, [refresh]);
  useOnReconnect(refresh);
  return { disclosures, error, refresh };
}
