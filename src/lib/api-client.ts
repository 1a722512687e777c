import type { AxiosInstance, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import type { EnvelopeOf } from '@lendbridge/contract';
import { siteEnv } from '../config/env';
import { nextTask } from './next-task';
import { clearSession, hasValidityPassed, readToken } from './session-storage';

/** SPEC.md §8's words for a network or unexpected failure, spelled as written there. */
export const GENERIC_ERROR_MESSAGE = 'An error occured, please try again';

/** Every failed call becomes this one error: the HTTP status (null without an answer) and a message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** The server's machine-readable reason where it gives one (e.g. invalid_grant). */
    readonly reason?: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiErrorDetails {
  /** The request field a validation failure is about, so a form can show it beside that field. */
  field?: string;
  /** What the failure carried besides the message (e.g. the userId of an unconfirmed account); unchecked. */
  responseData?: unknown;
}

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** Lets the auth state learn that a call dropped expired credentials. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Lets the auth state learn that the gateway refused the token a call carried (revoked, or
 * expired on the server before our margin said so): SPEC.md §4 treats that as logged out.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * SPEC.md §4: on every call, a token whose validity time has passed is dropped together with
 * localStorage, and the call goes out without credentials; otherwise it is sent as a Bearer.
 */
export function attachCredentials(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = readToken();
  config.headers.delete('Authorization');
  if (!token) return config;
  if (hasValidityPassed()) {
    clearSession();
    sessionExpiredListeners.forEach((listener) => listener());
    return config;
  }
  config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

export function createApiClient(axios: AxiosStatic, baseURL: string): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: 15_000,
    headers: { Accept: 'application/json' },
  });
  client.interceptors.request.use(attachCredentials);
  return client;
}

export type Service = 'gateway' | 'institutions';

const baseUrls: Record<Service, string> = {
  gateway: siteEnv.apiUrl,
  institutions: siteEnv.institutionsApiUrl,
};

let axiosModule: Promise<AxiosStatic> | undefined;
const clients = new Map<Service, Promise<AxiosInstance>>();

/**
 * axios is about 21 KB of gzip on its own, a seventh of a public page's budget: it is
 * loaded with the first call, so pages that never call a service (posts, policies, the login
 * form until it is sent) never download it. Its code runs in the task its file arrives in; the
 * calls waiting for it are made in the next, so the two do not add up to one long task.
 */
function loadAxios(): Promise<AxiosStatic> {
  axiosModule ??= import('axios').then(
    async (module) => {
      await nextTask();
      return module.default;
    },
    (error: unknown) => {
      // Offline or a failed download: forget it, so the next call tries again.
      axiosModule = undefined;
      clients.clear();
      throw error;
    },
  );
  return axiosModule;
}

/** The one axios instance of each service (ARCHITECTURE.md §1), made on its first call. */
export function serviceClient(service: Service): Promise<AxiosInstance> {
  let client = clients.get(service);
  if (!client) {
    client = loadAxios().then((axios) => createApiClient(axios, baseUrls[service]));
    clients.set(service, client);
  }
  return client;
}

function toApiError(axios: AxiosStatic, error: unknown): ApiError {
  if (axios.isAxiosError(error) && error.response) {
    const data: unknown = error.response.data;
    const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    const serverMessage =
      typeof body.message === 'string' && body.message !== ''
        ? body.message
        : typeof body.Message === 'string' && body.Message !== ''
          ? body.Message
          : GENERIC_ERROR_MESSAGE;
    const reason = typeof body.error === 'string' ? body.error : undefined;
    const field = typeof body.field === 'string' && body.field !== '' ? body.field : undefined;
    return new ApiError(serverMessage, error.response.status, reason, {
      field,
      responseData: body.responseData ?? undefined,
    });
  }
  return new ApiError(GENERIC_ERROR_MESSAGE, null);
}

export interface CallOptions {
  service?: Service;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Calls whose 401 means something other than "your session is gone" (logging in with a wrong
   * password, logging out with a dead token) set this so the session is not ended behind them.
   */
  ignoreUnauthorized?: boolean;
}

/** Whether a failed call went out with a Bearer token, i.e. whether its 401 is about our session. */
function carriedCredentials(axios: AxiosStatic, error: unknown): boolean {
  return axios.isAxiosError(error) && Boolean(error.config?.headers?.has('Authorization'));
}

async function send<T>(
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  payload: unknown,
  { service = 'gateway', headers, signal, ignoreUnauthorized = false }: CallOptions,
): Promise<EnvelopeOf<T>> {
  let axios: AxiosStatic;
  let client: AxiosInstance;
  try {
    [axios, client] = await Promise.all([loadAxios(), serviceClient(service)]);
  } catch {
    // The client's own code could not be downloaded: for the person, a network failure like any other.
    throw new ApiError(GENERIC_ERROR_MESSAGE, null);
  }
  try {
    // SPEC.md §7: a GET (and a DELETE) sends its payload as query parameters.
    const inQuery = method === 'get' || method === 'delete';
    const response = await client.request<EnvelopeOf<T>>({
      method,
      url,
      ...(inQuery ? { params: payload } : { data: payload }),
      headers,
      signal,
    });
    return response.data;
  } catch (error) {
    const apiError = toApiError(axios, error);
    if (apiError.status === 401 && !ignoreUnauthorized && carriedCredentials(axios, error)) {
      clearSession();
      unauthorizedListeners.forEach((listener) => listener());
    }
    throw apiError;
  }
}

export const api = {
  get: <T>(url: string, query?: object, options: CallOptions = {}) => send<T>('get', url, query, options),
  post: <T>(url: string, body?: unknown, options: CallOptions = {}) => send<T>('post', url, body, options),
  put: <T>(url: string, body?: unknown, options: CallOptions = {}) => send<T>('put', url, body, options),
  delete: <T>(url: string, query?: object, options: CallOptions = {}) =>
    send<T>('delete', url, query, options),
};
