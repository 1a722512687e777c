import Cookies from 'js-cookie';
import {
  isSharedDevice,
  keepOfflineCopy,
  OFFLINE_COPY_KEY,
  readOfflineCopy,
  startDeviceSession,
} from '../offline-copy';
import { clearSession, storeToken, TOKEN_COOKIE } from '../session-storage';

// A whole second from the real clock: jsdom checks cookie expiry against the real one.
const NOW = Math.ceil(Date.now() / 1000) * 1000;
const HOUR = 3600;
const status = { currentLoan: null, awaitingDisbursement: [], openOffers: [] };

/** A borrower logged in on this device, saying whether it is shared. */
function logInOnDevice(shared = false) {
  startDeviceSession({ shared });
  storeToken('token-abc', HOUR, NOW);
}

afterEach(() => {
  Cookies.remove(TOKEN_COOKIE);
  localStorage.clear();
  sessionStorage.clear();
});

describe('the dashboard copy kept for offline use', () => {
  it('is kept for the logged-in borrower, with when it was loaded', () => {
    logInOnDevice();
    keepOfflineCopy('ada', status, NOW);

    expect(readOfflineCopy('ada', NOW + 1000)).toEqual({ savedAt: NOW, data: status });
  });

  it('is never shown to another account, and is erased when one asks for it', () => {
    logInOnDevice();
    keepOfflineCopy('ada', status, NOW);

    expect(readOfflineCopy('grace', NOW)).toBeNull();
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
    expect(readOfflineCopy('ada', NOW)).toBeNull();
  });

  it('is erased when anyone logs in on the device', () => {
    logInOnDevice();
    keepOfflineCopy('ada', status, NOW);

    startDeviceSession({ shared: false });

    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
  });

  it('is erased at logout (the session leaves nothing in local storage)', () => {
    logInOnDevice();
    keepOfflineCopy('ada', status, NOW);

    clearSession();

    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
    expect(readOfflineCopy('ada', NOW)).toBeNull();
  });

  it('is refused and erased once the session’s validity has passed, even before anything cleared it', () => {
    logInOnDevice();
    keepOfflineCopy('ada', status, NOW);
    const afterExpiry = NOW + HOUR * 1000;

    expect(readOfflineCopy('ada', afterExpiry)).toBeNull();
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
  });

  it('is not written once the session is over', () => {
    logInOnDevice();
    keepOfflineCopy('ada', status, NOW + HOUR * 1000);

    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
  });

  it('is never kept on a device the borrower said is shared, for that session only', () => {
    logInOnDevice(true);
    expect(isSharedDevice()).toBe(true);
    keepOfflineCopy('ada', status, NOW);
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();

    clearSession();
    logInOnDevice(false);
    expect(isSharedDevice()).toBe(false);
    keepOfflineCopy('ada', status, NOW);
    expect(readOfflineCopy('ada', NOW)).not.toBeNull();
  });

  it('drops a copy it cannot read (damaged, or written by an older build)', () => {
    logInOnDevice();
    localStorage.setItem(OFFLINE_COPY_KEY, '{"owner":"ada","savedAt":1,"data":{}}');
    expect(readOfflineCopy('ada', NOW)).toBeNull();
    localStorage.setItem(OFFLINE_COPY_KEY, 'not json');
    expect(readOfflineCopy('ada', NOW)).toBeNull();
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
  });
});
