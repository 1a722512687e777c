import { randomUUID } from 'node:crypto';
import { demoUsers } from '../src/seed/data';
import { startTestGateway } from './helpers/gateway';

/*
 * A renewal runs the same rules as a check, as things stand at the time of asking, and each
 * refusal names its rule. The demo borrower's loan being repaid (Lagoon Microfinance Bank,
 * personal loan, through Zenith Tech) is renewed under each broken rule in turn.
 */
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
const demo = demoUsers.find((user) => user.roleId === 1)!;
let session: { token: string; id: string };
let loanId: string;
let outstanding: number;
let settleToday: number;

const renew = (body: object) =>
  gateway.app.inject({
    method: 'POST',
    url: '/api/LoanTransaction/renew_loan_request',
    headers: { authorization: `Bearer ${session.token}`, 'idempotency-key': randomUUID() },
    payload: body,
  });
const disclosures = async (token: string) =>
  (
    await gateway.app.inject({
      method: 'GET',
      url: '/api/LoanTransaction/disclosures',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().responseData.items as Array<{
    providerName: string;
    reason: string;
    items: Array<{ label: string; value: string }>;
  }>;

/** What the borrower's own check says is left of her monthly limit. */
async function monthlyLimit(): Promise<number> {
  const { rows } = await gateway.db.query<{ id: number }>(
    `SELECT id FROM loan_types WHERE code = 'personal'`,
  );
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/api/Eligibility/checkeligibility',
    headers: { authorization: `Bearer ${session.token}` },
    payload: {
      loanType: rows[0]!.id,
      amount: 10_000_000,
      tenorMonths: 12,
      regNo: 'ZT-1001',
      organizationCode: 'ZENITHTECH',
      organizationName: '',
      email: demo.email,
    },
  });
  return response.json().responseData.monthlyRepaymentLimit as number;
}

async function counts() {
  const { rows } = await gateway.db.query<{ renewals: number; audits: number; disclosures: number }>(
    `SELECT (SELECT count(*)::int FROM loan_renewals) AS renewals, (SELECT count(*)::int FROM audit_log) AS audits,
            (SELECT count(*)::int FROM lender_disclosures) AS disclosures`,
  );
  return rows[0]!;
}

/** Breaks one fact, asks for a renewal, puts the fact back: the refusal must change nothing. */
async function refusedWhile(breakIt: string, restore: string, body?: object) {
  const before = await counts();
  await gateway.db.query(breakIt);
  try {
    const response = await renew(body ?? { loanId, amount: outstanding + 20_000_000, tenorMonths: 12 });
    expect(await counts()).toEqual(before);
    return response;
  } finally {
    await gateway.db.query(restore);
  }
}

const LAGOON_PERSONAL_ZENITH = `
  SELECT s.id AS setting, o.id AS organization FROM provider_settings s
  JOIN providers p ON p.id = s.provider_id AND p.slug = 'lagoon-microfinance-bank'
  JOIN loan_types t ON t.id = s.loan_type_id AND t.code = 'personal'
  JOIN organizations o ON o.code = 'ZENITHTECH'`;

beforeAll(async () => {
  gateway = await startTestGateway();
  const login = (
    await gateway.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: demo.email, password: demo.password },
    })
  ).json().responseData;
  session = { token: login.token, id: login.user.id };
  const status = await gateway.app.inject({
    method: 'GET',
    url: `/api/LoanTransaction/loans/users_current_loan_status/${session.id}`,
    headers: { authorization: `Bearer ${session.token}` },
  });
  const { currentLoan } = status.json().responseData;
  loanId = currentLoan.id;
  outstanding = currentLoan.outstandingBalance;
  settleToday = currentLoan.settlement.amount;
});
afterAll(() => gateway.close());

