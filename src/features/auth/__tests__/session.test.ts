import Cookies from 'js-cookie';
import { makeStore, type AppStore } from '../../../app/store';
import { TOKEN_COOKIE, VALID_UNTIL_KEY } from '../../../lib/session-storage';
import { authApi } from '../auth-api';
import { logIn } from '../log-in';
import { loadSession, saveSession, USER_KEY } from '../session';
import { watchSession } from '../session-sync';
import { ada, fail, fakeGateway, forgetEverything, loginAnswer, ok, realNow } from './gateway-double';

let NOW: number;
let stopWatching: () => void = () => undefined;

beforeEach(() => {
  NOW = realNow();
  jest.useFakeTimers().setSystemTime(NOW);
});

afterEach(() => {
  stopWatching();
  forgetEverything();
  jest.useRealTimers();
});

const login = { user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 } as const;

function watched(): AppStore {
  const store = makeStore();
  stopWatching = watchSession(store.dispatch);
  return store;
}

describe('the stored session', () => {
  it('is live until five minutes before the token expires', () => {
    saveSession(login);

    jest.advanceTimersByTime((3600 - 300) * 1000 - 1);
    expect(loadSession()).toEqual({ state: 'live', session: { user: ada, roleId: 1 } });

    jest.advanceTimersByTime(1);
    expect(loadSession()).toEqual({ state: 'expired' });
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(localStorage).toHaveLength(0);
  });

  it('counts as expired when the cookie is gone but a validity was stored', () => {
    localStorage.setItem(VALID_UNTIL_KEY, String(NOW + 60_000));
    localStorage.setItem(USER_KEY, JSON.stringify(ada));

    expect(loadSession()).toEqual({ state: 'expired' });
    expect(localStorage).toHaveLength(0);
  });

  it('is none when nothing was ever stored', () => {
    expect(loadSession()).toEqual({ state: 'none' });
  });

  it('does not trust a stored user that is not a user', () => {
    saveSession(login);
    localStorage.setItem(USER_KEY, '{"id":1,"email":"x"}');

    expect(loadSession()).toEqual({ state: 'none' });
  });
});

describe('watching the session', () => {
  it('restores a live session when the page opens', () => {
    saveSession(login);

    const store = watched();

    expect(store.getState().auth).toMatchObject({ status: 'authenticated', user: ada, roleId: 1 });
  });

  it('marks the session expired when the page opens after the validity passed', () => {
    saveSession(login);
    jest.advanceTimersByTime(3300 * 1000);

    const store = watched();

    expect(store.getState().auth).toMatchObject({ status: 'anonymous', user: null, sessionExpired: true });
  });

  it('logs out on the first call after the validity passes, dropping the token from that call', async () => {
    const sent = fakeGateway({
      'POST api/Account/login': loginAnswer(),
      'GET api/User/GetUserByEmail/ada%2Bloans%40example.com': (config) =>
        config.headers.has('Authorization') ? ok(ada) : fail(401, 'Log in to continue'),
    });
    const store = watched();
    await logIn(store.dispatch, { email: ada.email, password: 'correct horse battery' });

    const profile = () =>
      store.dispatch(authApi.endpoints.getUserByEmail.initiate({ email: ada.email }, { forceRefetch: true }));
    await profile();
    expect(sent[1]?.authorization).toBe('Bearer token-ada');
    expect(store.getState().auth.status).toBe('authenticated');

    jest.advanceTimersByTime((3600 - 300) * 1000);
    // Dropping the token ends the session, and the end of a session empties the cache with the
    // call in it: whatever still goes out carries no token.
    await profile();

    expect(sent.slice(2).map((request) => request.authorization)).not.toContain('Bearer token-ada');
    expect(store.getState().auth).toMatchObject({ status: 'anonymous', user: null, sessionExpired: true });
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(localStorage).toHaveLength(0);
  });

  it('clears everything when the gateway refuses the token of an authenticated call', async () => {
    saveSession(login);
    fakeGateway({ 'PUT api/User/Update': fail(401, 'Your session is no longer valid') });
    const store = watched();
    expect(store.getState().auth.status).toBe('authenticated');

    await store.dispatch(
      authApi.endpoints.updateUser.initiate({ firstName: 'Ada', lastName: 'Obi', phone: '0803' }),
    );

    expect(store.getState().auth).toMatchObject({ status: 'anonymous', sessionExpired: true });
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(localStorage).toHaveLength(0);
  });

  it("does not end the session for a 401 on a call that carried no token (the login's own)", async () => {
    fakeGateway({ 'POST api/Account/login': fail(401, 'Invalid', { error: 'invalid_grant' }) });
    const store = watched();

    await logIn(store.dispatch, { email: ada.email, password: 'wrong' });

    expect(store.getState().auth).toMatchObject({ status: 'anonymous', sessionExpired: false });
  });

  it('follows a logout and a login made in another tab', () => {
    saveSession(login);
    const store = watched();

    localStorage.clear();
    Cookies.remove(TOKEN_COOKIE);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.getState().auth.status).toBe('anonymous');

    saveSession(login);
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY }));
    expect(store.getState().auth).toMatchObject({ status: 'authenticated', user: ada });
  });

  it('stops listening once stopped', async () => {
    saveSession(login);
    const store = watched();
    stopWatching();
    jest.advanceTimersByTime(3300 * 1000);
    fakeGateway({});

    await store.dispatch(authApi.endpoints.getUserByEmail.initiate({ email: ada.email }));

    expect(store.getState().auth.status).toBe('authenticated');
  });
});
