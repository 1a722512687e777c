import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  fetchCurrentLoanStatus,
  fetchLoanHistory,
  selectCurrentLoanStatus,
  selectLoanHistory,
} from './loans-slice';

/** The borrower's current loan status, read when the page opens; `refresh` reads it again. */
export function useCurrentLoanStatus(userId: string | null) {
  const dispatch = useAppDispatch();
  const selector = React.useMemo(() => selectCurrentLoanStatus(userId), [userId]);
  const current = useAppSelector(selector);
  const refresh = React.useCallback(() => {
    if (userId) void dispatch(fetchCurrentLoanStatus(userId));
  }, [dispatch, userId]);
  React.useEffect(refresh, [refresh]);
  return { ...current, refresh };
}

export function useLoanHistory(userId: string | null) {
  const dispatch = useAppDispatch();
  const selector = React.useMemo(() => selectLoanHistory(userId), [userId]);
  const history = useAppSelector(selector);
  const refresh = React.useCallback(() => {
    if (userId) void dispatch(fetchLoanHistory(userId));
  }, [dispatch, userId]);
  React.useEffect(refresh, [refresh]);
  return { ...history, refresh };
}
