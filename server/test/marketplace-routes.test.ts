import { randomUUID } from 'node:crypto';
import type { EligibilityRequest } from '@lendbridge/contract';
import { hashPassword } from '../src/auth/password';
import { randomId } from '../src/auth/secrets';
import { demoUsers } from '../src/seed/data';
import { insertBorrower } from '../src/gateway/accounts/users-repository';
import { startTestGateway } from './helpers/gateway';
import { KEMI, proveIdentity, TUNDE } from './helpers/identity';

let gateway: Awaited<ReturnType<typeof startTestGateway>>;
const demo = demoUsers.find((user) => user.roleId === 1)!;
const kemi = { email: 'kemi.adewale@example.com', password: 'a long enough passphrase' };
let demoSession: { token: string; id: string };
let kemiSession: { token: string; id: string };
let personalLoanTypeId: number;

type Method = 'GET' | 'POST';
const send = (method: Method, url: string, options: { body?: object; token?: string; key?: string } = {}) =>
  gateway.app.inject({
    method,
    url,
    ...(options.body ? { payload: options.body } : {}),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
  });

async function login(email: string, password: string) {
  const body = (await send('POST', '/api/Account/login', { body: { email, password } })).json();
  return { token: body.responseData.token as string, id: body.responseData.user.id as string };
}

const check = (overrides: Partial<EligibilityRequest> = {}, token?: string) =>
  send('POST', '/api/Eligibility/checkeligibility', {
    token,
    body: {
      loanType: personalLoanTypeId,
      amount: 50_000_000,
      tenorMonths: 12,
      regNo: 'ZT-1001',
      organizationCode: 'ZENITHTECH',
      organizationName: 'Zenith Tech Solutions Ltd',
      email: demo.email,
      ...overrides,
    },
  });

const accept = (offerId: string, token: string, key: string = randomUUID()) =>
  send('POST', `/api/LoanTransaction/accept_offer/${offerId}`, { token, key, body: { consent: true } });
const decline = (offerId: string, token: string, key: string = randomUUID()) =>
  send('POST', `/api/LoanTransaction/decline_offer/${offerId}`, { token, key, body: {} });
const status = (id: string, token: string) =>
  send('GET', `/api/LoanTransaction/loans/users_current_loan_status/${id}`, { token });
const history = (id: string, token: string) =>
  send('GET', `/api/LoanTransaction/loans/user_loan_status/${id}`, { token });
const renew = (body: object, token: string, key: string = randomUUID()) =>
  send('POST', '/api/LoanTransaction/renew_loan_request', { body, token, key });

async function auditCount(): Promise<number> {
  const { rows } = await gateway.db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log');
  return rows[0]!.count;
}
async function offerStatuses(applicationId: string): Promise<string[]> {
  const { rows } = await gateway.db.query<{ status: string }>(
    'SELECT status FROM loan_offers WHERE application_id = $1 ORDER BY status',
    [applicationId],
  );
  return rows.map((row) => row.status);
}

beforeAll(async () => {
  gateway = await startTestGateway();
  const { rows } = await gateway.db.query<{ id: number }>(
    `SELECT id FROM loan_types WHERE code = 'personal'`,
  );
  personalLoanTypeId = rows[0]!.id;
  await insertBorrower(gateway.db, {
    publicId: randomId(),
    email: kemi.email,
    passwordHash: await hashPassword(kemi.password),
    firstName: 'Kemi',
    lastName: 'Adewale',
    phone: '+2348011111111',
  });
  await gateway.db.query('UPDATE users SET email_confirmed = true WHERE email = $1', [kemi.email]);
  demoSession = await login(demo.email, demo.password);
  kemiSession = await login(kemi.email, kemi.password);
});
afterAll(() => gateway.close());