describe('a renewal refused by each rule of the check', () => {
  it('organization_active: the organisation no longer takes part', async () => {
    const response = await refusedWhile(
      `UPDATE organizations SET status = false WHERE code = 'ZENITHTECH'`,
      `UPDATE organizations SET status = true WHERE code = 'ZENITHTECH'`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'organization_active' });
    expect(response.json().message).toBe(
      'Zenith Tech Solutions Ltd is not taking part in Lendbridge at the moment, so this loan cannot be renewed.',
    );
  });

  it('registration_verified: the borrower left the roster', async () => {
    const response = await refusedWhile(
      `UPDATE organization_members SET on_roster = false WHERE reg_no = 'ZT-1001'`,
      `UPDATE organization_members SET on_roster = true WHERE reg_no = 'ZT-1001'`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'registration_verified' });
    expect(response.json().message).toMatch(/^You are no longer on Zenith Tech Solutions Ltd's records/);
  });

  it('registration_verified: the roster entry is not bound to this account', async () => {
    const { rows } = await gateway.db.query<{ memberId: number; userId: number; contact: string }>(
      `SELECT member_id AS "memberId", user_id AS "userId", contact FROM identity_bindings
       WHERE member_id = (SELECT id FROM organization_members WHERE reg_no = 'ZT-1001')`,
    );
    const binding = rows[0]!;
    const response = await refusedWhile(
      `DELETE FROM identity_bindings WHERE member_id = ${binding.memberId}`,
      `INSERT INTO identity_bindings (member_id, user_id, contact, proven_at)
       VALUES (${binding.memberId}, ${binding.userId}, '${binding.contact}', now())`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'registration_verified' });
  });

  it('registration_verified: the binding is over 90 days old, or the roster contact changed since', async () => {
    const member = `(SELECT id FROM organization_members WHERE reg_no = 'ZT-1001')`;
    const stale = await refusedWhile(
      `UPDATE identity_bindings SET proven_at = proven_at - interval '91 days' WHERE member_id = ${member}`,
      `UPDATE identity_bindings SET proven_at = proven_at + interval '91 days' WHERE member_id = ${member}`,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'registration_verified' });
    expect(stale.json().message).toMatch(/^Confirm your staff or registration number with a code/);

    const moved = await refusedWhile(
      `UPDATE organization_members SET contact_email = 'a.okafor@zenithtech.example' WHERE reg_no = 'ZT-1001'`,
      `UPDATE organization_members SET contact_email = 'adaeze.okafor@zenithtech.example' WHERE reg_no = 'ZT-1001'`,
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ error: 'registration_verified' });
  });

  it('loan_type_available: the provider is no longer active', async () => {
    const response = await refusedWhile(
      `UPDATE providers SET is_active = false WHERE slug = 'lagoon-microfinance-bank'`,
      `UPDATE providers SET is_active = true WHERE slug = 'lagoon-microfinance-bank'`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'loan_type_available' });
    expect(response.json().message).toBe(
      'Lagoon Microfinance Bank no longer offers Personal loan, so this loan cannot be renewed.',
    );
  });

  it('organization_accepted: the provider no longer lends this loan type to the organisation', async () => {
    const { rows } = await gateway.db.query<{ setting: number; organization: number }>(
      LAGOON_PERSONAL_ZENITH,
    );
    const { setting, organization } = rows[0]!;
    const response = await refusedWhile(
      `DELETE FROM provider_setting_organizations WHERE provider_setting_id = ${setting} AND organization_id = ${organization}`,
      `INSERT INTO provider_setting_organizations (provider_setting_id, organization_id) VALUES (${setting}, ${organization})`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'organization_accepted' });
  });

  it('amount_in_range: above the provider’s current maximum, or too small to settle the loan today', async () => {
    const { rows } = await gateway.db.query<{ setting: number; maxAmount: number }>(
      `SELECT s.setting, ps.max_amount AS "maxAmount" FROM (${LAGOON_PERSONAL_ZENITH}) s
       JOIN provider_settings ps ON ps.id = s.setting`,
    );
    const { setting, maxAmount } = rows[0]!;
    // The provider lowered its maximum since the loan was made.
    const lowered = await refusedWhile(
      `UPDATE provider_settings SET max_amount = min_amount WHERE id = ${setting}`,
      `UPDATE provider_settings SET max_amount = ${maxAmount} WHERE id = ${setting}`,
    );
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json()).toMatchObject({ error: 'amount_in_range', field: 'amount' });
    const before = await counts();
    const owed = await renew({ loanId, amount: settleToday, tenorMonths: 12 });
    expect(owed.statusCode).toBe(400);
    expect(owed.json()).toMatchObject({ error: 'amount_in_range', field: 'amount' });
    expect(owed.json().message).toMatch(
      /^The amount must be at least ₦[\d,.]+: enough to settle your current loan \(₦[\d,.]+ today\)/,
    );
    expect(await counts()).toEqual(before);
  });

  it('tenor_in_range: a period outside the provider’s current settings', async () => {
    const before = await counts();
    const response = await renew({ loanId, amount: outstanding + 20_000_000, tenorMonths: 60 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'tenor_in_range', field: 'tenorMonths' });
    expect(await counts()).toEqual(before);
  });

  it('affordability: the renewed repayment is more than the limit, with the old loan replaced', async () => {
    const response = await refusedWhile(
      `UPDATE organization_members SET monthly_net_pay = 10000000 WHERE reg_no = 'ZT-1001'`,
      `UPDATE organization_members SET monthly_net_pay = 65000000 WHERE reg_no = 'ZT-1001'`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'affordability' });
    expect(response.json().message).toMatch(
      /with the renewed loan replacing this one\)\. Nothing was changed\.$/,
    );
  });
});

describe('a renewal that passes every rule', () => {
  it('is recorded as pending, is given to the lender (recorded), and counts against the limit', async () => {
    const limitBefore = await monthlyLimit();
    const before = await disclosures(session.token);
    const response = await renew({
      loanId,
      amount: outstanding + 20_000_000,
      tenorMonths: 12,
      reason: 'Rent',
    });
    expect(response.statusCode).toBe(200);
    const after = await disclosures(session.token);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ providerName: 'Lagoon Microfinance Bank', reason: 'renewal_requested' });
    expect(after[0]!.items.map((item) => item.label)).toEqual([
      'Renewal amount',
      'Repayment period',
      'Reason given',
    ]);
    const { rows } = await gateway.db.query<{ monthly: number; old: number }>(
      `SELECT r.monthly_repayment AS monthly, o.monthly_repayment AS old FROM loan_renewals r
       JOIN loans l ON l.id = r.loan_id JOIN loan_offers o ON o.id = l.offer_id WHERE r.loan_id = $1 AND r.status = 'pending'`,
      [loanId],
    );
    expect(rows[0]!.monthly).toBeGreaterThan(rows[0]!.old);
    // Until the lender decides, the loan counts at the renewal's higher repayment.
    expect(limitBefore - (await monthlyLimit())).toBe(rows[0]!.monthly - rows[0]!.old);
  });
});
