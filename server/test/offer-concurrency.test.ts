import { randomUUID } from 'node:crypto';
import { hashPassword } from '../src/auth/password';
import { randomId } from '../src/auth/secrets';
import { insertBorrower } from '../src/gateway/accounts/users-repository';
import { AFFORDABILITY_SHARE_BPS, startTestGateway } from './helpers/gateway';
import { EMEKA, proveIdentity, type RosterEntry } from './helpers/identity';

let gateway: Awaited<ReturnType<typeof startTestGateway>>;
const borrower = { email: 'emeka.nwosu@example.com', password: 'a long enough passphrase' };
let token: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  await insertBorrower(gateway.db, {
    publicId: randomId(),
    email: borrower.email,
    passwordHash: await hashPassword(borrower.password),
    firstName: 'Emeka',
    lastName: 'Nwosu',
    phone: '+2348022222222',
  });
  await gateway.db.query('UPDATE users SET email_confirmed = true WHERE email = $1', [borrower.email]);
  token = await loginAs(borrower.email);
  await proveIdentity(gateway, EMEKA, token);
});

async function loginAs(email: string): Promise<string> {
  const login = await gateway.app.inject({
    method: 'POST',
    url: '/api/Account/login',
    payload: { email, password: borrower.password },
  });
  return login.json().responseData.token;
}

/** A confirmed borrower bound to the roster entry, logged in. */
async function boundBorrower(email: string, entry: RosterEntry): Promise<string> {
  await insertBorrower(gateway.db, {
    publicId: randomId(),
    email,
    passwordHash: await hashPassword(borrower.password),
    firstName: 'Bound',
    lastName: 'Borrower',
    phone: '',
  });
  await gateway.db.query('UPDATE users SET email_confirmed = true WHERE email = $1', [email]);
  const session = await loginAs(email);
  await proveIdentity(gateway, entry, session);
  return session;
}
afterAll(() => gateway.close());

it('accepts exactly one of 50 simultaneous accepts across the offers of one check', async () => {
  const { rows: types } = await gateway.db.query<{ id: number }>(
    `SELECT id FROM loan_types WHERE code = 'personal'`,
  );
  const checked = await gateway.app.inject({
    method: 'POST',
    url: '/api/Eligibility/checkeligibility',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      loanType: types[0]!.id,
      amount: 40_000_000,
      tenorMonths: 12,
      regNo: 'ZT-1014',
      organizationCode: 'ZENITHTECH',
      organizationName: 'Zenith Tech Solutions Ltd',
      email: borrower.email,
    },
  });
  const { applicationId, offers } = checked.json().responseData;
  const offerIds: string[] = offers.map((offer: { id: string }) => offer.id);
  expect(offerIds.length).toBeGreaterThanOrEqual(4);

  const attempts = Array.from({ length: 50 }, (_, index) =>
    gateway.app.inject({
      method: 'POST',
      url: `/api/LoanTransaction/accept_offer/${offerIds[index % offerIds.length]}`,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      payload: { consent: true },
    }),
  );
  const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(49);

  const { rows: offerRows } = await gateway.db.query<{ id: string; status: string }>(
    'SELECT id, status FROM loan_offers WHERE application_id = $1',
    [applicationId],
  );
  expect(offerRows.filter((offer) => offer.status === 'accepted')).toHaveLength(1);
  expect(offerRows.filter((offer) => offer.status === 'withdrawn')).toHaveLength(offerIds.length - 1);
  const accepted = offerRows.find((offer) => offer.status === 'accepted')!;
  const { rows: loans } = await gateway.db.query<{ id: string }>(
    'SELECT id FROM loans WHERE offer_id = ANY($1::uuid[])',
    [offerIds],
  );
  expect(loans).toHaveLength(1);

  // One audit row per change: each offer made, the one accepted, the others withdrawn, the loan created.
  const { rows: audits } = await gateway.db.query<{ action: string; entityId: string }>(
    `SELECT action, entity_id AS "entityId" FROM audit_log WHERE entity_id = ANY($1::uuid[]) ORDER BY id`,
    [[...offerIds, loans[0]!.id]],
  );
  const count = (action: string) => audits.filter((row) => row.action === action).length;
  expect(count('offer_made')).toBe(offerIds.length);
  expect(count('offer_accepted')).toBe(1);
  expect(count('offer_withdrawn')).toBe(offerIds.length - 1);
  expect(count('loan_created')).toBe(1);
  expect(audits).toHaveLength(2 * offerIds.length + 1);
  expect(audits.find((row) => row.action === 'offer_accepted')?.entityId).toBe(accepted.id);
});