describe('POST /api/Eligibility/checkeligibility', () => {
  it('verifies the bound borrower and offers every eligible provider, cheapest first', async () => {
    const response = await check({}, demoSession.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.requestSuccessful).toBe(true);
    expect(body.message).toBe('You are eligible for offers from 5 providers.');
    const outcome = body.responseData;
    expect(outcome.verifiedName).toBe('Adaeze Okafor');
    expect(outcome.identityConfirmed).toBe(true);
    expect(outcome.checks.map((c: { outcome: string }) => c.outcome)).toEqual(Array(7).fill('passed'));
    expect(outcome.offers.map((o: { providerName: string }) => o.providerName).sort()).toEqual([
      'Harmattan Finance',
      'Kobo Credit',
      'Lagoon Microfinance Bank',
      'Palmline Credit',
      'Sahel Capital Loans',
    ]);
    const costs = outcome.offers.map((o: { totalCostOfCredit: number }) => o.totalCostOfCredit);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    for (const offer of outcome.offers) {
      expect(offer.status).toBe('offered');
      expect(offer.principal).toBe(50_000_000);
      expect(offer.amountReceived).toBe(offer.principal - offer.processingFee);
      expect(offer.totalCostOfCredit).toBe(offer.totalRepayment - offer.amountReceived);
      expect(offer.aprBps).toBeGreaterThan(offer.annualInterestRateBps);
      expect(Date.parse(offer.expiresAt) - Date.parse(offer.createdAt)).toBe(7 * 24 * 3600 * 1000);
    }
    // The demo borrower already repays her Lagoon loan, so her limit is a third of her pay less that.
    expect(outcome.monthlyRepaymentLimit).toBeLessThan(21_450_000);
    expect(outcome.maximumEligibleAmount).toBeGreaterThan(50_000_000);
    // The offers belong to the account the roster entry is bound to; the typed email is not kept.
    const { rows } = await gateway.db.query<{ email: string | null; owner: string }>(
      `SELECT a.email, u.email AS owner FROM loan_applications a JOIN users u ON u.id = a.user_id WHERE a.id = $1`,
      [outcome.applicationId],
    );
    expect(rows).toEqual([{ email: null, owner: demo.email }]);
    const audits = await gateway.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'offer_made' AND entity_id = ANY($1::uuid[])`,
      [outcome.offers.map((o: { id: string }) => o.id)],
    );
    expect(audits.rows).toHaveLength(5);
  });

  it('answers a borrower who cannot afford the loan with 200, the reason and the failed rule, storing nothing', async () => {
    const before = await gateway.db.query('SELECT 1 FROM loan_applications');
    const response = await check({
      organizationCode: 'LAGOSHEALTH',
      regNo: 'lhs-20417 ',
      email: 'tunde@example.com',
      identityProof: await proveIdentity(gateway, TUNDE),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.requestSuccessful).toBe(false);
    expect(body.message).toMatch(
      /^The lowest monthly repayment, ₦[\d,.]+, is more than your limit of ₦11,550 \(33% of your take-home pay\)/,
    );
    expect(body.responseData.verifiedName).toBe('Tunde Bakare');
    expect(body.responseData.offers).toEqual([]);
    const affordability = body.responseData.checks.find((c: { rule: string }) => c.rule === 'affordability');
    expect(affordability.outcome).toBe('failed');
    expect((await gateway.db.query('SELECT 1 FROM loan_applications')).rows).toHaveLength(before.rows.length);
  });

  it('answers a number that is not on the roster as it answers any number nobody proved', async () => {
    const missing = await check({ regNo: 'ZT-0000' }, demoSession.token);
    const colleague = await check({ regNo: 'ZT-1058' }, demoSession.token);
    expect(missing.body).toBe(colleague.body);
    const body = missing.json();
    expect(body.requestSuccessful).toBe(false);
    expect(body.message).toMatch(/confirm it is you with the code/);
    expect(body.responseData).toMatchObject({ identityConfirmed: false, verifiedName: null, offers: [] });
  });

  it('refuses an organization that is no longer taking part', async () => {
    const body = (await check({ organizationCode: 'HALCYON', regNo: 'HAL-0452' })).json();
    expect(body.requestSuccessful).toBe(false);
    expect(body.responseData.checks[0]).toMatchObject({ rule: 'organization_active', outcome: 'failed' });
  });

  it('says so when no provider lends the loan type', async () => {
    const { rows } = await gateway.db.query<{ id: number }>(
      `INSERT INTO loan_types (code, name, description) VALUES ('bridging', 'Bridging loan', 'Short bridge') RETURNING id`,
    );
    const body = (await check({ loanType: rows[0]!.id })).json();
    expect(body.requestSuccessful).toBe(false);
    expect(body.message).toBe('No lender offers Bridging loan at the moment. Choose another loan type.');
  });

  it('makes a bound borrower’s offers theirs, whatever email the body carries', async () => {
    await proveIdentity(gateway, KEMI, kemiSession.token);
    const body = (await check({ regNo: 'ZT-1027', email: demo.email }, kemiSession.token)).json();
    expect(body.requestSuccessful).toBe(true);
    const { rows } = await gateway.db.query<{ owner: string }>(
      'SELECT u.email AS owner FROM loan_applications a JOIN users u ON u.id = a.user_id WHERE a.id = $1',
      [body.responseData.applicationId],
    );
    expect(rows).toEqual([{ owner: kemi.email }]);
    const demoOffers = (await status(demoSession.id, demoSession.token)).json().responseData.openOffers;
    expect(demoOffers.map((o: { applicationId: string }) => o.applicationId)).not.toContain(
      body.responseData.applicationId,
    );
  });

  it.each([
    [{ amount: 0 }, 'amount'],
    [{ amount: -5 }, 'amount'],
    [{ amount: 1500.5 }, 'amount'],
    [{ amount: 'lots' }, 'amount'],
    [{ regNo: '' }, 'regNo'],
    [{ regNo: '   ' }, 'regNo'],
    [{ tenorMonths: 0 }, 'tenorMonths'],
    [{ email: 'not-an-email' }, 'email'],
    [{ surprise: true }, 'surprise'],
  ])('refuses %j with 400 naming %s', async (overrides, field) => {
    const response = await check(overrides as Partial<EligibilityRequest>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ requestSuccessful: false, field });
  });

  it('refuses a request without a registration number', async () => {
    const response = await send('POST', '/api/Eligibility/checkeligibility', {
      body: {
        loanType: personalLoanTypeId,
        amount: 100,
        tenorMonths: 3,
        organizationCode: 'ZENITHTECH',
        organizationName: '',
        email: demo.email,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'regNo', message: "The field 'regNo' is required" });
  });

  it('answers 404 naming the field for an unknown loan type or organization', async () => {
    const unknownType = await check({ loanType: 99_999 });
    expect(unknownType.statusCode).toBe(404);
    expect(unknownType.json()).toMatchObject({ field: 'loanType' });
    const unknownOrganization = await check({ organizationCode: 'NOWHERE' });
    expect(unknownOrganization.statusCode).toBe(404);
    expect(unknownOrganization.json()).toMatchObject({ field: 'organizationCode' });
  });
});

describe('GET /api/Provider/provider_eligiblity_offering_by_loan_type_id/{loanTypeId}', () => {
  it('lists the active providers of the loan type with a representative example', async () => {
    const response = await send(
      'GET',
      `/api/Provider/provider_eligiblity_offering_by_loan_type_id/${personalLoanTypeId}`,
    );
    expect(response.statusCode).toBe(200);
    const items = response.json().responseData.items;
    expect(items.map((item: { providerName: string }) => item.providerName)).not.toContain('Ember Finance');
    expect(items).toHaveLength(5);
    for (const item of items) {
      expect(item.representativeExample.principal).toBe(50_000_000);
      expect(item.representativeExample.tenorMonths).toBe(12);
      expect(item.summary).not.toBe('');
    }
  });

  it('answers 404 for an unknown loan type and 400 for one that is not a number', async () => {
    expect(
      (await send('GET', '/api/Provider/provider_eligiblity_offering_by_loan_type_id/99999')).statusCode,
    ).toBe(404);
    expect(
      (await send('GET', '/api/Provider/provider_eligiblity_offering_by_loan_type_id/abc')).statusCode,
    ).toBe(400);
  });
});

describe('offers: accept and decline', () => {
  let applicationId: string;
  let offerIds: string[];
  beforeAll(async () => {
    const outcome = (await check({}, demoSession.token)).json().responseData;
    applicationId = outcome.applicationId;
    offerIds = outcome.offers.map((offer: { id: string }) => offer.id);
  });

  it('shows the offers to the account the roster entry is bound to, and to no other', async () => {
    const open = (await status(demoSession.id, demoSession.token)).json().responseData.openOffers;
    const ids = open.map((offer: { id: string }) => offer.id);
    for (const id of offerIds) expect(ids).toContain(id);
    expect(
      (await status(kemiSession.id, kemiSession.token))
        .json()
        .responseData.openOffers.map((o: { id: string }) => o.id),
    ).not.toContain(offerIds[0]);
  });

  it('answers someone else’s offer exactly like a missing one, changing nothing', async () => {
    const before = await auditCount();
    const foreign = await accept(offerIds[0]!, kemiSession.token);
    const missing = await accept(randomUUID(), kemiSession.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await decline(offerIds[0]!, kemiSession.token)).statusCode).toBe(404);
    expect(await auditCount()).toBe(before);
    expect(await offerStatuses(applicationId)).toEqual(Array(5).fill('offered'));
  });

  it('needs a session, the borrower’s consent and a real offer id', async () => {
    expect(
      (await send('POST', `/api/LoanTransaction/accept_offer/${offerIds[0]}`, { body: { consent: true } }))
        .statusCode,
    ).toBe(401);
    const noConsent = await send('POST', `/api/LoanTransaction/accept_offer/${offerIds[0]}`, {
      token: demoSession.token,
      body: { consent: false },
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json()).toMatchObject({
      field: 'consent',
      message: "The field 'consent' must be accepted",
    });
    expect((await accept('not-a-uuid', demoSession.token)).statusCode).toBe(400);
    expect((await accept(offerIds[0]!, demoSession.token, 'bad key with spaces')).statusCode).toBe(400);
  });

  it('accepts one offer, withdraws the rest and creates a loan, auditing each change', async () => {
    const before = await auditCount();
    const key = randomUUID();
    const response = await accept(offerIds[1]!, demoSession.token, key);
    expect(response.statusCode).toBe(200);
    expect(response.json().requestSuccessful).toBe(true);
    expect(response.json().responseData).toBe(true);
    expect(response.json().message).toMatch(
      /^Offer accepted\. .+ will contact you to confirm the loan and pay it out\.$/,
    );
    expect(await offerStatuses(applicationId)).toEqual([
      'accepted',
      'withdrawn',
      'withdrawn',
      'withdrawn',
      'withdrawn',
    ]);
    expect(await auditCount()).toBe(before + 6);
    const { rows } = await gateway.db.query<{ status: string; userId: number }>(
      `SELECT l.status, a.user_id AS "userId" FROM loans l JOIN loan_offers o ON o.id = l.offer_id
       JOIN loan_applications a ON a.id = o.application_id WHERE l.offer_id = $1`,
      [offerIds[1]],
    );
    expect(rows[0]?.status).toBe('awaiting_disbursement');
    expect(rows[0]?.userId).not.toBeNull();

    // The same key again: the first answer, and nothing happens twice.
    const repeat = await accept(offerIds[1]!, demoSession.token, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(response.json());
    expect(await auditCount()).toBe(before + 6);
    // The same key for another request is a client bug, not a retry.
    const reused = await accept(offerIds[0]!, demoSession.token, key);
    expect(reused.statusCode).toBe(422);
  });

  it('refuses illegal transitions with 409 and a reason, changing nothing', async () => {
    const before = await auditCount();
    const again = await accept(offerIds[1]!, demoSession.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already accepted this offer.');
    const withdrawn = await accept(offerIds[0]!, demoSession.token);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().message).toMatch(/withdrawn when you accepted another offer/);
    expect((await decline(offerIds[2]!, demoSession.token)).statusCode).toBe(409);
    expect(await auditCount()).toBe(before);
  });

  it('declines one offer and leaves the others of the check open', async () => {
    const outcome = (await check({ amount: 30_000_000 }, demoSession.token)).json().responseData;
    const [first, second] = outcome.offers.map((offer: { id: string }) => offer.id);
    const response = await decline(first, demoSession.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ responseData: true, message: 'Offer declined' });
    expect((await offerStatuses(outcome.applicationId)).filter((s) => s === 'offered')).toHaveLength(
      outcome.offers.length - 1,
    );
    const reaccept = await accept(first, demoSession.token);
    expect(reaccept.statusCode).toBe(409);
    expect(reaccept.json().message).toMatch(/^You declined this offer/);
    // An offer past its expiry cannot be accepted, and says when it expired.
    await gateway.db.query(`UPDATE loan_offers SET expires_at = now() - interval '1 day' WHERE id = $1`, [
      second,
    ]);
    const expired = await accept(second, demoSession.token);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toMatch(
      /^This offer expired on \d{1,2} \w+ \d{4}\. Run a new eligibility check/,
    );
    const open = (await status(demoSession.id, demoSession.token)).json().responseData.openOffers;
    expect(open.map((offer: { id: string }) => offer.id)).not.toContain(second);
  });
});

describe('loans', () => {
  it('shows the loan being repaid with its schedule and next payment, and the loans awaiting payout', async () => {
    const response = await status(demoSession.id, demoSession.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { currentLoan, awaitingDisbursement } = response.json().responseData;
    expect(currentLoan).toMatchObject({
      providerName: 'Lagoon Microfinance Bank',
      status: 'active',
      tenorMonths: 12,
    });
    expect(currentLoan.schedule).toHaveLength(12);
    expect(currentLoan.schedule.filter((p: { paid: boolean }) => p.paid)).toHaveLength(3);
    expect(currentLoan.nextPayment.number).toBe(4);
    const paid = currentLoan.schedule
      .slice(0, 3)
      .reduce((sum: number, p: { amount: number }) => sum + p.amount, 0);
    expect(currentLoan.amountRepaid).toBe(paid);
    expect(currentLoan.outstandingBalance).toBe(currentLoan.totalRepayment - paid);
    expect(awaitingDisbursement).toHaveLength(1);
  });

  it('lists the loan history newest first', async () => {
    const items = (await history(demoSession.id, demoSession.token)).json().responseData.items;
    expect(items.map((loan: { status: string }) => loan.status)).toEqual([
      'awaiting_disbursement',
      'active',
      'repaid',
      'repaid',
      'repaid',
    ]);
    const repaid = items.filter((loan: { status: string }) => loan.status === 'repaid');
    for (const loan of repaid) {
      expect(loan.amountRepaid).toBe(loan.totalRepayment);
      expect(loan.outstandingBalance).toBe(0);
      expect(loan.closedAt).not.toBeNull();
    }
  });

  it('refuses another borrower’s id, and callers without a session', async () => {
    expect((await status(demoSession.id, kemiSession.token)).statusCode).toBe(403);
    expect((await history(demoSession.id, kemiSession.token)).statusCode).toBe(403);
    expect(
      (await send('GET', `/api/LoanTransaction/loans/user_loan_status/${demoSession.id}`)).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/LoanTransaction/renew_loan_request', () => {
  let loanId: string;
  let outstanding: number;
  let settleToday: number;
  beforeAll(async () => {
    const { currentLoan } = (await status(demoSession.id, demoSession.token)).json().responseData;
    loanId = currentLoan.id;
    outstanding = currentLoan.outstandingBalance;
    settleToday = currentLoan.settlement.amount;
  });

  it('refuses an amount that would not settle the loan today, or a term the lender does not offer', async () => {
    const low = await renew({ loanId, amount: settleToday, tenorMonths: 12 }, demoSession.token);
    expect(low.statusCode).toBe(400);
    expect(low.json().field).toBe('amount');
    expect(low.json().message).toMatch(
      /^The amount must be at least ₦[\d,.]+: enough to settle your current loan \(₦[\d,.]+ today\)/,
    );
    const long = await renew(
      { loanId, amount: outstanding + 10_000_000, tenorMonths: 48 },
      demoSession.token,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe('tenorMonths');
  });

  it('records one pending renewal, idempotently, and refuses a second', async () => {
    const before = await auditCount();
    const key = randomUUID();
    const body = { loanId, amount: outstanding + 20_000_000, tenorMonths: 12, reason: 'School fees' };
    const first = await renew(body, demoSession.token, key);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Loan Renewal request submitted successfully');
    expect(first.json().responseData).toMatchObject({ loanId, status: 'pending', reason: 'School fees' });
    // Quoted at the payoff today, with what the new loan would pay out after its fee.
    const quoted = first.json().responseData;
    expect(quoted.quotedSettlement).toMatchObject({ amount: settleToday });
    expect(quoted.quotedPayout).toBeLessThan(body.amount - settleToday);
    expect(quoted.quotedPayout).toBeGreaterThan(body.amount - settleToday - body.amount / 10);
    expect((await renew(body, demoSession.token, key)).json()).toEqual(first.json());
    expect((await renew({ ...body, amount: body.amount + 1 }, demoSession.token, key)).statusCode).toBe(422);
    const second = await renew(body, demoSession.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^You already asked to renew this loan/);
    expect(await auditCount()).toBe(before + 1);
    const { currentLoan } = (await status(demoSession.id, demoSession.token)).json().responseData;
    expect(currentLoan.pendingRenewal).toMatchObject({ id: first.json().responseData.id });
  });

  it('refuses to renew a loan that is not being repaid, or someone else’s', async () => {
    const items = (await history(demoSession.id, demoSession.token)).json().responseData.items;
    const awaiting = items.find((loan: { status: string }) => loan.status === 'awaiting_disbursement');
    const repaid = items.find((loan: { status: string }) => loan.status === 'repaid');
    for (const loan of [awaiting, repaid]) {
      const response = await renew(
        { loanId: loan.id, amount: 90_000_000, tenorMonths: 12 },
        demoSession.token,
      );
      expect(response.statusCode).toBe(409);
    }
    const foreign = await renew(
      { loanId: repaid.id, amount: 90_000_000, tenorMonths: 12 },
      kemiSession.token,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('accepting runs the check’s identity rules again, as things stand now', () => {
  let applicationId: string;
  let offerId: string;
  const entry = `(SELECT id FROM organization_members WHERE reg_no = '${KEMI.regNo}')`;
  beforeAll(async () => {
    await proveIdentity(gateway, KEMI, kemiSession.token);
    const outcome = (
      await check({ regNo: KEMI.regNo, amount: 10_000_000, email: kemi.email }, kemiSession.token)
    ).json().responseData;
    if (!outcome.eligible)
      throw new Error(`Kemi's check must be eligible to test accepting: ${outcome.reason}`);
    applicationId = outcome.applicationId;
    offerId = outcome.offers[0].id;
  });

  /** Breaks one fact, tries to accept, puts the fact back: the refusal must change nothing. */
  async function acceptWhile(breakIt: string, restore: string) {
    const before = await auditCount();
    await gateway.db.query(breakIt);
    try {
      const response = await accept(offerId, kemiSession.token);
      expect(response.statusCode).toBe(409);
      expect(await auditCount()).toBe(before);
      expect(new Set(await offerStatuses(applicationId))).toEqual(new Set(['offered']));
      return response.json();
    } finally {
      await gateway.db.query(restore);
    }
  }

  it('organization_active: the organisation no longer takes part', async () => {
    const refused = await acceptWhile(
      `UPDATE organizations SET status = false WHERE code = 'ZENITHTECH'`,
      `UPDATE organizations SET status = true WHERE code = 'ZENITHTECH'`,
    );
    expect(refused).toMatchObject({
      error: 'organization_active',
      message:
        'Zenith Tech Solutions Ltd is not taking part in Lendbridge at the moment, so this offer cannot be accepted.',
    });
  });

  it('registration_verified: the borrower left the roster', async () => {
    const refused = await acceptWhile(
      `UPDATE organization_members SET on_roster = false WHERE id = ${entry}`,
      `UPDATE organization_members SET on_roster = true WHERE id = ${entry}`,
    );
    expect(refused).toMatchObject({
      error: 'registration_verified',
      message: "You are no longer on Zenith Tech Solutions Ltd's records, so this offer cannot be accepted.",
    });
  });

  it('registration_verified: the binding is over 90 days old, or the roster contact changed since', async () => {
    const prove =
      'Confirm your staff or registration number with a code on the eligibility check before accepting this offer.';
    const stale = await acceptWhile(
      `UPDATE identity_bindings SET proven_at = proven_at - interval '91 days' WHERE member_id = ${entry}`,
      `UPDATE identity_bindings SET proven_at = proven_at + interval '91 days' WHERE member_id = ${entry}`,
    );
    expect(stale).toMatchObject({ error: 'registration_verified', message: prove });
    const moved = await acceptWhile(
      `UPDATE organization_members SET contact_email = 'k.adewale@zenithtech.example' WHERE id = ${entry}`,
      `UPDATE organization_members SET contact_email = '${KEMI.contact}' WHERE id = ${entry}`,
    );
    expect(moved).toMatchObject({ error: 'registration_verified', message: prove });
  });

  it('accepts the same offer once every rule holds again', async () => {
    expect((await accept(offerId, kemiSession.token)).statusCode).toBe(200);
  });
});
