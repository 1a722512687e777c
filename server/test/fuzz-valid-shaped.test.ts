import assert from 'node:assert/strict';
import { gatewayRoutes, ownPattern, type RouteContract } from '@lendbridge/contract';
import { TypeRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import fc from 'fast-check';
import type { Queryable } from '../src/db/database';
import { demoUsers } from '../src/seed/data';
import { consoleLogin } from './helpers/console';
import { startTestGateway } from './helpers/gateway';
import { ADMIN, borrowerLogin, KOBO_STAFF, lenderLogin } from './helpers/lender';

/*
 * Generated requests the contract accepts, aimed at real records (the demo borrower's offers,
 * loans and roster numbers, real loan types) often enough to reach the handlers' logic. Whatever
 * is asked: never a 5xx; a refused request (4xx) changes no row anywhere; and afterwards the
 * money adds up (every offer's figures agree, one loan per accepted offer, one accepted offer per
 * application at most, repayments add up to each loan, payouts and settlements to what was
 * lent, every decision audit-logged). The lender workspace's calls are made as Kobo Credit's
 * staff, the console's as the platform admin. FUZZ_RUNS sets the cases per route.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const ROUTE_TIMEOUT_MS = 30_000 + RUNS * 200;
const DEMO = demoUsers.find((user) => user.roleId === 1)!;

type Gateway = Awaited<ReturnType<typeof startTestGateway>>;

/**
 * The session a call's audience accepts: Kobo Credit's staff for the workspace's calls, the
 * platform admin for the console's, the demo borrower for the rest.
 */
const SESSIONS: Record<
  NonNullable<RouteContract['audience']> | 'borrower',
  (gateway: Gateway) => Promise<string>
> = {
  borrower: async (gateway) => (await borrowerLogin(gateway, DEMO.email)).token,
  lender: (gateway) => lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password),
  console: (gateway) => consoleLogin(gateway, ADMIN.email, ADMIN.password),
};

const logIn = (route: RouteContract, gateway: Gateway) => SESSIONS[route.audience ?? 'borrower'](gateway);

type Properties = Record<string, TSchema>;

// The contract's string enums are TypeBox "Unsafe" schemas, which Value.Check must be taught.
if (!TypeRegistry.Has('Unsafe')) {
  TypeRegistry.Set<{ enum?: unknown[] }>('Unsafe', (schema, value) =>
    Array.isArray(schema.enum) ? schema.enum.includes(value) : true,
  );
}

/** Any value the schema accepts; `hints` offer real values for fields known by name. */
function valueOf(
  schema: TSchema,
  hints: Record<string, fc.Arbitrary<unknown>>,
  name = '',
): fc.Arbitrary<unknown> {
  const generic = genericValueOf(schema, hints);
  const hint = hints[name];
  return (
    hint ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: generic, weight: 1 }) : generic
  ).filter((value) => Value.Check(schema, value));
}

function genericValueOf(
  schema: TSchema,
  hints: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.anyOf))
    return fc.oneof(...(schema.anyOf as TSchema[]).map((s) => valueOf(s, hints)));
  switch (schema.type) {
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 10_000_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e12, noNaN: true });
    case 'string': {
      const maxLength = Math.min(Number(schema.maxLength ?? 60), 60);
      if (schema.format === 'email') return fc.emailAddress().filter((email) => email.length <= 254);
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date' || schema.format === 'date-time') {
        const instant = fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        });
        return schema.format === 'date'
          ? instant.map((date) => date.toISOString().slice(0, 10))
          : instant.map((date) => date.toISOString());
      }
      // Random strings would almost never pass an unknown format's check, and fast-check's filter
      // would then retry forever in one synchronous loop that no test timeout interrupts.
      if (schema.format !== undefined) throw new Error(`no generator for the format ${schema.format}`);
      const pattern = ownPattern(schema.pattern as string | undefined);
      if (pattern && pattern !== '\\S') {
        // `^[…]+$` with a minimum length: ask for that length, rather than filter short ones out.
        const sized = pattern.replace(
          /\+\$$/,
          `{${schema.minLength ?? 1},${Math.max(maxLength, schema.minLength ?? 1)}}$`,
        );
        return fc.stringMatching(new RegExp(sized));
      }
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.max(maxLength, schema.minLength ?? 0),
      });
    }
    case 'array':
      return fc.array(valueOf(schema.items as TSchema, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const properties = (schema.properties ?? {}) as Properties;
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, valueOf(property, hints, key)]),
      );
      return fc.record(model, { requiredKeys: (schema.required as string[] | undefined) ?? [] });
    }
    default:
      return fc.constant(undefined);
  }
}

