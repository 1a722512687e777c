import type { AxiosInstance, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import type {
  BodyOf,
  GatewayRouteName,
  GatewayRoutes,
  InstitutionsRoutes,
  ParamsOf,
  QueryOf,
  ResponseOf,
  RouteContract,
} from '@lendbridge/contract';
import { siteEnv } from '../config/env';
import { nextTask } from './next-task';
import { clearSession, hasValidityPassed, readToken } from './session-storage';

/**
 * The product's words for a network or unexpected failure, spelled as it shows them
 * (docs/requirements.md#m-network-error).
 */
export const GENERIC_ERROR_MESSAGE = 'An error occured, please try again';

/**
 * Every failed call becomes this one error, a plain object so that RTK Query can keep it in the
 * store: the HTTP status (null without an answer), a message, and what else the server said.
 */
export interface ApiError {
  readonly name: 'ApiError';
  message: string;
  status: number | null;
  /** The server's machine-readable reason where it gives one (e.g. invalid_grant). */
  reason?: string;
  /** The request field a validation failure is about, so a form can show it beside that field. */
  field?: string;
  /** What the failure carried besides the message (e.g. the userId of an unconfirmed account); unchecked. */
  responseData?: unknown;
}

export function apiError(
  message: string,
  status: number | null,
  extra: Pick<ApiError, 'reason' | 'field' | 'responseData'> = {},
): ApiError {
  return { name: 'ApiError', message, status, ...extra };
}

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'ApiError';

/** What a person is told of a failed call: the server's message, or the generic one. */
export const messageOf = (error: unknown) => (isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);

/** What a form shows of a failed call: the message, and the field it is about if the server named one. */
export interface CallFailure {
  message: string;
  field?: string;
}

export function failureOf(error: unknown): CallFailure {
  if (!isApiError(error)) return { message: GENERIC_ERROR_MESSAGE };
  const { field } = error;
  return field ? { message: error.message, field } : { message: error.message };
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
 * Lets the auth state learn that the gateway refused the token a call carried (revoked, or expired
 * on the server before our margin said so): that is logged out (docs/requirements.md#session-end).
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * docs/requirements.md#session-expiry: on every call, a token whose validity time has passed is
 * dropped together with localStorage, and the call goes out without credentials; otherwise it is
 * sent as a Bearer.
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

/**
 * The one axios instance (docs/requirements.md#one-api-client): every call of both services goes
 * through it, so the credentials rule above runs on each. It has no base URL; each call names its
 * service.
 */
export function createApiClient(axios: AxiosStatic): AxiosInstance {
  const client = axios.create({ timeout: 15_000, headers: { Accept: 'application/json' } });
  client.interceptors.request.use(attachCredentials);
  return client;
}

export type Service = 'gateway' | 'institutions';

const baseUrls: Record<Service, string> = {
  gateway: siteEnv.apiUrl,
  institutions: siteEnv.institutionsApiUrl,
};

let loaded: Promise<{ axios: AxiosStatic; client: AxiosInstance }> | undefined;

/**
 * axios is about 21 KB of gzip on its own, a seventh of a public page's budget: it is
 * loaded with the first call, so pages that never call a service (posts, policies, the login
 * form until it is sent) never download it. Its code runs in the task its file arrives in; the
 * calls waiting for it are made in the next, so the two do not add up to one long task.
 */
function loadClient(): Promise<{ axios: AxiosStatic; client: AxiosInstance }> {
  // Named, so `npm run size` (scripts/size-budget.ts) knows a page that fetched it calls a service.
  loaded ??= import(/* webpackChunkName: "api-client" */ 'axios').then(
    async (module) => {
      await nextTask();
      return { axios: module.default, client: createApiClient(module.default) };
    },
    (error: unknown) => {
      // Offline or a failed download: forget it, so the next call tries again.
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
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
    return apiError(serverMessage, error.response.status, {
      ...(reason ? { reason } : {}),
      ...(field ? { field } : {}),
      ...(body.responseData === undefined || body.responseData === null
        ? {}
        : { responseData: body.responseData }),
    });
  }
  return apiError(GENERIC_ERROR_MESSAGE, null);
}

/** A Blob's text, read the way every browser (and jsdom) can. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

/** A call that asked for a file gets its error as a Blob too: read it back as the JSON it is. */
async function readBlobError(axios: AxiosStatic, error: unknown): Promise<void> {
  if (!axios.isAxiosError(error) || !error.response || !(error.response.data instanceof Blob)) return;
  try {
    error.response.data = JSON.parse(await textOf(error.response.data)) as unknown;
  } catch {
    // Not JSON: the generic message stands.
  }
}

/**
 * One call of the contract: its service, verb and path (checked against the contract where the
 * endpoint is declared), and, only as types, the route's request and answer.
 */
export interface Endpoint<R extends RouteContract> {
  service: Service;
  method: R['method'];
  path: string;
  /** Never set: carries the route's type to `callApi`. */
  readonly route?: R;
}

/** A route's path as its service mounts it, relative to the service's base URL. */
type RelativePath<R extends RouteContract> = R['url'] extends `/${infer P}` ? P : never;

/**
 * Declares a gateway call. The route's name picks its contract entry, so a verb or path that
 * differs from the contract stops this compiling instead of calling a URL that no longer exists.
 */
export const gatewayEndpoint = <K extends GatewayRouteName>(
  method: GatewayRoutes[K]['method'],
  path: RelativePath<GatewayRoutes[K]>,
): Endpoint<GatewayRoutes[K]> => ({ service: 'gateway', method, path });

/** Declares a call of the institutions service, checked like a gateway call. */
export const institutionsEndpoint = <K extends keyof InstitutionsRoutes>(
  method: InstitutionsRoutes[K]['method'],
  path: RelativePath<InstitutionsRoutes[K]>,
): Endpoint<InstitutionsRoutes[K]> => ({ service: 'institutions', method, path });

/** Fields absent from a route are `never`, so passing one does not compile. */
export interface CallInput<R extends RouteContract> {
  params?: ParamsOf<R>;
  query?: QueryOf<R>;
  body?: BodyOf<R>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Calls whose 401 means something other than "your session is gone" (logging in with a wrong
   * password, logging out with a dead token) set this so the session is not ended behind them.
   */
  ignoreUnauthorized?: boolean;
  /** 'blob' for a route that answers a file (a statement) rather than JSON. */
  responseType?: 'blob';
}

/** Whether a failed call went out with a Bearer token, i.e. whether its 401 is about our session. */
function carriedCredentials(axios: AxiosStatic, error: unknown): boolean {
  return axios.isAxiosError(error) && Boolean(error.config?.headers?.has('Authorization'));
}

/**
 * Fills each `:name` segment of a path. Values are percent-encoded so that an id cannot carry a
 * `/` or `?` out of its own segment and point the call at another route.
 */
export function fillPath(template: string, params: object = {}): string {
  const values: Record<string, unknown> = { ...params };
  return template.replace(/:([A-Za-z]+)/g, (_segment, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** A call's outcome as RTK Query's base query answers it: the envelope, or the error. */
export type CallResult<R extends RouteContract> = { data: ResponseOf<R> } | { error: ApiError };

/**
 * Makes one call; answers the envelope the contract says the route answers, or the error (it never
 * throws). RTK Query's base query (src/app/api.ts) is its one caller in the site.
 */
export async function callApi<R extends RouteContract>(
  { service, method, path }: Endpoint<R>,
  { params, query, body, headers, signal, ignoreUnauthorized = false, responseType }: CallInput<R> = {},
): Promise<CallResult<R>> {
  let axios: AxiosStatic;
  let client: AxiosInstance;
  try {
    ({ axios, client } = await loadClient());
  } catch {
    // The client's own code could not be downloaded: for the person, a network failure like any other.
    return { error: apiError(GENERIC_ERROR_MESSAGE, null) };
  }
  try {
    // docs/requirements.md#get-query: a GET (and a DELETE) sends its payload as query parameters.
    const response = await client.request<ResponseOf<R>>({
      baseURL: baseUrls[service],
      method,
      url: fillPath(path, params ?? {}),
      params: query,
      data: body,
      headers,
      signal,
      ...(responseType ? { responseType } : {}),
    });
    return { data: response.data };
  } catch (error) {
    if (responseType) await readBlobError(axios, error);
    const failure = toApiError(axios, error);
    if (failure.status === 401 && !ignoreUnauthorized && carriedCredentials(axios, error)) {
      clearSession();
      unauthorizedListeners.forEach((listener) => listener());
    }
    return { error: failure };
  }
}

/**
 * A call not held by RTK Query (docs/architecture.md#data: only a statement file, which is saved
 * rather than kept) makes it through this: the envelope, or the ApiError thrown.
 */
export async function requestApi<R extends RouteContract>(
  endpoint: Endpoint<R>,
  input: CallInput<R> = {},
): Promise<ResponseOf<R>> {
  const result = await callApi(endpoint, input);
  if ('error' in result) throw result.error;
  return result.data;
}
