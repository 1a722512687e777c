import type { IdentityBinding } from '@lendbridge/contract';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetIdentityBindingQuery } from './borrower-api';

/** 'asking' until the gateway answers; a failed question counts as unbound, so the code step shows. */
export type BindingAnswer = { state: 'asking' } | { state: 'answered'; binding: IdentityBinding };

const UNBOUND: IdentityBinding = { bound: false, provenAt: null };
const UNBOUND_ANSWER: BindingAnswer = { state: 'answered', binding: UNBOUND };

/**
 * Asks the gateway whether the logged-in account holds a fresh binding for the entry: the only
 * source of that answer, since a browser cannot know whether the roster or its contact changed.
 * A visitor (not logged in) is unbound without asking.
 */
export function useIdentityBinding(
  signedIn: boolean,
  organizationCode: string,
  regNo: string,
): BindingAnswer {
  // Asked afresh each time the step opens: a binding may lapse while the answer sits in the cache.
  const answer = useGetIdentityBindingQuery(signedIn ? { organizationCode, regNo } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  if (!signedIn || answer.isError) return UNBOUND_ANSWER;
  if (answer.isFetching || !answer.data) return { state: 'asking' };
  return { state: 'answered', binding: answer.data };
}
