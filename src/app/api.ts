import type { ResponseOf, RouteContract } from '@lendbridge/contract';
import type { Middleware, WithSlice } from '@reduxjs/toolkit';
import { createApi, setupListeners, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { noSession, sessionEnded, type AuthState } from '../features/auth/auth-slice';
import * as React from 'react';
import { callApi, failureOf, type ApiError, type CallInput, type Endpoint } from '../lib/api-client';
import { idempotencyHeaders, useIdempotencyKeys } from '../lib/idempotency';
import { dynamicMiddleware } from './dynamic-middleware';
import { rootReducer } from './root-reducer';

/**
 * The site's one data layer (docs/architecture.md#data): RTK Query over the one axios instance of
 * src/lib/api-client.ts, so the cookie's token and the 300-second margin apply to every call.
 * This base declares no endpoint: each feature injects its own in a file named after its slice
 * (`providers-api.ts`, `loans-api.ts`…), so a page loads only the endpoints of the features it shows.
 */

/** One call of the contract as the base query receives it. */
export interface ApiRequest extends CallInput<RouteContract> {
  endpoint: Endpoint<RouteContract>;
}

const baseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = ({ endpoint, ...input }, { signal }) =>
  callApi(endpoint, { ...input, signal });

/**
 * A query or mutation of one contract route: `input` builds the call from the hook's argument
 * (checked against the route), `answer` picks what the hook returns from the route's envelope.
 */
export function contractCall<R extends RouteContract, Arg, Result>(
  endpoint: Endpoint<R>,
  input: (arg: Arg) => CallInput<R>,
  answer: (envelope: ResponseOf<R>, arg: Arg) => Result,
) {
  return {
    query: (arg: Arg): ApiRequest => ({ ...(input(arg) as CallInput<RouteContract>), endpoint }),
    // The base query answers the envelope of the route `query` named, so this is that route's type.
    transformResponse: (envelope: unknown, _meta: unknown, arg: Arg) =>
      answer(envelope as ResponseOf<R>, arg),
  };
}

/**
 * A write of an offer, a loan or an organisation carries the key its action was started with
 * (docs/architecture.md#data): a retry of the same action passes the same key, so the gateway
 * answers the first attempt instead of acting twice.
 */
export interface Idempotent {
  idempotencyKey: string;
}
export const keyed = ({ idempotencyKey }: Idempotent) => idempotencyHeaders(idempotencyKey);

/**
 * What each write invalidates, by tag: the borrower's loans (`Loans`: the current status and the
 * history), the offers open to them (`Offers`, carried by the current status), what lenders were
 * given (`Disclosures`), and the lender workspace's and the console's lists and records.
 */
const TAG_TYPES = [
  'Loans',
  'Offers',
  'Disclosures',
  'Referrals',
  'LenderLoans',
  'NewLoans',
  'LenderLoan',
  'Renewals',
  'Remittances',
  'Settings',
  'Organizations',
  'Organization',
  'Providers',
  'Provider',
  'ProviderStaff',
  'Messages',
  'Message',
  'AuditLog',
  'ConsoleContent',
  'ConsoleInstitutions',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  // The dashboard asks again when the connection comes back (docs/offline.md).
  refetchOnReconnect: true,
  // A page opened again reads afresh what it read more than 30 seconds ago (showing the cached
  // answer meanwhile): other people change these records too (a borrower accepts an offer, asks to
  // settle or renew; another member of staff records a payment), and nothing here would invalidate
  // them. Within 30 seconds, going back and forth between pages asks nothing again.
  refetchOnMountOrArgChange: 30,
  endpoints: () => ({}),
});

declare module './root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}
rootReducer.inject(api);

/**
 * docs/requirements.md#session-end: the end of a session (here, or in another tab: no session
 * found where there was one) empties the whole cache with the personal slices. A visitor's page
 * load also finds no session, and keeps the catalogue it was given. Listening here, rather than in
 * the auth slice, keeps RTK Query out of pages that make no call.
 */
const clearOnSessionEnd: Middleware<object, { auth: AuthState }> = (store) => {
  // The connection coming back reaches the cache of this store from now on.
  setupListeners(store.dispatch);
  return (next) => (action) => {
    const hadSession = store.getState().auth.status === 'authenticated';
    const result = next(action);
    if (sessionEnded(action) || (hadSession && noSession.match(action))) {
      store.dispatch(api.util.resetApiState());
    }
    return result;
  };
};

dynamicMiddleware.addMiddleware(api.middleware, clearOnSessionEnd);

/** What a write's form shows of its failure: the message, and the request field the gateway named. */
export interface WriteFailure {
  message: string;
  field?: string;
}

function writeFailureOf(error: unknown): WriteFailure {
  const { message, field } = failureOf(error);
  // The gateway names a body field by its path (`/amountPaid`, `terms.apr`): the form's is the first segment.
  const name = field?.replace(/^\/+/, '').split(/[./]/)[0];
  return name ? { message, field: name } : { message };
}

type Trigger<Arg, Answer> = (arg: Arg) => { unwrap: () => Promise<Answer> };

/**
 * One write started by a person, from a generated mutation hook: one at a time, under the key
 * generated when the action started, which a retry of the same request reuses (so the gateway
 * answers the first attempt instead of acting twice); the next action gets a fresh one.
 * `argOf` builds the mutation's argument from the request and its key.
 */
export function useKeyedMutation<Request, Arg, Answer>(
  [trigger, state]: readonly [Trigger<Arg, Answer>, { isLoading: boolean; error?: unknown }],
  argOf: (request: Request, idempotencyKey: string) => Arg,
) {
  const keys = useIdempotencyKeys();
  const running = React.useRef(false);
  const run = async (request: Request): Promise<Answer | null> => {
    if (running.current) return null;
    running.current = true;
    try {
      const answer = await trigger(argOf(request, keys.keyFor(request))).unwrap();
      keys.settled();
      return answer;
    } catch {
      // The hook's state holds the error, which `failure` shows.
      return null;
    } finally {
      running.current = false;
    }
  };
  return { run, busy: state.isLoading, failure: state.error ? writeFailureOf(state.error) : null };
}
