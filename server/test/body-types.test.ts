import { randomUUID } from 'node:crypto';
import { AjvCompiler } from '@fastify/ajv-compiler';
import { gatewayRoutes } from '@lendbridge/contract';
import type { TSchema } from '@sinclair/typebox';
import { startTestGateway } from './helpers/gateway';
import { VALID_BODIES, type RouteName } from './helpers/valid-bodies';

/*
 * Bodies are checked as sent: for every field of every request body, each wrongly typed value that
 * type coercion would have turned into a valid one ("true" or 1 for true, "12" for 12, true for
 * "true") is refused with a 400 naming the field. The routes come from the contract, so a route
 * added with a body fails here until helpers/valid-bodies.ts has an example.
 */

/** Ajv as Fastify builds it: strict as bodies are checked, or coercing as query strings are. */
const buildValidator = AjvCompiler();
function accepts(schema: TSchema, value: unknown, coerceTypes: false | 'array'): boolean {
  const validate = buildValidator(
    {},
    { customOptions: { coerceTypes } },
  )({
    schema: { type: 'object', properties: { value: schema }, required: ['value'] },
    method: 'POST',
    url: '/',
    httpPart: 'body',
  }) as (data: unknown) => boolean;
  return validate({ value });
}

interface Leaf {
  path: string[];
  schema: TSchema;
}

function leavesOf(schema: TSchema, path: string[] = []): Leaf[] {
  if (schema.type === 'object') {
    return Object.entries((schema.properties ?? {}) as Record<string, TSchema>).flatMap(([key, property]) =>
      leavesOf(property, [...path, key]),
    );
  }
  if (schema.type === 'array') return leavesOf(schema.items as TSchema, [...path, '0']);
  return [{ path, schema }];
}

/** Values of another type than the field's valid one that coercion would have let through. */
function coercibleStandIns(leaf: Leaf, valid: unknown): unknown[] {
  const candidates = [...new Set([String(valid), Number(valid), true, false, 1, 0])].filter(
    (candidate) => typeof candidate !== typeof valid && !Number.isNaN(candidate),
  );
  return candidates.filter((candidate) => accepts(leaf.schema, candidate, 'array'));
}

const valueAt = (body: unknown, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], body);

function withValueAt(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
}

const bodyRoutes = Object.entries(gatewayRoutes).flatMap(([name, route]) =>
  'body' in route && route.body
    ? [
        {
          name: name as RouteName,
          method: route.method,
          url: route.url,
          body: route.body as TSchema,
          // Records with integer ids (organisations) are named by a number, the rest by a uuid.
          integerId: 'params' in route && (route.params as TSchema).properties?.id?.type === 'integer',
        },
      ]
    : [],
);

const cases = bodyRoutes.flatMap((route) =>
  leavesOf(route.body).flatMap((leaf) =>
    coercibleStandIns(leaf, valueAt(VALID_BODIES[route.name], leaf.path)).map(
      (standIn) => [route.name, leaf.path.join('.'), standIn, route, leaf] as const,
    ),
  ),
);

let gateway: Awaited<ReturnType<typeof startTestGateway>>;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

it('has a valid example body for every route that takes one', () => {
  expect(Object.keys(VALID_BODIES).sort()).toEqual(bodyRoutes.map((route) => route.name).sort());
  for (const route of bodyRoutes) {
    expect([route.name, accepts(route.body, VALID_BODIES[route.name], false)]).toEqual([route.name, true]);
  }
});

it('covers the booleans and numbers that used to be coerced, and text fields', () => {
  const fields = new Set(cases.map(([name, field]) => `${name}.${field}`));
  for (const field of [
    'register.acceptedPrivacyPolicy',
    'acceptOffer.consent',
    'checkEligibility.loanType',
    'checkEligibility.amount',
    'checkEligibility.tenorMonths',
    'renewLoan.amount',
    'renewLoan.tenorMonths',
    'verifyIdentityCode.code',
    'createReferral.referralDetails.message',
  ]) {
    expect(fields).toContain(field);
  }
});

it.each(cases)('%s refuses %s sent as %j, naming the field', async (name, field, standIn, route, leaf) => {
  const answer = await gateway.app.inject({
    method: route.method,
    url: route.url
      .replace(':id', route.integerId ? '1' : randomUUID())
      .replace(':loanTypeId', '1')
      .replace(':staffId', 'A'.repeat(24)),
    payload: withValueAt(VALID_BODIES[name]!, leaf.path, standIn),
  });
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toMatchObject({ requestSuccessful: false, field });
  // Refused by the schema for its type, not by a handler that happened to get a value it dislikes.
  expect(answer.json().message).toBe(`The field '${field}' must be ${String(leaf.schema.type)}`);
});