interface Known {
  offerIds: string[];
  loanIds: string[];
  renewalIds: string[];
  publicId: string;
  loanTypeIds: number[];
  regNos: string[];
  organizationCodes: string[];
  /** What each loan awaiting payout pays out, so a payout's amount is often the right one. */
  payouts: number[];
  /** Staff numbers of Kobo Credit's borrowers repaying a loan, for remittance rows. */
  repayingStaff: string[];
}

async function knownRecords(db: Queryable): Promise<Known> {
  const query = async <T>(sql: string) => (await db.query<{ v: T }>(sql)).rows.map((row) => row.v);
  return {
    offerIds: await query<string>(`SELECT id::text AS v FROM loan_offers`),
    loanIds: await query<string>(`SELECT id::text AS v FROM loans`),
    renewalIds: await query<string>(`SELECT id::text AS v FROM loan_renewals`),
    payouts: await query<number>(
      `SELECT o.amount_received - COALESCE(ro.total_repayment - r.amount_repaid, 0) AS v
       FROM loans l JOIN loan_offers o ON o.id = l.offer_id
       LEFT JOIN loans r ON r.id = l.replaces_loan_id LEFT JOIN loan_offers ro ON ro.id = r.offer_id
       WHERE l.status = 'awaiting_disbursement'`,
    ),
    repayingStaff: await query<string>(
      `SELECT m.reg_no AS v FROM loans l JOIN organization_members m ON m.id = l.member_id
       JOIN providers p ON p.id = l.provider_id WHERE p.slug = 'kobo-credit' AND l.status = 'active'`,
    ),
    publicId: (await query<string>(`SELECT public_id AS v FROM users WHERE email = '${DEMO.email}'`))[0]!,
    loanTypeIds: await query<number>('SELECT id AS v FROM loan_types'),
    regNos: await query<string>('SELECT reg_no AS v FROM organization_members'),
    organizationCodes: await query<string>('SELECT code AS v FROM organizations'),
  };
}

function hintsFor(known: Known): Record<string, fc.Arbitrary<unknown>> {
  const pick = <T>(values: T[]) => (values.length > 0 ? fc.constantFrom(...values) : fc.constant(undefined));
  const today = new Date().toISOString().slice(0, 10);
  const reference = fc.stringMatching(/^[A-Z0-9-]{6,20}$/);
  const remittanceRow = fc
    .tuple(pick(known.repayingStaff), fc.integer({ min: 1, max: 10_000_000 }), reference)
    .map(([staff, kobo, ref]) => `${staff ?? 'X'},"${(kobo / 100).toFixed(2)}",${today},${ref}`);
  return {
    id: fc.oneof(
      pick(known.offerIds),
      pick(known.loanIds),
      pick(known.renewalIds),
      fc.constant(known.publicId),
    ),
    paidOn: fc.constantFrom(today, '2020-01-01'),
    amountPaid: fc.oneof(pick(known.payouts), fc.integer({ min: 1, max: 100_000_000 })),
    reference,
    csv: fc
      .array(remittanceRow, { minLength: 1, maxLength: 4 })
      .map((rows) => ['Staff number,Amount,Date,Reference', ...rows].join('\r\n')),
    loanId: pick(known.loanIds),
    userId: fc.constant(known.publicId),
    loanType: pick(known.loanTypeIds),
    loanTypeId: pick(known.loanTypeIds),
    regNo: pick(known.regNos),
    organizationCode: pick(known.organizationCodes),
    email: fc.constant(DEMO.email),
    userEmail: fc.constant(DEMO.email),
    password: fc.constant(DEMO.password),
    consent: fc.constant(true),
    amount: fc.integer({ min: 1_000_000, max: 300_000_000 }),
    tenorMonths: fc.integer({ min: 1, max: 36 }),
  };
}

