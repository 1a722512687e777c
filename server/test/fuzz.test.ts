import { ErrorEnvelope, gatewayRoutes, institutionsRoutes, type RouteContract } from '@lendbridge/contract';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import fc from 'fast-check';
import type { Queryable } from '../src/db/database';
import { startTestGateway } from './helpers/gateway';
import { startTestInstitutions } from './helpers/institutions';
import { VALID_BODIES, type RouteName } from './helpers/valid-bodies';

/*
 * Generated bad input against every route: bodies of the wrong kind, wrong-typed, oversized,
 * with unknown or prototype-polluting keys, and malformed path and query parameters. Whatever
 * arrives, the answer is a 4xx error envelope, never a 5xx, and nothing is written.
 * FUZZ_RUNS sets the cases per route (a fast subset by default; `npm run fuzz` runs 1,000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** Time for one route's cases: generous, as a thousand of them take a few seconds. */
const ROUTE_TIMEOUT_MS = 30_000 + RUNS * 50;

interface Injector {
  inject(options: {
    method: string;
    url: string;
    payload?: string;
    headers: Record<string, string>;
  }): Promise<{ statusCode: number; body: string }>;
}

type Properties = Record<string, TSchema>;
const propertiesOf = (schema: TSchema | undefined): Properties =>
  (schema?.properties as Properties | undefined) ?? {};

/** A value no coercion can turn into what the field expects. */
function wrongTyped(field: TSchema): fc.Arbitrary<unknown> {
  return field.type === 'object'
    ? fc.oneof(fc.integer(), fc.string())
    : fc.dictionary(fc.string(), fc.jsonValue());
}

const unknownKey = (known: Properties) =>
  fc.string({ minLength: 1, maxLength: 20 }).filter((key) => !(key in known) && key !== '__proto__');

/** Object bodies carrying at least one certain fault, plus whatever else. */
function badObjectBody(schema: TSchema): fc.Arbitrary<string> {
  const known = propertiesOf(schema);
  const keys = Object.keys(known);
  const faults: fc.Arbitrary<Record<string, unknown>>[] = [
    fc.tuple(unknownKey(known), fc.jsonValue()).map(([key, value]) => ({ [key]: value })),
  ];
  if (keys.length > 0) {
    faults.push(
      fc.constantFrom(...keys).chain((key) => wrongTyped(known[key]!).map((value) => ({ [key]: value }))),
    );
    const strings = keys.filter((key) => known[key]!.type === 'string');
    if (strings.length > 0) {
      faults.push(
        fc
          .constantFrom(...strings)
          .map((key) => ({ [key]: 'x'.repeat(Number(known[key]!.maxLength ?? 10_000) + 1) })),
      );
    }
  }
  const noise = fc.dictionary(fc.constantFrom(...(keys.length > 0 ? keys : ['x'])), fc.jsonValue(), {
    maxKeys: 3,
  });
  return fc.tuple(noise, fc.oneof(...faults)).map(([extra, fault]) => JSON.stringify({ ...extra, ...fault }));
}

const POLLUTING = [
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"email":"a@b.co","__proto__":{"roleId":3}}',
];

function badBody(route: RouteContract): fc.Arbitrary<string> {
  const kinds: fc.Arbitrary<string>[] = [
    fc
      .oneof(fc.array(fc.jsonValue()), fc.integer(), fc.string(), fc.boolean(), fc.constant(null))
      .map((value) => JSON.stringify(value)),
    fc.string().filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    }),
    fc.constantFrom(...POLLUTING),
    fc.constant(JSON.stringify({ padding: 'x'.repeat(70 * 1024) })),
  ];
  if (route.body) kinds.push(badObjectBody(route.body));
  return fc.oneof(...kinds);
}

