import { institutionsAdminRoutes, type BodyOf, type ParamsOf, type ResponseOf } from '@lendbridge/contract';
import { Conflict, InvalidInput, NotFound } from '../../errors/domain-errors';
import { HttpError } from '../../http/errors';

type AdminRoutes = typeof institutionsAdminRoutes;
type AdminRouteName = keyof AdminRoutes;

/** One request to the institutions service, credential attached: over HTTP, or `inject` in tests. */
export type InstitutionsTransport = (request: {
  method: string;
  path: string;
  body?: unknown;
}) => Promise<{ status: number; body: unknown }>;

const UNREACHABLE =
  'The institutions service cannot be reached just now, so nothing was changed. Try again in a minute.';

/** The transport `npm start` and the gateway's own server use: fetch, with the credential. */
export function httpInstitutionsTransport(baseUrl: string, credential: string): InstitutionsTransport {
  return async ({ method, path, body }) => {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${credential}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new HttpError(503, UNREACHABLE, { error: 'institutions_unavailable' });
    }
    return { status: response.status, body: await response.json().catch(() => null) };
  };
}

interface Refusal {
  message?: string;
  field?: string;
  error?: string;
}

/**
 * The gateway's calls to the institutions service's writes. The service's refusals come back as
 * the same refusals (a missing record 404, a taken slug 409); anything else it answers means it
 * is misconfigured or down, which the person is told as such (503), never as their mistake.
 */
export function institutionsClient(transport: InstitutionsTransport | undefined) {
  async function call<N extends AdminRouteName>(
    name: N,
    input: { params?: ParamsOf<AdminRoutes[N]>; body?: BodyOf<AdminRoutes[N]> } = {},
  ): Promise<ResponseOf<AdminRoutes[N]>['responseData']> {
    if (!transport) throw new HttpError(503, UNREACHABLE, { error: 'institutions_unavailable' });
    const route = institutionsAdminRoutes[name];
    const params = (input.params ?? {}) as Record<string, number>;
    const path = route.url.replace(/:(\w+)/g, (_match, key: string) => String(params[key]));
    const answer = await transport({ method: route.method, path, body: input.body });
    const refusal = (answer.body ?? {}) as Refusal;
    const details = { reason: refusal.error, field: refusal.field };
    if (answer.status === 200) return (answer.body as ResponseOf<AdminRoutes[N]>).responseData;
    if (answer.status === 404) throw new NotFound(refusal.message ?? 'Not found.', details);
    if (answer.status === 409) throw new Conflict(refusal.message ?? 'That is taken.', details);
    if (answer.status === 400) throw new InvalidInput(refusal.message ?? 'That is not valid.', details);
    throw new HttpError(503, UNREACHABLE, { error: 'institutions_unavailable' });
  }
  return { call };
}

export type InstitutionsClient = ReturnType<typeof institutionsClient>;
