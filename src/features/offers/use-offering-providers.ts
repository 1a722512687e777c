import type { OfferingProvider } from '@lendbridge/contract';
import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fetchOfferingProviders, selectOfferingProviders } from '../catalogue/providers-slice';

export type OfferingProvidersLoad =
  | { kind: 'loading' }
  | { kind: 'loaded'; providers: OfferingProvider[] }
  | { kind: 'failed'; message: string };

/** The providers lending a loan type, read when the loan type is known and again if it changes. */
export function useOfferingProviders(loanTypeId: number | null): OfferingProvidersLoad {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectOfferingProviders(loanTypeId ?? -1));
  React.useEffect(() => {
    if (loanTypeId !== null) void dispatch(fetchOfferingProviders(loanTypeId));
  }, [dispatch, loanTypeId]);
  if (list.status === 'succeeded') return { kind: 'loaded', providers: list.items };
  if (list.status === 'failed') return { kind: 'failed', message: list.error ?? '' };
  return { kind: 'loading' };
}
