import Cookies from 'js-cookie';
import { makeStore } from '../../../app/store';
import { TOKEN_COOKIE, VALID_UNTIL_KEY } from '../../../lib/session-storage';
import {
  authReducer,
  initialAuthState,
  INVALID_CREDENTIALS_MESSAGE,
  loggedIn,
  loggedOut,
  NOT_A_BORROWER_MESSAGE,
  noSession,
  profileUpdated,
  selectCurrentUser,
  selectIsAuthenticated,
  selectLoggedOut,
  selectSessionExpired,
  selectSessionStatus,
  sessionExpired,
  sessionRestored,
  type AuthState,
} from '../auth-slice';
import { endSession } from '../end-session';
import { logIn } from '../log-in';
import { ROLE_ID_KEY, USER_KEY } from '../session';
import { ada, fail, fakeGateway, forgetEverything, loginAnswer, ok, realNow } from './gateway-double';

const authenticated: AuthState = { ...initialAuthState, status: 'authenticated', user: ada, roleId: 1 };
const credentials = { email: 'ada+loans@example.com', password: 'correct horse battery' };
let NOW: number;

beforeEach(() => {
  NOW = realNow();
  jest.useFakeTimers().setSystemTime(NOW);
});

afterEach(() => {
  forgetEverything();
  jest.useRealTimers();
});

describe('auth reducer', () => {
  it('starts unknown, so the first browser render matches the logged-out pre-rendered HTML', () => {
    expect(authReducer(undefined, { type: 'init' })).toEqual({
      status: 'unknown',
      user: null,
      roleId: null,
      sessionExpired: false,
      loggedOut: false,
    });
  });

  it('restores a stored session', () => {
    const after = authReducer(initialAuthState, sessionRestored({ user: ada, roleId: 1 }));

    expect(after).toEqual(authenticated);
  });

  it('becomes anonymous when nothing is stored', () => {
    expect(authReducer(initialAuthState, noSession()).status).toBe('anonymous');
  });

  it('forgets the person and raises sessionExpired when the session runs out', () => {
    const after = authReducer({ ...authenticated, loggedOut: true }, sessionExpired());

    expect(after).toEqual({
      status: 'anonymous',
      user: null,
      roleId: null,
      sessionExpired: true,
      loggedOut: false,
    });
  });

  it('replaces the user after a profile change, but never logs anyone in with it', () => {
    const renamed = { ...ada, firstName: 'Adaeze' };

    expect(authReducer(authenticated, profileUpdated(renamed)).user).toEqual(renamed);
    expect(
      authReducer({ ...initialAuthState, status: 'anonymous' }, profileUpdated(renamed)).user,
    ).toBeNull();
  });

  it('clears the expiry flag on login and marks a deliberate logout', () => {
    const afterLogin = authReducer(
      { ...initialAuthState, status: 'anonymous', sessionExpired: true },
      loggedIn({ user: ada, roleId: 1 }),
    );
    expect(afterLogin).toEqual(authenticated);

    const out = authReducer(afterLogin, loggedOut());
    expect(out).toMatchObject({ status: 'anonymous', user: null, loggedOut: true, sessionExpired: false });
  });

  it('answers the selectors from the auth state', () => {
    const state = { auth: { ...authenticated, sessionExpired: false } };
    expect(selectSessionStatus(state)).toBe('authenticated');
    expect(selectIsAuthenticated(state)).toBe(true);
    expect(selectCurrentUser(state)).toEqual(ada);
    expect(selectSessionExpired(state)).toBe(false);
    expect(selectLoggedOut(state)).toBe(false);
  });
});

