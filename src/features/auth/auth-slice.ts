import type { RoleId, User } from '@lendbridge/contract';
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { failureOf, GENERIC_ERROR_MESSAGE, isApiError, type ApiError } from '../../lib/api-client';
import type { Session } from './session';

/** The product's words, spelled exactly as it shows them (docs/requirements.md#messages). */
export const INVALID_CREDENTIALS_MESSAGE = 'Inputed credentials are invalid. Please check and try again.';
export const NOT_A_BORROWER_MESSAGE = 'Login Unsuccessful';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/**
 * `unknown` until the browser has read the stored session: the build pre-renders every page
 * logged out, and the first browser render must match it, so nothing personal shows before then.
 */
export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';

export interface AuthState {
  status: SessionStatus;
  user: User | null;
  roleId: RoleId | null;
  /** The session ended on its own (validity passed, or the gateway refused the token). */
  sessionExpired: boolean;
  /** The person logged out themselves, so nothing should send them back to log in with a `next`. */
  loggedOut: boolean;
}

export const initialAuthState: AuthState = {
  status: 'unknown',
  user: null,
  roleId: null,
  sessionExpired: false,
  loggedOut: false,
};

export interface LoginFailure {
  message: string;
  /** Present when the password was right but the email is unconfirmed, so the form can offer a new email. */
  unconfirmedUserId?: string;
  /** The credential the server's validation failure is about. */
  field?: string;
  /**
   * Past the account's failed-login limit, from a network its owner has not used: the password
   * goes with a sign-in code the gateway emailed to the account, so the form asks for it.
   */
  loginCodeRequired?: boolean;
}

function unconfirmedUserIdOf(error: ApiError): string | undefined {
  const data = error.responseData;
  if (typeof data !== 'object' || data === null || !('userId' in data)) return undefined;
  return typeof data.userId === 'string' ? data.userId : undefined;
}

/** Turns a failed login call into what the form shows (docs/requirements.md#messages). */
export function describeLoginFailure(error: unknown): LoginFailure {
  if (!isApiError(error)) return { message: GENERIC_ERROR_MESSAGE };
  if (error.reason === 'invalid_grant') return { message: INVALID_CREDENTIALS_MESSAGE };
  if (error.reason === 'login_code_required') return { message: error.message, loginCodeRequired: true };
  if (error.status === 403 && error.reason === 'email_not_confirmed') {
    return { message: error.message, unconfirmedUserId: unconfirmedUserIdOf(error) };
  }
  return failureOf(error);
}

const signedOut = (state: AuthState) => {
  state.status = 'anonymous';
  state.user = null;
  state.roleId = null;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionRestored(state, action: PayloadAction<Session>) {
      state.status = 'authenticated';
      state.user = action.payload.user;
      state.roleId = action.payload.roleId;
    },
    noSession(state) {
      signedOut(state);
    },
    sessionExpired(state) {
      signedOut(state);
      state.sessionExpired = true;
      state.loggedOut = false;
    },
    profileUpdated(state, action: PayloadAction<User>) {
      if (state.user) state.user = action.payload;
    },
    /** A login succeeded and its session is stored (log-in.ts). */
    loggedIn(state, action: PayloadAction<Session>) {
      state.status = 'authenticated';
      state.user = action.payload.user;
      state.roleId = action.payload.roleId;
      state.sessionExpired = false;
      state.loggedOut = false;
    },
    /** The person logged out themselves (end-session.ts); storage is already cleared. */
    loggedOut(state) {
      signedOut(state);
      state.sessionExpired = false;
      state.loggedOut = true;
    },
  },
});

export const { sessionRestored, noSession, sessionExpired, profileUpdated, loggedIn, loggedOut } =
  authSlice.actions;
export const authReducer = authSlice.reducer;

/**
 * The person on this tab logged out, or their session expired or was refused by the gateway. That
 * clears everything (docs/requirements.md#session-end), so every slice holding their data goes back
 * to its initial state on it.
 */
export const sessionEnded = isAnyOf(loggedOut, sessionExpired);

/** As sessionEnded, or no session found: on a page load, or after another tab ended it. */
export const noLiveSession = isAnyOf(sessionEnded, noSession);

type WithAuth = { auth: AuthState };
export const selectSessionStatus = (state: WithAuth) => state.auth.status;
export const selectIsAuthenticated = (state: WithAuth) => state.auth.status === 'authenticated';
export const selectCurrentUser = (state: WithAuth) => state.auth.user;
export const selectSessionExpired = (state: WithAuth) => state.auth.sessionExpired;
export const selectLoggedOut = (state: WithAuth) => state.auth.loggedOut;