function requestFor(route: RouteContract, token: string, hints: Record<string, fc.Arbitrary<unknown>>) {
  const part = (schema: TSchema | undefined) =>
    schema ? (valueOf(schema, hints) as fc.Arbitrary<Record<string, unknown>>) : fc.constant(undefined);
  return fc
    .record({
      params: part(route.params),
      query: part(route.querystring),
      headers: part(route.headers),
      body: part(route.body),
      from: fc.ipV4(),
      confirmed: fc.boolean(),
    })
    .map(({ params, query, headers, body, from, confirmed }) => {
      // A new password is typed twice: mostly the same, so the request gets past that check.
      if (body && 'confirmPassword' in body && confirmed) body.confirmPassword = body.password;
      let url = route.url;
      for (const [name, value] of Object.entries(params ?? {})) {
        url = url.replace(`:${name}`, encodeURIComponent(String(value)));
      }
      const search = new URLSearchParams(
        Object.entries(query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
      ).toString();
      return {
        method: route.method,
        url: search ? `${url}?${search}` : url,
        // A new address per request, so what is tested is the handler, not a rate limit.
        remoteAddress: from,
        headers: {
          authorization: `Bearer ${token}`,
          ...Object.fromEntries(Object.entries(headers ?? {}).map(([key, value]) => [key, String(value)])),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      };
    });
}

/** A fingerprint of every row of every table: any insert, update or delete changes it. */
async function snapshot(db: Queryable): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT schemaname || '.' || tablename AS name FROM pg_tables
     WHERE schemaname IN ('public', 'institutions') ORDER BY 1`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ sum: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${name} t`,
    );
    sums[name] = rows[0]!.sum;
  }
  return sums;
}

/**
 * Refusals that change a row on purpose: a wrong identity code uses up one of the code's five
 * tries (server/src/gateway/routes/identity.ts), or guessing would be free.
 */
const CHANGED_WHEN_REFUSED: Partial<Record<string, string[]>> = {
  verifyIdentityCode: ['public.identity_codes'],
};

const without = (sums: Record<string, string>, tables: string[] = []) =>
  Object.fromEntries(Object.entries(sums).filter(([table]) => !tables.includes(table)));

/** What must hold of the money after any sequence of requests. */
async function moneyProblems(db: Queryable): Promise<unknown[]> {
  const problems = [
    `SELECT 'offer figures disagree' AS problem, id::text FROM loan_offers
       WHERE amount_received + processing_fee <> principal
          OR total_cost_of_credit <> total_repayment - amount_received
          OR total_repayment < principal`,
    `SELECT 'loan without an accepted offer' AS problem, l.id::text FROM loans l
       JOIN loan_offers o ON o.id = l.offer_id WHERE o.status <> 'accepted'`,
    `SELECT 'accepted offer without a loan' AS problem, o.id::text FROM loan_offers o
       LEFT JOIN loans l ON l.offer_id = o.id WHERE o.status = 'accepted' AND l.id IS NULL`,
    `SELECT 'two accepted offers in one application' AS problem, application_id::text FROM loan_offers
       WHERE status = 'accepted' GROUP BY application_id HAVING count(*) > 1`,
    `SELECT 'decision not audit-logged' AS problem, o.id::text FROM loan_offers o
       WHERE o.status IN ('accepted', 'declined', 'withdrawn') AND NOT EXISTS (
         SELECT 1 FROM audit_log a WHERE a.entity = 'offer' AND a.entity_id = o.id AND a.to_status = o.status)`,
    `SELECT 'renewal of another borrower''s loan' AS problem, r.id::text FROM loan_renewals r
       JOIN loans l ON l.id = r.loan_id WHERE l.user_id <> r.user_id`,
    `SELECT 'repaid beyond the total, or a closed loan owing' AS problem, l.id::text FROM loans l
       JOIN loan_offers o ON o.id = l.offer_id
       WHERE l.amount_repaid > o.total_repayment
          OR (l.status = 'repaid') <> (l.amount_repaid = o.total_repayment)
          OR (l.status IN ('awaiting_disbursement', 'cancelled') AND l.amount_repaid + l.amount_overpaid > 0)`,
    `SELECT 'repayments do not add up to the loan' AS problem, l.id::text FROM loans l
       LEFT JOIN (SELECT loan_id, sum(applied_amount) AS applied, sum(overpaid_amount) AS overpaid
                  FROM loan_repayments GROUP BY loan_id) r ON r.loan_id = l.id
       WHERE COALESCE(r.applied, 0) <> l.amount_repaid OR COALESCE(r.overpaid, 0) <> l.amount_overpaid`,
    `SELECT 'payout and settlement do not make the amount received' AS problem, l.id::text FROM loans l
       JOIN loan_offers o ON o.id = l.offer_id
       WHERE l.payout_amount IS NOT NULL AND l.payout_amount + COALESCE(l.settlement_amount, 0) <> o.amount_received`,
    `SELECT 'loan state change not audit-logged' AS problem, l.id::text FROM loans l
       WHERE (l.status <> 'awaiting_disbursement' AND NOT EXISTS (
                SELECT 1 FROM audit_log a WHERE a.entity = 'loan' AND a.entity_id = l.id AND a.to_status = l.status))`,
  ];
  const found: unknown[] = [];
  for (const sql of problems) found.push(...(await db.query(sql)).rows);
  return found;
}

