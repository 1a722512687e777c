import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import type * as AxiosModule from 'axios';
import Cookies from 'js-cookie';
import { reply, serveNetwork } from '../../../tests/unit/network-double';
import { siteEnv } from '../../config/env';
import {
  callApi,
  isApiError,
  type ApiError,
  type CallResult,
  createApiClient,
  fillPath,
  gatewayEndpoint,
  institutionsEndpoint,
  onSessionExpired,
  onUnauthorized,
} from '../api-client';

const providers = gatewayEndpoint<'providers'>('GET', 'api/Provider');
const faq = gatewayEndpoint<'faq'>('GET', 'api/FAQ');
const contact = gatewayEndpoint<'contact'>('POST', 'api/Contact');
const login = gatewayEndpoint<'login'>('POST', 'api/Account/login');
const verifyAccount = gatewayEndpoint<'verifyAccount'>('POST', 'api/Account/verifyaccount');
const updateUser = gatewayEndpoint<'updateUser'>('PUT', 'api/User/Update');
const userByEmail = gatewayEndpoint<'getUserByEmail'>('GET', 'api/User/GetUserByEmail/:email');
const institutions = institutionsEndpoint<'activeInstitutionsWithScholarships'>(
  'GET',
  'api/v1/Institution/GetAllActiveInstitutionsWithScholarships',
);
const credentials = { email: 'ada@example.com', password: 'x' };
import type { RouteContract } from '@lendbridge/contract';
import { TOKEN_COOKIE, VALID_UNTIL_KEY } from '../session-storage';

const NOW = new Date('2025-03-01T09:00:00.000Z').getTime();
const envelope = { requestSuccessful: true, message: 'OK', responseData: { items: [] } };

/** An adapter that records each outgoing request and answers 200. */
function recorder(): { adapter: AxiosAdapter; sent: InternalAxiosRequestConfig[] } {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: envelope, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { adapter, sent };
}

/** Records what the site's own client sends to `baseUrl`. */
function recordRequests(baseUrl: string): InternalAxiosRequestConfig[] {
  const { adapter, sent } = recorder();
  serveNetwork(baseUrl, adapter);
  return sent;
}

/** The gateway answers every call with `adapter`. */
function gatewayAnswers(adapter: AxiosAdapter): void {
  serveNetwork(siteEnv.apiUrl, adapter);
}

/** The request recorded at `index`, failing the test if it was never sent. */
function nth(sent: InternalAxiosRequestConfig[], index: number): InternalAxiosRequestConfig {
  const config = sent[index];
  if (!config) throw new Error(`Expected request #${index + 1} to have been sent, got ${sent.length}`);
  return config;
}

/** An adapter that answers like a server refusing the call with `status` and `data`. */
function answerWithError(status: number, data: unknown): AxiosAdapter {
  return async (config) => reply(config, status, data);
}

async function failureOf(call: Promise<CallResult<RouteContract>>): Promise<ApiError> {
  const result = await call;
  if ('error' in result) return result.error;
  throw new Error('Expected the call to fail');
}

function signIn(token: string, validUntil: number | null): void {
  Cookies.set(TOKEN_COOKIE, token);
  if (validUntil !== null) localStorage.setItem(VALID_UNTIL_KEY, String(validUntil));
}

let stopListening: () => void = () => undefined;

beforeEach(() => {
  jest.useFakeTimers().setSystemTime(NOW);
});

afterEach(() => {
  stopListening();
  Cookies.remove(TOKEN_COOKIE);
  localStorage.clear();
  jest.useRealTimers();
});

