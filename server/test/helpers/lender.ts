import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/auth/password';
import { randomId } from '../../src/auth/secrets';
import { demoUsers, LENDER_STAFF_EMAIL } from '../../src/seed/data';
import type { startTestGateway } from './gateway';

type Gateway = Awaited<ReturnType<typeof startTestGateway>>;

export const KOBO_STAFF = demoUsers.find((user) => user.email === LENDER_STAFF_EMAIL)!;
export const ADMIN = demoUsers.find((user) => user.roleId === 3)!;
export const DEMO_BORROWER = demoUsers.find((user) => user.roleId === 1)!;
export const STAFF_PASSWORD = 'a long enough staff passphrase';

/** Seeded Kobo Credit borrowers (see server/src/seed/data/loans.ts). */
export const AWAITING_BORROWER = { email: 'damilola.akande@lendbridge.example', regNo: 'LHS-21560' };
export const RENEWING_BORROWER = { email: 'chinedu.okeke@lendbridge.example', regNo: 'ZT-1066' };
export const OVERDUE_BORROWER = { email: 'ifeoma.nwachukwu@lendbridge.example', regNo: 'FCS-302215' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Call {
  token?: string;
  body?: unknown;
  /** An Idempotency-Key; writes get a fresh one unless a test passes its own or `null`. */
  key?: string | null;
  remoteAddress?: string;
}

export function caller(gateway: Gateway) {
  return (method: Method, url: string, call: Call = {}) => {
    const key = call.key === undefined ? (method === 'GET' ? null : randomUUID()) : call.key;
    return gateway.app.inject({
      method,
      url,
      ...(call.remoteAddress ? { remoteAddress: call.remoteAddress } : {}),
      ...(call.body !== undefined ? { payload: call.body as object } : {}),
      headers: {
        ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
    });
  };
}

export async function lenderLogin(gateway: Gateway, email: string, password: string): Promise<string> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/api/Lender/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`Lender login answered ${response.statusCode}: ${response.body}`);
  return response.json().responseData.token as string;
}

export async function borrowerLogin(gateway: Gateway, email: string, password = DEMO_BORROWER.password) {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/api/Account/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`Login answered ${response.statusCode}: ${response.body}`);
  const data = response.json().responseData;
  return { token: data.token as string, id: data.user.id as string };
}

/** A staff account of another provider, to try Kobo Credit's records with. */
export async function insertStaff(
  gateway: Gateway,
  providerSlug: string,
): Promise<{ email: string; token: string }> {
  const email = `staff-${randomUUID()}@${providerSlug}.example`;
  await gateway.db.query(
    `INSERT INTO users (public_id, email, password_hash, first_name, last_name, role_id, email_confirmed, provider_id)
     SELECT $1, $2, $3, 'Other', 'Staff', 2, true, id FROM providers WHERE slug = $4`,
    [randomId(), email, await hashPassword(STAFF_PASSWORD), providerSlug],
  );
  return { email, token: await lenderLogin(gateway, email, STAFF_PASSWORD) };
}

/** The id of a borrower's loan with the provider, in the given state. */
export async function loanOf(gateway: Gateway, email: string, status: string): Promise<string> {
  const { rows } = await gateway.db.query<{ id: string }>(
    `SELECT l.id FROM loans l JOIN users u ON u.id = l.user_id WHERE lower(u.email) = lower($1) AND l.status = $2
     ORDER BY l.accepted_at DESC LIMIT 1`,
    [email, status],
  );
  if (!rows[0]) throw new Error(`${email} has no ${status} loan`);
  return rows[0].id;
}

/** A fingerprint of every row of every table: any insert, update or delete changes it. */
export async function snapshot(gateway: Gateway): Promise<Record<string, string>> {
  const { rows: tables } = await gateway.db.query<{ name: string }>(
    `SELECT schemaname || '.' || tablename AS name FROM pg_tables
     WHERE schemaname = 'public' AND tablename <> 'sessions' ORDER BY 1`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await gateway.db.query<{ sum: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${name} t`,
    );
    sums[name] = rows[0]!.sum;
  }
  return sums;
}

/** Emails written since `before` was counted, with their raw text. */
export async function mailSince(gateway: Gateway, before: number) {
  return (await gateway.mail()).slice(before);
}
