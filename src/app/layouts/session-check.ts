import { skipToken } from '@reduxjs/toolkit/query/react';
import { navigate } from 'gatsby';
import * as React from 'react';
import { endSession } from '../../features/auth/end-session';
import { isApiError, messageOf } from '../../lib/api-client';
import { useAppDispatch } from '../hooks';

/** What a workspace or console page shows while, and once, the gateway says who is logged in. */
export type SessionCheck<Profile> =
  | { state: 'checking' }
  | { state: 'leaving' }
  | { state: 'live'; profile: Profile }
  | { state: 'refused'; message: string }
  | { state: 'failed'; message: string };

/** The part of a generated profile query's result the check reads. */
interface ProfileAnswer<Profile> {
  data?: Profile;
  fulfilledTimeStamp?: number;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface SessionCheckOptions<Profile> {
  /** The generated hook of the profile query (GET /api/Lender/me, GET /api/Console/me). */
  useProfileQuery: (
    arg: typeof skipToken | undefined,
    options: { refetchOnMountOrArgChange: true },
  ) => ProfileAnswer<Profile>;
  hasLiveToken: () => boolean;
  /** The login page, where logging out leads. */
  loginPage: string;
  /** The login page that brings the person back to `path` afterwards. */
  loginPathFor: (path: string) => string;
}

/** Where the page is, to come back to after logging in. */
const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * The session of a lender workspace or console page. Without a live token the person is sent to
 * log in and brought back afterwards; with one, the gateway is asked who it belongs to, and the
 * page shows once this page's answer is in (never an answer cached on an earlier page, which may
 * be another person's: a login elsewhere shares the cookie). A 401 (here, or on any call of the
 * page, which empties the cache and so asks again) sends the person to log in again; a 403 is a
 * session that does not belong here. Logging out ends the session on this device whatever the
 * gateway answers, and empties the cache with it (src/features/auth/end-session.ts).
 */
export function useSessionCheck<Profile>({
  useProfileQuery,
  hasLiveToken,
  loginPage,
  loginPathFor,
}: SessionCheckOptions<Profile>): {
  check: SessionCheck<Profile>;
  retry: () => void;
  logOut: () => Promise<void>;
} {
  const dispatch = useAppDispatch();
  const [mountedAt] = React.useState(Date.now);
  // Read after hydration: the build has no cookie, and the first render must match its HTML.
  const [tokenFound, setTokenFound] = React.useState(false);
  React.useEffect(() => {
    if (hasLiveToken()) setTokenFound(true);
    else void navigate(loginPathFor(here()), { replace: true });
  }, [hasLiveToken, loginPathFor]);
  // Once logging out has started, the emptied cache is not asked to read the profile again.
  const [leaving, setLeaving] = React.useState(false);

  const answer = useProfileQuery(tokenFound && !leaving ? undefined : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const status = answer.isError && isApiError(answer.error) ? answer.error.status : null;
  const ended = status === 401;
  React.useEffect(() => {
    if (ended) void navigate(loginPathFor(here()), { replace: true, state: { sessionEnded: true } });
  }, [ended, loginPathFor]);

  const answeredHere = answer.fulfilledTimeStamp !== undefined && answer.fulfilledTimeStamp >= mountedAt;
  const check: SessionCheck<Profile> = leaving
    ? { state: 'leaving' }
    : status === 403
      ? { state: 'refused', message: messageOf(answer.error) }
      : answer.isError && !ended
        ? { state: 'failed', message: messageOf(answer.error) }
        : answeredHere && answer.data !== undefined
          ? { state: 'live', profile: answer.data }
          : { state: 'checking' };

  const logOut = async () => {
    setLeaving(true);
    await endSession(dispatch);
    void navigate(loginPage, { replace: true, state: { loggedOut: true } });
  };
  return { check, retry: () => void answer.refetch(), logOut };
}
