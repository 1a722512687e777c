import { ErrorEnvelope, gatewayRoutes, institutionsRoutes, type RouteContract } from '@lendbridge/contract';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import fc from 'fast-check';
import type { Queryable } from '../src/db/database';
import { startTestGateway } from './helpers/gateway';
import { startTestInstitutions } from './helpers/institutions';

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