describe('affordability at decision time', () => {
  /** Runs `count` checks for the borrower first, answering the cheapest offer of each. */
  async function checks(session: string, entry: RosterEntry, count: number, amount: number) {
    const { rows: types } = await gateway.db.query<{ id: number }>(
      `SELECT id FROM loan_types WHERE code = 'personal'`,
    );
    const offers: Array<{ id: string; monthlyRepayment: number }> = [];
    for (let i = 0; i < count; i += 1) {
      const outcome = (
        await gateway.app.inject({
          method: 'POST',
          url: '/api/Eligibility/checkeligibility',
          headers: { authorization: `Bearer ${session}` },
          payload: {
            loanType: types[0]!.id,
            amount,
            tenorMonths: 12,
            regNo: entry.regNo,
            organizationCode: entry.organizationCode,
            organizationName: '',
            email: 'typed@example.com',
          },
        })
      ).json().responseData;
      expect(outcome.eligible).toBe(true);
      offers.push(outcome.offers[0]);
    }
    return offers;
  }

  const accept = (session: string, offerId: string) =>
    gateway.app.inject({
      method: 'POST',
      url: `/api/LoanTransaction/accept_offer/${offerId}`,
      headers: { authorization: `Bearer ${session}`, 'idempotency-key': randomUUID() },
      payload: { consent: true },
    });

  async function limitOf(entry: RosterEntry): Promise<number> {
    const { rows } = await gateway.db.query<{ pay: number }>(
      `SELECT monthly_net_pay AS pay FROM organization_members WHERE reg_no = $1`,
      [entry.regNo],
    );
    return Math.floor((rows[0]!.pay * AFFORDABILITY_SHARE_BPS) / 10_000);
  }

  async function loanRepayments(entry: RosterEntry): Promise<number[]> {
    const { rows } = await gateway.db.query<{ monthly: number }>(
      `SELECT o.monthly_repayment AS monthly FROM loans l JOIN loan_offers o ON o.id = l.offer_id
       JOIN loan_applications a ON a.id = o.application_id
       JOIN organization_members m ON m.id = a.member_id WHERE m.reg_no = $1`,
      [entry.regNo],
    );
    return rows.map((row) => row.monthly);
  }

  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  it('never takes the borrower past the limit with several checks accepted one after another', async () => {
    const ngozi = {
      organizationCode: 'ZENITHTECH',
      regNo: 'ZT-1058',
      contact: 'ngozi.obi@zenithtech.example',
    };
    const session = await boundBorrower('ngozi@example.com', ngozi);
    const limit = await limitOf(ngozi);
    // Each offer alone fits the limit; all four together do not.
    const offers = await checks(session, ngozi, 4, 30_000_000);
    expect(sum(offers.map((offer) => offer.monthlyRepayment))).toBeGreaterThan(limit);

    // Only the newest check's offers stay open; accepting one withdraws every other of the person's.
    const answers: Awaited<ReturnType<typeof accept>>[] = [];
    for (const offer of offers.reverse()) answers.push(await accept(session, offer.id));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 409, 409, 409]);
    for (const answer of answers.slice(1))
      expect(answer.json()).toMatchObject({ error: 'illegal_transition' });
    const repayments = await loanRepayments(ngozi);
    expect(repayments).toHaveLength(1);
    expect(sum(repayments)).toBeLessThanOrEqual(limit);
  });

  it('never takes the borrower past the limit with accepts across several checks at once', async () => {
    const musa = {
      organizationCode: 'ZENITHTECH',
      regNo: 'ZT-1043',
      contact: 'musa.abdullahi@zenithtech.example',
    };
    const session = await boundBorrower('musa@example.com', musa);
    const limit = await limitOf(musa);
    const offers = await checks(session, musa, 6, 30_000_000);
    expect(sum(offers.map((offer) => offer.monthlyRepayment))).toBeGreaterThan(limit);
    // Offers left open by earlier checks (as before one set per person was kept), accepted at once.
    await gateway.db.query(
      `UPDATE loan_offers SET status = 'offered', decided_at = NULL WHERE id = ANY($1::uuid[])`,
      [offers.map((offer) => offer.id)],
    );
    const answers = await Promise.all(offers.map((offer) => accept(session, offer.id)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const repayments = await loanRepayments(musa);
    expect(repayments).toHaveLength(1);
    expect(sum(repayments)).toBeLessThanOrEqual(limit);
  });
});
