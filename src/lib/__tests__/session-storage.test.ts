import Cookies from 'js-cookie';
import {
  clearSession,
  hasValidityPassed,
  readToken,
  storeToken,
  TOKEN_COOKIE,
  VALID_UNTIL_KEY,
} from '../session-storage';

/**
 * jsdom's cookie jar checks expiry against the real clock, not Jest's fake one, so the fake
 * "now" is a whole second taken from the real clock: a cookie set for an hour is still alive.
 */
const NOW = Math.ceil(Date.now() / 1000) * 1000;

beforeEach(() => {
  jest.useFakeTimers().setSystemTime(NOW);
});

afterEach(() => {
  Cookies.remove(TOKEN_COOKIE);
  localStorage.clear();
  jest.useRealTimers();
});

describe('storeToken', () => {
  it('writes the token cookie', () => {
    storeToken('token-abc', 3600);

    expect(Cookies.get('lb_token')).toBe('token-abc');
    expect(readToken()).toBe('token-abc');
  });

  it('stores a validity that ends five minutes before the token does', () => {
    storeToken('token-abc', 3600);

    // (3600 − 300) s × 1000 = 3,300,000 ms after now, i.e. 300,000 ms before the token's own end.
    expect(localStorage.getItem('lb_valid_until')).toBe(String(NOW + 3_300_000));
    expect(Number(localStorage.getItem(VALID_UNTIL_KEY))).toBe(NOW + 3_600_000 - 300_000);
  });

  it('counts from the time it is given', () => {
    storeToken('token-abc', 900, NOW + 10_000);

    expect(localStorage.getItem(VALID_UNTIL_KEY)).toBe(String(NOW + 10_000 + 600_000));
  });
});

describe('hasValidityPassed', () => {
  beforeEach(() => {
    localStorage.setItem(VALID_UNTIL_KEY, String(NOW + 1_000));
  });

  it('is false one millisecond before the validity ends', () => {
    jest.setSystemTime(NOW + 999);

    expect(hasValidityPassed()).toBe(false);
  });

  it('is true at the exact moment the validity ends', () => {
    jest.setSystemTime(NOW + 1_000);

    expect(hasValidityPassed()).toBe(true);
  });

  it('is true when no validity is stored', () => {
    localStorage.removeItem(VALID_UNTIL_KEY);

    expect(hasValidityPassed()).toBe(true);
  });

  it('is true when the stored validity is unreadable', () => {
    localStorage.setItem(VALID_UNTIL_KEY, 'tomorrow');

    expect(hasValidityPassed()).toBe(true);
  });
});

describe('clearSession', () => {
  it('removes the token cookie and empties local storage', () => {
    storeToken('token-abc', 3600);
    localStorage.setItem('lb_other_preference', 'dark');

    clearSession();

    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(localStorage.getItem(VALID_UNTIL_KEY)).toBeNull();
    expect(localStorage).toHaveLength(0);
  });
});
