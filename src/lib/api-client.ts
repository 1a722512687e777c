import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { EnvelopeOf } from '@lendbridge/contract';
import { siteEnv } from '../config/env';
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
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** Lets the auth state learn that a call dropped expired credentials. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
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

export function createApiClient(baseURL: string): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: 15_000,
    headers: { Accept: 'application/json' },
  });
  client.interceptors.request.use(attachCredentials);
  return client;
}

export const gatewayClient = createApiClient(siteEnv.apiUrl);
export const institutionsClient = createApiClient(siteEnv.institutionsApiUrl);

function toApiError(error: unknown): ApiError {
  if (error instanceof AxiosError && error.response) {
    const data: unknown = error.response.data;
    const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    const serverMessage =
      typeof body.message === 'string' && body.message !== ''
        ? body.message
        : typeof body.Message === 'string' && body.Message !== ''
          ? body.Message
          : GENERIC_ERROR_MESSAGE;
    const reason = typeof body.error === 'string' ? body.error : undefined;
    return new ApiError(serverMessage, error.response.status, reason);
  }
  return new ApiError(GENERIC_ERROR_MESSAGE, null);
}

export interface CallOptions {
  client?: AxiosInstance;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function send<T>(
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  payload: unknown,
  { client = gatewayClient, headers, signal }: CallOptions,
): Promise<EnvelopeOf<T>> {
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
    throw toApiError(error);
  }
}

export const api = {
  get: <T>(url: string, query?: object, options: CallOptions = {}) => send<T>('get', url, query, options),
  post: <T>(url: string, body?: unknown, options: CallOptions = {}) => send<T>('post', url, body, options),
  put: <T>(url: string, body?: unknown, options: CallOptions = {}) => send<T>('put', url, body, options),
  delete: <T>(url: string, query?: object, options: CallOptions = {}) =>
    send<T>('delete', url, query, options),
};