/** A path parameter value the route's schema cannot accept. */
function badParam(schema: TSchema): fc.Arbitrary<string> {
  const accepts = (value: string) => Value.Check(schema, Value.Convert(schema, value));
  return fc
    .oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '-1', '1.5', 'null', "1' OR '1'='1"),
    )
    .filter((value) => value !== '' && !accepts(value));
}

function requestFor(route: RouteContract, token: string) {
  const paramNames = Object.keys(propertiesOf(route.params));
  const params = paramNames.length
    ? fc.tuple(...paramNames.map((name) => badParam(propertiesOf(route.params)[name]!)))
    : fc.constant([] as string[]);
  const query = fc.tuple(unknownKey(propertiesOf(route.querystring)), fc.string({ maxLength: 30 }));
  // A route without a body schema reads no body, so its faults are in the path and query.
  const body = route.body ? badBody(route) : fc.constant(undefined);
  // Routes with parameters get bad ones; the rest get an unknown query parameter or a bad body.
  return fc.tuple(params, query, body, fc.boolean()).map(([values, [key, value], payload, withQuery]) => {
    let url = route.url;
    paramNames.forEach((name, index) => {
      url = url.replace(`:${name}`, encodeURIComponent(values[index]!));
    });
    const needsQuery = paramNames.length === 0 && (payload === undefined || withQuery);
    if (needsQuery) url += `?${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
    return {
      method: route.method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload } : {}),
    };
  });
}

/** Rows in every table of the database: written anywhere means a count moved. */
async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT schemaname || '.' || tablename AS name FROM pg_tables
     WHERE schemaname IN ('public', 'institutions') AND tablename <> 'sessions' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${name}`);
    counts[name] = rows[0]!.count;
  }
  return counts;
}

async function fuzz(app: Injector, route: RouteContract, token: string): Promise<number> {
  let cases = 0;
  await fc.assert(
    fc.asyncProperty(requestFor(route, token), async (request) => {
      cases += 1;
      const response = await app.inject(request);
      if (response.statusCode < 400 || response.statusCode >= 500) {
        throw new Error(`${request.method} ${request.url} answered ${response.statusCode}: ${response.body}`);
      }
      const body: unknown = JSON.parse(response.body);
      if (!Value.Check(ErrorEnvelope, body)) throw new Error(`Not an error envelope: ${response.body}`);
    }),
    { numRuns: RUNS },
  );
  return cases;
}

const report: string[] = [];
afterAll(() => {
  if (process.env.FUZZ_RUNS) console.log(`Generated cases per route:\n${report.join('\n')}`);
});

describe('generated bad input to the gateway', () => {
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  let token: string;
  let before: Record<string, number>;
  beforeAll(async () => {
    gateway = await startTestGateway();
    const login = await gateway.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'demo@lendbridge.example', password: 'Lendbridge-demo-2026' },
    });
    token = login.json().responseData.token;
    before = await rowCounts(gateway.db);
  });
  afterAll(() => gateway.close());

  it.each(Object.entries(gatewayRoutes))(
    '%s always answers a 4xx envelope',
    async (name, route) => {
      const cases = await fuzz(gateway.app, route, token);
      report.push(`  ${name}: ${cases}`);
      expect(cases).toBe(RUNS);
    },
    ROUTE_TIMEOUT_MS,
  );

  it('wrote nothing anywhere', async () => {
    expect(await rowCounts(gateway.db)).toEqual(before);
  });
});

describe('generated bad input to the institutions service', () => {
  let service: Awaited<ReturnType<typeof startTestInstitutions>>;
  let before: Record<string, number>;
  beforeAll(async () => {
    service = await startTestInstitutions();
    before = await rowCounts(service.db);
  });
  afterAll(() => service.close());

  it.each(Object.entries(institutionsRoutes))(
    '%s always answers a 4xx envelope',
    async (name, route) => {
      const cases = await fuzz(service.app, route, 'no-token');
      report.push(`  ${name}: ${cases}`);
      expect(cases).toBe(RUNS);
    },
    ROUTE_TIMEOUT_MS,
  );

  it('wrote nothing anywhere', async () => {
    expect(await rowCounts(service.db)).toEqual(before);
  });
});

