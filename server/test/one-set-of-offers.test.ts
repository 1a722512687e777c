import { randomUUID } from 'node:crypto';
import type { EligibilityRequest } from '@lendbridge/contract';
import { hashPassword } from '../src/auth/password';
import { randomId } from '../src/auth/secrets';
import { insertBorrower } from '../src/gateway/accounts/users-repository';
import { startTestGateway } from './helpers/gateway';
import { EMEKA, KEMI, proveIdentity } from './helpers/identity';

/*
 * One set of open offers per person: a new check withdraws the open offers of the person's
 * earlier checks, accepting withdraws every other open offer of theirs, each audited.
 */
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let personalLoanTypeId: number;
const PASSWORD = 'a long enough passphrase';

const send = (method: 'GET' | 'POST', url: string, options: { body?: object; token?: string } = {}) =>
  gateway.app.inject({
    method,
    url,
    ...(options.body ? { payload: options.body } : {}),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'idempotency-key': randomUUID(),
    },
  });

async function newBorrower(email: string) {
  await insertBorrower(gateway.db, {
    publicId: randomId(),
    email,
    passwordHash: await hashPassword(PASSWORD),
    firstName: 'Kemi',
    lastName: 'Adewale',
    phone: '+2348011111111',
  });
  await gateway.db.query('UPDATE users SET email_confirmed = true WHERE email = $1', [email]);
  const body = (await send('POST', '/api/Account/login', { body: { email, password: PASSWORD } })).json();
  return { token: body.responseData.token as string, id: body.responseData.user.id as string };
}

const check = (body: Partial<EligibilityRequest>, token?: string) =>
  send('POST', '/api/Eligibility/checkeligibility', {
    token,
    body: {
      loanType: personalLoanTypeId,
      amount: 50_000_000,
      tenorMonths: 12,
      regNo: KEMI.regNo,
      organizationCode: KEMI.organizationCode,
      organizationName: '',
      email: 'whoever@example.com',
      ...body,
    },
  });

const openOffers = async (session: { token: string; id: string }) =>
  (
    await send('GET', `/api/LoanTransaction/loans/users_current_loan_status/${session.id}`, {
      token: session.token,
    })
  ).json().responseData.openOffers as Array<{ id: string; applicationId: string; providerId: number }>;

const statuses = async (applicationId: string) =>
  (
    await gateway.db.query<{ status: string }>(
      'SELECT status FROM loan_offers WHERE application_id = $1 ORDER BY id',
      [applicationId],
    )
  ).rows.map((row) => row.status);

const withdrawals = async (applicationId: string) =>
  (
    await gateway.db.query<{ details: { reason?: string; acceptedOfferId?: string } }>(
      `SELECT l.details FROM audit_log l JOIN loan_offers o ON o.id = l.entity_id
       WHERE o.application_id = $1 AND l.action = 'offer_withdrawn'`,
      [applicationId],
    )
  ).rows.map((row) => row.details);

beforeAll(async () => {
  gateway = await startTestGateway();
  const { rows } = await gateway.db.query<{ id: number }>(
    `SELECT id FROM loan_types WHERE code = 'personal'`,
  );
  personalLoanTypeId = rows[0]!.id;
});
afterAll(() => gateway.close());

describe('one set of open offers per person', () => {
  let kemi: { token: string; id: string };
  const applications: string[] = [];

  it('a new check withdraws the open offers of the earlier ones, each audited', async () => {
    kemi = await newBorrower('kemi.offers@example.com');
    await proveIdentity(gateway, KEMI, kemi.token);
    for (const amount of [50_000_000, 40_000_000, 30_000_000]) {
      const outcome = (await check({ amount }, kemi.token)).json().responseData;
      expect(outcome.offers.length).toBeGreaterThan(1);
      applications.push(outcome.applicationId);
    }
    const [first, second, third] = applications as [string, string, string];
    expect(new Set(await statuses(first))).toEqual(new Set(['withdrawn']));
    expect(new Set(await statuses(second))).toEqual(new Set(['withdrawn']));
    expect(new Set(await statuses(third))).toEqual(new Set(['offered']));
    expect((await withdrawals(first)).length).toBe((await statuses(first)).length);
    expect(await withdrawals(second)).toContainEqual(expect.objectContaining({ reason: 'newer_check' }));

    const open = await openOffers(kemi);
    expect(new Set(open.map((offer) => offer.applicationId))).toEqual(new Set([third]));
    const lenders = open.map((offer) => offer.providerId);
    expect(new Set(lenders).size).toBe(lenders.length);
  });

  it('accepting withdraws every other open offer of the person, whichever check made it', async () => {
    // An earlier check's offer still open (as before this rule): accepting must close it too.
    const [, second, third] = applications as [string, string, string];
    await gateway.db.query(
      `UPDATE loan_offers SET status = 'offered', decided_at = NULL WHERE application_id = $1`,
      [second],
    );
    const open = await openOffers(kemi);
    const chosen = open.find((offer) => offer.applicationId === third)!;
    const accepted = await send('POST', `/api/LoanTransaction/accept_offer/${chosen.id}`, {
      token: kemi.token,
      body: { consent: true },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await openOffers(kemi)).toEqual([]);
    expect(new Set(await statuses(second))).toEqual(new Set(['withdrawn']));
    expect(await withdrawals(second)).toContainEqual({ acceptedOfferId: chosen.id });
    const thirds = await statuses(third);
    expect(thirds.filter((status) => status === 'accepted')).toHaveLength(1);
    expect(thirds.filter((status) => status === 'withdrawn')).toHaveLength(thirds.length - 1);
  });

  it('two checks at once leave one set open', async () => {
    const answers = await Promise.all([
      check({ amount: 10_000_000 }, kemi.token),
      check({ amount: 11_000_000 }, kemi.token),
    ]);
    for (const answer of answers) expect(answer.json().requestSuccessful).toBe(true);
    const open = await openOffers(kemi);
    expect(open.length).toBeGreaterThan(0);
    expect(new Set(open.map((offer) => offer.applicationId)).size).toBe(1);
  });

  it('a visitor’s checks keep one set too, and it becomes the account’s when they log in', async () => {
    const proof = await proveIdentity(gateway, EMEKA);
    const first = (await check({ regNo: EMEKA.regNo, identityProof: proof, amount: 5_000_000 })).json()
      .responseData;
    const second = (await check({ regNo: EMEKA.regNo, identityProof: proof, amount: 6_000_000 })).json()
      .responseData;
    expect(first.offers.length).toBeGreaterThan(0);
    expect(new Set(await statuses(first.applicationId))).toEqual(new Set(['withdrawn']));
    expect(new Set(await statuses(second.applicationId))).toEqual(new Set(['offered']));

    const emeka = await newBorrower('emeka.offers@example.com');
    const bound = await send('POST', '/api/Identity/bind', {
      token: emeka.token,
      body: { proofToken: proof },
    });
    expect(bound.statusCode).toBe(200);
    expect(new Set((await openOffers(emeka)).map((offer) => offer.applicationId))).toEqual(
      new Set([second.applicationId]),
    );
  });
});
