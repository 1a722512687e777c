import type { User } from '@lendbridge/contract';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { siteEnv } from '../../../config/env';
import { reply, serveNetwork } from '../../../../tests/unit/network-double';
import { TOKEN_COOKIE } from '../../../lib/session-storage';

/**
 * Replaces only the network under the real gateway client: interceptors, credentials, error
 * mapping and listeners all run as in the browser. Not a test file (no .test suffix).
 */
export type Reply = { status: number; data: unknown } | 'network-error';
export type Route = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

export interface SentRequest {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
  authorization: string | null;
}

/** Routes are keyed "METHOD url", e.g. "POST api/Account/login". Anything else answers 404. */
export function fakeGateway(routes: Record<string, Reply | Route>): SentRequest[] {
  const sent: SentRequest[] = [];
  serveNetwork(siteEnv.apiUrl, async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const authorization = config.headers.get('Authorization');
    sent.push({
      method,
      url,
      params: config.params,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      authorization: typeof authorization === 'string' ? authorization : null,
    });
    const route = routes[`${method} ${url}`];
    const answer: Reply =
      route === undefined
        ? { status: 404, data: { requestSuccessful: false, message: 'Not found', responseData: null } }
        : typeof route === 'function'
          ? await route(config)
          : route;
    if (answer === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    return reply(config, answer.status, answer.data);
  });
  return sent;
}

export const ok = (responseData: unknown, message = 'OK'): Reply => ({
  status: 200,
  data: { requestSuccessful: true, message, responseData },
});

export const fail = (status: number, message: string, extra: Record<string, unknown> = {}): Reply => ({
  status,
  data: { requestSuccessful: false, message, responseData: null, ...extra },
});

export const ada: User = {
  id: 'usr_7Qm2xY9kLp4Rt8Vb',
  email: 'ada+loans@example.com',
  roleId: 1,
  firstName: 'Ada',
  lastName: 'Obi',
  phone: '+234 803 000 0000',
  emailConfirmed: true,
};

export const loginAnswer = (overrides: Record<string, unknown> = {}) =>
  ok({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1, ...overrides });

/**
 * jsdom's cookie jar checks expiry against the real clock, not Jest's fake one, so fake "now"
 * is the real clock rounded to a whole second: a cookie set to live an hour is still alive.
 */
export const realNow = () => Math.ceil(Date.now() / 1000) * 1000;

export function forgetEverything(): void {
  Cookies.remove(TOKEN_COOKIE);
  localStorage.clear();
  sessionStorage.clear();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs a write and waits for what it invalidated to be read again: the tags, then the reads. */
export async function writeAndSettle(write: () => Promise<unknown>): Promise<void> {
  await write();
  await nextTask();
  await nextTask();
}
