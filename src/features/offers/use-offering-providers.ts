import type { OfferingProvider } from '@lendbridge/contract';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { messageOf } from '../../lib/api-client';
import { useGetOfferingProvidersQuery } from '../catalogue/providers-api';

export type OfferingProvidersLoad =
  | { kind: 'loading' }
  | { kind: 'loaded'; providers: OfferingProvider[] }
  | { kind: 'failed'; message: string };

/** The providers lending a loan type, read when the loan type is known and again if it changes. */
export function useOfferingProviders(loanTypeId: number | null): OfferingProvidersLoad {
  const list = useGetOfferingProvidersQuery(loanTypeId ?? skipToken);
  if (list.data) return { kind: 'loaded', providers: list.data };
  if (list.isError) return { kind: 'failed', message: messageOf(list.error) };
  return { kind: 'loading' };
}
