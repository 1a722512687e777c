import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/**
 * Unit tests never reach a real service. Every axios instance the site makes copies its adapter
 * from axios's defaults, so the one installed here stands in for the network under the site's
 * real clients (interceptors, credentials and error mapping all run): it answers with the double
 * a test put on that base URL, or as an unreachable network would.
 */
const doubles = new Map<string, AxiosAdapter>();

axios.defaults.adapter = async (config) => {
  const double = doubles.get(config.baseURL ?? '');
  if (!double) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  return double(config);
};

/** Answers every call to `baseUrl` with `adapter` until the test ends (or it is replaced). */
export function serveNetwork(baseUrl: string, adapter: AxiosAdapter): void {
  doubles.set(baseUrl, adapter);
}

/** Back to an unreachable network; the setup calls this after every test. */
export function unplugNetwork(): void {
  doubles.clear();
}

/** What a server's answer looks like to axios: the response, or for a 4xx/5xx the error carrying it. */
export function reply(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
  if (status >= 400) {
    throw new AxiosError(
      `Request failed with status code ${status}`,
      status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      undefined,
      response,
    );
  }
  return response;
}