describe('credentials on each call', () => {
  let client: AxiosInstance;
  let sent: InternalAxiosRequestConfig[];
  let sessionExpired: jest.Mock<void, []>;

  beforeEach(() => {
    client = createApiClient(axios);
    const recording = recorder();
    client.defaults.adapter = recording.adapter;
    sent = recording.sent;
    sessionExpired = jest.fn<void, []>();
    stopListening = onSessionExpired(sessionExpired);
  });

  it('sends no Authorization header when there is no token', async () => {
    await client.get('api/Provider');

    expect(sent).toHaveLength(1);
    expect(nth(sent, 0).headers.has('Authorization')).toBe(false);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('sends the token as a Bearer header while its validity is in the future', async () => {
    signIn('token-abc', NOW + 60_000);

    await client.get('api/Provider');

    expect(nth(sent, 0).headers.get('Authorization')).toBe('Bearer token-abc');
    expect(Cookies.get(TOKEN_COOKIE)).toBe('token-abc');
    expect(localStorage.getItem(VALID_UNTIL_KEY)).toBe(String(NOW + 60_000));
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('clears local storage, removes the cookie and drops the header once the validity has passed', async () => {
    signIn('token-abc', NOW - 1);
    localStorage.setItem('lb_other_preference', 'dark');

    await client.get('api/Provider');

    expect(nth(sent, 0).headers.has('Authorization')).toBe(false);
    expect(localStorage.getItem(VALID_UNTIL_KEY)).toBeNull();
    expect(localStorage.getItem('lb_other_preference')).toBeNull();
    expect(localStorage).toHaveLength(0);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('drops the token on the second call when time moves past the validity between two calls', async () => {
    signIn('token-abc', NOW + 60_000);

    await client.get('api/Provider');
    jest.advanceTimersByTime(60_001);
    await client.get('api/Provider');

    expect(nth(sent, 0).headers.get('Authorization')).toBe('Bearer token-abc');
    expect(nth(sent, 1).headers.has('Authorization')).toBe(false);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('treats a token whose validity is missing as expired', async () => {
    signIn('token-abc', null);

    await client.get('api/Provider');

    expect(nth(sent, 0).headers.has('Authorization')).toBe(false);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('stops calling a listener after it unsubscribes', async () => {
    stopListening();
    signIn('token-abc', NOW - 1);

    await client.get('api/Provider');

    expect(sessionExpired).not.toHaveBeenCalled();
  });
});

describe('calls', () => {
  it('sends a get payload as query parameters to the gateway', async () => {
    const sent = recordRequests(siteEnv.apiUrl);

    const answer = await callApi(faq, { query: { IsApproved: true } });

    expect(nth(sent, 0).method).toBe('get');
    expect(nth(sent, 0).url).toBe('api/FAQ');
    expect(nth(sent, 0).params).toEqual({ IsApproved: true });
    expect(nth(sent, 0).data).toBeUndefined();
    expect(answer).toEqual({ data: envelope });
  });

  it('sends a post payload as the JSON body', async () => {
    const sent = recordRequests(siteEnv.apiUrl);
    const body = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };

    await callApi(contact, { body });

    expect(nth(sent, 0).method).toBe('post');
    expect(nth(sent, 0).params).toBeUndefined();
    expect(nth(sent, 0).data).toBe(JSON.stringify(body));
  });

  it("sends both services' calls through the one client, each to its own base URL", async () => {
    const create = jest.spyOn(axios, 'create');
    const gatewaySent = recordRequests(siteEnv.apiUrl);
    const institutionsSent = recordRequests(siteEnv.institutionsApiUrl);
    signIn('token-abc', NOW + 60_000);

    await callApi(institutions, { query: { pageSize: 10 } });
    await callApi(providers);

    expect(nth(institutionsSent, 0).baseURL).toBe(siteEnv.institutionsApiUrl);
    expect(nth(gatewaySent, 0).baseURL).toBe(siteEnv.apiUrl);
    // One instance, one interceptor: the credentials rule runs on both services' calls.
    expect(nth(institutionsSent, 0).headers.get('Authorization')).toBe('Bearer token-abc');
    expect(nth(gatewaySent, 0).headers.get('Authorization')).toBe('Bearer token-abc');
    expect(create).not.toHaveBeenCalled();
    create.mockRestore();
  });

  it('fills path parameters, percent-encoded so a value cannot leave its segment', async () => {
    const sent = recordRequests(siteEnv.apiUrl);

    await callApi(userByEmail, { params: { email: 'a/b?c@example.com' } });

    expect(nth(sent, 0).url).toBe('api/User/GetUserByEmail/a%2Fb%3Fc%40example.com');
    expect(() => fillPath('api/User/:id')).toThrow('Missing path parameter id');
  });
});

describe('failed calls become ApiError', () => {
  it('carries the status and the server message of a 4xx answer', async () => {
    gatewayAnswers(
      answerWithError(404, {
        requestSuccessful: false,
        message: 'User not found',
      }),
    );

    const error = await failureOf(callApi(userByEmail, { params: { email: 'ada@example.com' } }));

    expect(isApiError(error)).toBe(true);
    expect(error.status).toBe(404);
    expect(error.message).toBe('User not found');
    expect(error.reason).toBeUndefined();
  });

  it('reads the server message when it is spelled Message with a capital M', async () => {
    gatewayAnswers(answerWithError(400, { Message: 'Verification link has expired' }));

    const error = await failureOf(callApi(verifyAccount, { body: { token: '123' } }));

    expect(error.status).toBe(400);
    expect(error.message).toBe('Verification link has expired');
  });

  it('keeps the identity server reason invalid_grant', async () => {
    gatewayAnswers(answerWithError(400, { error: 'invalid_grant' }));

    const error = await failureOf(callApi(login, { body: credentials }));

    expect(error.status).toBe(400);
    expect(error.reason).toBe('invalid_grant');
  });

  it('falls back to the generic message when the error answer has no message', async () => {
    gatewayAnswers(answerWithError(500, '<html>Internal Server Error</html>'));

    const error = await failureOf(callApi(providers));

    expect(error.status).toBe(500);
    expect(error.message).toBe('An error occured, please try again');
  });

  it('reports a network error with no status and the generic message', async () => {
    gatewayAnswers(async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    });

    const error = await failureOf(callApi(providers));

    expect(isApiError(error)).toBe(true);
    expect(error.status).toBeNull();
    expect(error.message).toBe('An error occured, please try again');
  });
});

describe('a 401 on an authenticated call ends the session', () => {
  let unauthorized: jest.Mock<void, []>;

  beforeEach(() => {
    unauthorized = jest.fn<void, []>();
    stopListening = onUnauthorized(unauthorized);
  });

  it('clears local storage and the cookie, then tells the listeners', async () => {
    signIn('token-abc', NOW + 60_000);
    gatewayAnswers(answerWithError(401, { message: 'Your session is no longer valid' }));

    const error = await failureOf(
      callApi(updateUser, { body: { firstName: 'Ada', lastName: 'Obi', phone: '+2348030000000' } }),
    );

    expect(error.status).toBe(401);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(localStorage).toHaveLength(0);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone when the call carried no token', async () => {
    gatewayAnswers(answerWithError(401, { error: 'invalid_grant', message: 'No' }));

    await failureOf(callApi(login, { body: credentials }));

    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('leaves the session alone when the call says its 401 is not about the session', async () => {
    signIn('token-abc', NOW + 60_000);
    gatewayAnswers(answerWithError(401, { error: 'invalid_grant', message: 'No' }));

    await failureOf(callApi(login, { body: credentials, ignoreUnauthorized: true }));

    expect(Cookies.get(TOKEN_COOKIE)).toBe('token-abc');
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('leaves the session alone on other refusals', async () => {
    signIn('token-abc', NOW + 60_000);
    gatewayAnswers(answerWithError(403, { message: 'Not yours' }));

    await failureOf(callApi(userByEmail, { params: { email: 'someone@example.com' } }));

    expect(Cookies.get(TOKEN_COOKIE)).toBe('token-abc');
    expect(unauthorized).not.toHaveBeenCalled();
  });
});

describe('failure details', () => {
  it('keeps the field a validation failure is about and the data it carried', async () => {
    gatewayAnswers(
      answerWithError(403, {
        requestSuccessful: false,
        message: 'Confirm your email first',
        error: 'email_not_confirmed',
        field: 'email',
        responseData: { userId: 'usr_1' },
      }),
    );

    const error = await failureOf(callApi(login, { body: credentials }));

    expect(error.reason).toBe('email_not_confirmed');
    expect(error).toMatchObject({ field: 'email', responseData: { userId: 'usr_1' } });
  });
});

describe('axios is loaded with the first call', () => {
  it('answers a failed download as a network failure, and the next call downloads it again', async () => {
    let downloadFails = true;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        if (downloadFails) throw new Error('Loading chunk axios failed');
        return jest.requireActual<typeof AxiosModule>('axios');
      });
      const isolated = await import('../api-client');

      await expect(isolated.callApi(providers)).resolves.toEqual({
        error: { name: 'ApiError', status: null, message: 'An error occured, please try again' },
      });

      downloadFails = false;
      const { default: isolatedAxios } = await import('axios');
      const sent: InternalAxiosRequestConfig[] = [];
      isolatedAxios.defaults.adapter = async (config) => {
        sent.push(config);
        return { data: envelope, status: 200, statusText: 'OK', headers: {}, config };
      };
      await expect(isolated.callApi(providers)).resolves.toEqual({ data: envelope });
      expect(nth(sent, 0).baseURL).toBe(siteEnv.apiUrl);
    });
  });
});