/*
 * Characters no request string may hold (contract/src/text.ts): NUL and the other control
 * characters, and bidirectional overrides and isolates. Put anywhere into any string field of an
 * otherwise valid request, each is refused with a 400 naming the field, before anything runs.
 */
const FORBIDDEN = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

/** Where each string sits in a valid body: a dotted path (array items by index). */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...path, String(index)]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

function withCharacter(body: unknown, path: string[], character: string, at: number): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let parent: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  const text = String(parent[last]);
  const index = at % (text.length + 1);
  parent[last] = `${text.slice(0, index)}${character}${text.slice(index)}`;
  return copy;
}

/** The route's address with a well-formed value for each path parameter. */
const addressOf = (route: RouteContract, except?: string) =>
  route.url.replace(/:(\w+)/g, (whole, name: string) =>
    name === except
      ? whole
      : propertiesOf(route.params)[name]?.type === 'integer'
        ? '1'
        : '00000000-0000-4000-8000-000000000000',
  );

describe('control and bidirectional characters in every string field', () => {
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  let before: Record<string, number>;
  beforeAll(async () => {
    gateway = await startTestGateway();
    before = await rowCounts(gateway.db);
  });
  afterAll(() => gateway.close());

  const withBodies = Object.entries(VALID_BODIES) as [RouteName, Record<string, unknown>][];
  it.each(withBodies.filter(([, body]) => stringPaths(body).length > 0))(
    '%s: every body string refuses them with a 400 naming the field',
    async (name, body) => {
      const route: RouteContract = gatewayRoutes[name];
      const paths = stringPaths(body);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          fc.constantFrom(...FORBIDDEN),
          fc.nat(),
          async (path, character, at) => {
            const response = await gateway.app.inject({
              method: route.method,
              url: addressOf(route),
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(withCharacter(body, path, character, at)),
            });
            expect(response.statusCode).toBe(400);
            expect(response.json().field).toBe(path.join('.'));
          },
        ),
        // Every field with every character, at the least.
        { numRuns: Math.max(RUNS, paths.length * FORBIDDEN.length) },
      );
    },
    ROUTE_TIMEOUT_MS,
  );

  const stringFieldsOf = (schema: TSchema | undefined) =>
    Object.entries(propertiesOf(schema))
      .filter(([, field]) => field.type === 'string')
      .map(([key]) => key);
  const allRoutes = Object.entries({ ...gatewayRoutes, ...institutionsRoutes }) as [string, RouteContract][];
  const inAddress = allRoutes.filter(
    ([, route]) => stringFieldsOf(route.querystring).length + stringFieldsOf(route.params).length > 0,
  );
  it.each(inAddress)('%s: every path and query string refuses them with a 400', async (name, route) => {
    const institutions = name in institutionsRoutes;
    const service = institutions ? await startTestInstitutions() : undefined;
    const app: Injector = service?.app ?? gateway.app;
    try {
      for (const character of FORBIDDEN) {
        for (const param of stringFieldsOf(route.params)) {
          const url = addressOf(route, param).replace(
            `:${param}`,
            encodeURIComponent(`ada${character}@example.com`),
          );
          expect((await app.inject({ method: route.method, url, headers: {} })).statusCode).toBe(400);
        }
        for (const field of stringFieldsOf(route.querystring)) {
          const url = `${addressOf(route)}?${field}=${encodeURIComponent(`ada${character}@example.com`)}`;
          const response = await app.inject({ method: route.method, url, headers: {} });
          expect(response.statusCode).toBe(400);
        }
      }
    } finally {
      await service?.close();
    }
  });

  it('wrote nothing anywhere', async () => {
    expect(await rowCounts(gateway.db)).toEqual(before);
  });
});