describe('logging in', () => {
  it('stores the session in the store, local storage and the token cookie when isUser is true', async () => {
    const sent = fakeGateway({ 'POST api/Account/login': loginAnswer() });
    const store = makeStore();

    const failure = await logIn(store.dispatch, credentials);

    expect(failure).toBeNull();
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: 'api/Account/login',
        body: credentials,
        authorization: null,
      }),
    ]);
    expect(store.getState().auth).toEqual(authenticated);
    expect(Cookies.get(TOKEN_COOKIE)).toBe('token-ada');
    // Validity = now + (expires − 300 s): five minutes before the token itself ends.
    expect(localStorage.getItem(VALID_UNTIL_KEY)).toBe(String(NOW + (3600 - 300) * 1000));
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(ada);
    expect(localStorage.getItem(ROLE_ID_KEY)).toBe('1');
  });

  it("refuses a lender's staff account (isUser false) with 'Login Unsuccessful' and stores nothing", async () => {
    fakeGateway({
      'POST api/Account/login': loginAnswer({ isUser: false, roleId: 2, user: { ...ada, roleId: 2 } }),
    });
    const store = makeStore();

    const failure = await logIn(store.dispatch, credentials);

    expect(failure).toEqual({ message: NOT_A_BORROWER_MESSAGE });
    expect(NOT_A_BORROWER_MESSAGE).toBe('Login Unsuccessful');
    expect(store.getState().auth.status).toBe('unknown');
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(localStorage).toHaveLength(0);
  });

  it('shows the invalid-credentials sentence for invalid_grant, and keeps an existing session', async () => {
    Cookies.set(TOKEN_COOKIE, 'token-old');
    localStorage.setItem(VALID_UNTIL_KEY, String(NOW + 60_000));
    fakeGateway({
      'POST api/Account/login': fail(401, 'Invalid email or password', { error: 'invalid_grant' }),
    });
    const store = makeStore();

    const failure = await logIn(store.dispatch, credentials);

    expect(failure).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
    expect(INVALID_CREDENTIALS_MESSAGE).toBe('Inputed credentials are invalid. Please check and try again.');
    // A wrong password says nothing about the session already open in this browser.
    expect(Cookies.get(TOKEN_COOKIE)).toBe('token-old');
    expect(store.getState().auth.sessionExpired).toBe(false);
  });

  it('passes on the server message and the userId when the email is not confirmed yet', async () => {
    fakeGateway({
      'POST api/Account/login': {
        status: 403,
        data: {
          requestSuccessful: false,
          message: 'Please confirm your email address before logging in.',
          error: 'email_not_confirmed',
          responseData: { userId: 'usr_unconfirmed_0001' },
        },
      },
    });

    const failure = await logIn(makeStore().dispatch, credentials);

    expect(failure).toEqual({
      message: 'Please confirm your email address before logging in.',
      unconfirmedUserId: 'usr_unconfirmed_0001',
    });
  });

  it('passes on a validation message with the field it is about', async () => {
    fakeGateway({
      'POST api/Account/login': fail(400, "The field 'email' must be a valid email address", {
        field: 'email',
      }),
    });

    const failure = await logIn(makeStore().dispatch, { email: 'ada', password: 'x' });

    expect(failure).toEqual({
      message: "The field 'email' must be a valid email address",
      field: 'email',
    });
  });

  it('passes on any other server message', async () => {
    fakeGateway({
      'POST api/Account/login': fail(429, 'Too many attempts. Try again in 15 minutes.'),
    });

    const failure = await logIn(makeStore().dispatch, credentials);

    expect(failure).toEqual({ message: 'Too many attempts. Try again in 15 minutes.' });
  });

  it('says "An error occured, please try again" when the network fails', async () => {
    fakeGateway({ 'POST api/Account/login': 'network-error' });

    const failure = await logIn(makeStore().dispatch, credentials);

    expect(failure).toEqual({ message: 'An error occured, please try again' });
  });
});

describe('logging out', () => {
  function signedIn(): void {
    Cookies.set(TOKEN_COOKIE, 'token-ada');
    localStorage.setItem(VALID_UNTIL_KEY, String(NOW + 60_000));
    localStorage.setItem(USER_KEY, JSON.stringify(ada));
  }

  it('revokes the token on the gateway, then clears the store, local storage and the cookie', async () => {
    signedIn();
    const sent = fakeGateway({ 'POST api/Account/logout': ok({}) });
    const store = makeStore({ auth: authenticated });

    await endSession(store.dispatch);

    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: 'api/Account/logout',
        authorization: 'Bearer token-ada',
      }),
    ]);
    expect(store.getState().auth).toMatchObject({ status: 'anonymous', user: null, loggedOut: true });
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(localStorage).toHaveLength(0);
  });

  it.each([
    ['the network is down', 'network-error' as const],
    ['the gateway fails', fail(503, 'Service unavailable')],
    ['the token is already dead', fail(401, 'Unauthorized')],
  ])('still clears everything when %s', async (_case, reply) => {
    signedIn();
    fakeGateway({ 'POST api/Account/logout': reply });
    const store = makeStore({ auth: authenticated });

    await endSession(store.dispatch);

    expect(store.getState().auth).toMatchObject({
      status: 'anonymous',
      loggedOut: true,
      sessionExpired: false,
    });
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(localStorage).toHaveLength(0);
  });
});