describe('generated valid-shaped requests to the gateway', () => {
  let gateway: Gateway;
  const reached: Record<string, number> = {};
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => {
    if (process.env.FUZZ_RUNS) console.log('Requests answered 2xx per route:', reached);
    await gateway.close();
  });

  // Logging out would end the session every later case uses: it runs last.
  const routes = Object.entries(gatewayRoutes).sort(
    ([a], [b]) => Number(a === 'logout') - Number(b === 'logout'),
  );

  it.each(routes)(
    '%s: never a 5xx, and a refused request changes nothing',
    async (name, route) => {
      reached[name] = 0;
      // A session of its own: the previous route's logins may have ended the older ones.
      const token = await logIn(route, gateway);
      // Records made by earlier routes (offers from eligibility checks) are targets too.
      const hints = hintsFor(await knownRecords(gateway.db));
      await fc.assert(
        fc.asyncProperty(requestFor(route, token, hints), async (request) => {
          const before = await snapshot(gateway.db);
          const response = await gateway.app.inject(request);
          await gateway.mail();
          if (response.statusCode >= 500) {
            throw new Error(
              `${request.method} ${request.url} answered ${response.statusCode}: ${response.body}`,
            );
          }
          if (response.statusCode >= 400) {
            // Thrown, as a property's failure is: fast-check then shrinks the request.
            const exempt = CHANGED_WHEN_REFUSED[name];
            assert.deepStrictEqual(without(await snapshot(gateway.db), exempt), without(before, exempt));
          } else {
            // Fastify's serializer shapes a fresh answer to the schema's types but checks no bounds,
            // formats or enums; a replayed one is checked against all of them first
            // (server/src/core/idempotency.ts), and one that breaks them fails there as a 500.
            const json = String(response.headers['content-type']).startsWith('application/json');
            const errors = (json ? [...Value.Errors(route.response, response.json())] : []).map(
              (error) => `${error.path}: ${error.message} (${JSON.stringify(error.value)})`,
            );
            assert.deepStrictEqual(
              errors,
              [],
              `${request.method} ${request.url} answered outside the contract`,
            );
            reached[name]! += 1;
          }
        }),
        { numRuns: RUNS },
      );
      expect(await moneyProblems(gateway.db)).toEqual([]);
    },
    ROUTE_TIMEOUT_MS,
  );

  it('reached the handlers: most routes answered some generated request with success', () => {
    const succeeded = Object.values(reached).filter((count) => count > 0).length;
    expect(succeeded).toBeGreaterThanOrEqual(Math.floor(routes.length / 2));
  });
});
