import { randomUUID } from 'node:crypto';
import type { LenderLoanDetail } from '@lendbridge/contract';
import { existingMonthlyRepayments } from '../src/core/catalogue-facts';
import { addMonths, dayOf } from '../src/core/schedule';
import { startTestGateway } from './helpers/gateway';
import {
  AWAITING_BORROWER,
  borrowerLogin,
  caller,
  DEMO_BORROWER,
  KOBO_STAFF,
  lenderLogin,
  loanOf,
  mailSince,
  OVERDUE_BORROWER,
  RENEWING_BORROWER,
  snapshot,
} from './helpers/lender';

/*
 * A loan's life in the lender's hands: paid out (active, schedule from the payout date) or
 * cancelled (affordability freed), repaid by hand oldest instalment first, overdue after a due
 * date; every step through the state machine, transactional, idempotent, audited and emailed.
 */
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let send: ReturnType<typeof caller>;
let staff: string;
let staffUserId: number;
const today = dayOf(new Date());

beforeAll(async () => {
  gateway = await startTestGateway();
  send = caller(gateway);
  staff = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
  const { rows } = await gateway.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    KOBO_STAFF.email,
  ]);
  staffUserId = rows[0]!.id;
});
afterAll(() => gateway.close());

const detail = async (loanId: string) =>
  (await send('GET', `/api/Lender/loans/${loanId}`, { token: staff })).json()
    .responseData as LenderLoanDetail;

async function auditOf(entityId: string) {
  const { rows } = await gateway.db.query<{ action: string; actor: number | null; to: string | null }>(
    `SELECT action, actor_user_id AS actor, to_status AS to FROM audit_log WHERE entity_id = $1 ORDER BY id`,
    [entityId],
  );
  return rows;
}

/** A fresh Kobo loan awaiting payout for a newly bound borrower, accepted through the API. */
async function acceptedLoan(): Promise<{ loanId: string; token: string; memberId: number }> {
  const regNo = `LHS-9${Math.floor(Math.random() * 90_000 + 10_000)}`;
  const email = `borrower-${randomUUID()}@example.com`;
  const { rows: members } = await gateway.db.query<{ id: number }>(
    `INSERT INTO organization_members (organization_id, reg_no, full_name, monthly_net_pay, contact_email)
     SELECT id, $1, 'Test Borrower', 50000000, $2 FROM organizations WHERE code = 'LAGOSHEALTH' RETURNING id`,
    [regNo, `${regNo.toLowerCase()}@lagoshealth.example`],
  );
  const { hashPassword } = await import('../src/auth/password');
  const { rows: users } = await gateway.db.query<{ id: number }>(
    `INSERT INTO users (public_id, email, password_hash, first_name, last_name, role_id, email_confirmed)
     VALUES ($1, $2, $3, 'Test', 'Borrower', 1, true) RETURNING id`,
    [randomUUID().replace(/-/g, ''), email, await hashPassword(DEMO_BORROWER.password)],
  );
  await gateway.db.query(
    `INSERT INTO identity_bindings (member_id, user_id, contact, proven_at) VALUES ($1, $2, $3, now())`,
    [members[0]!.id, users[0]!.id, `${regNo.toLowerCase()}@lagoshealth.example`],
  );
  const { token } = await borrowerLogin(gateway, email);
  const { rows: types } = await gateway.db.query<{ id: number }>(
    `SELECT id FROM loan_types WHERE code = 'personal'`,
  );
  const checked = await send('POST', '/api/Eligibility/checkeligibility', {
    token,
    key: null,
    body: {
      loanType: types[0]!.id,
      amount: 20_000_000,
      tenorMonths: 6,
      regNo,
      organizationCode: 'LAGOSHEALTH',
      organizationName: '',
      email,
    },
  });
  const offer = (checked.json().responseData.offers as Array<{ id: string; providerName: string }>).find(
    (item) => item.providerName === 'Kobo Credit',
  )!;
  const accepted = await send('POST', `/api/LoanTransaction/accept_offer/${offer.id}`, {
    token,
    body: { consent: true },
  });
  expect(accepted.statusCode).toBe(200);
  const { rows } = await gateway.db.query<{ id: string }>('SELECT id FROM loans WHERE offer_id = $1', [
    offer.id,
  ]);
  return { loanId: rows[0]!.id, token, memberId: members[0]!.id };
}

describe("the provider's inbox", () => {
  it('is told of an accepted offer with the loan terms and nothing about who the borrower is', async () => {
    const before = (await gateway.mail()).length;
    const { loanId } = await acceptedLoan();
    const inbox = (await mailSince(gateway, before)).filter((mail) =>
      mail.raw.includes('To: loans@kobo-credit.example'),
    );
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.raw).toMatch(
      /A borrower accepted your offer of a personal loan of =E2=82=A6200,000 over 6 months/,
    );
    expect(inbox[0]!.raw).toContain('http://localhost:8000/lender');
    expect(inbox[0]!.raw).not.toMatch(/Test Borrower|LHS-9|@example\.com/);
    expect((await detail(loanId)).status).toBe('awaiting_disbursement');
  });
});

describe('paying a loan out', () => {
  it('refuses an amount other than what reaches the borrower, changing nothing', async () => {
    const loanId = await loanOf(gateway, AWAITING_BORROWER.email, 'awaiting_disbursement');
    const loan = await detail(loanId);
    const before = await snapshot(gateway);
    const wrong = await send('POST', `/api/Lender/loans/${loanId}/payout`, {
      token: staff,
      body: { amountPaid: loan.principal, paidOn: today, reference: 'TRF-WRONG' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      field: 'amountPaid',
      message: expect.stringContaining('processing fee'),
    });
    const early = await send('POST', `/api/Lender/loans/${loanId}/payout`, {
      token: staff,
      body: { amountPaid: loan.netPayout, paidOn: '2020-01-01', reference: 'TRF-EARLY' },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().field).toBe('paidOn');
    const badDay = await send('POST', `/api/Lender/loans/${loanId}/payout`, {
      token: staff,
      body: { amountPaid: loan.netPayout, paidOn: '2026-02-30', reference: 'TRF-BAD' },
    });
    expect(badDay.statusCode).toBe(400);
    expect(await snapshot(gateway)).toEqual(before);
  });

  it('makes the loan active with its schedule from the payout date, emails the borrower, audits it, once per key', async () => {
    const { loanId, token } = await acceptedLoan();
    const loan = await detail(loanId);
    const before = (await gateway.mail()).length;
    const key = randomUUID();
    const payout = () =>
      send('POST', `/api/Lender/loans/${loanId}/payout`, {
        token: staff,
        key,
        body: { amountPaid: loan.amountReceived, paidOn: today, reference: 'TRF-20260101-001' },
      });
    const first = await payout();
    expect(first.statusCode).toBe(200);
    const paid = first.json().responseData as LenderLoanDetail;
    expect(paid).toMatchObject({
      status: 'active',
      payout: { amount: loan.amountReceived, paidOn: today, reference: 'TRF-20260101-001' },
      netPayout: loan.amountReceived,
      outstandingBalance: loan.totalRepayment,
    });
    expect(paid.schedule).toHaveLength(loan.tenorMonths);
    expect(paid.schedule[0]!.dueDate).toBe(dayOf(addMonths(new Date(`${today}T00:00:00Z`), 1)));
    expect(paid.schedule.every((payment) => payment.status === 'due')).toBe(true);
    // A retry with the same key: the first answer, no second email or audit row.
    const again = await payout();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const mails = await mailSince(gateway, before);
    expect(mails.filter((mail) => /Subject: Kobo Credit paid out your loan/.test(mail.raw))).toHaveLength(1);
    const audit = await auditOf(loanId);
    expect(audit.filter((row) => row.action === 'loan_disbursed')).toEqual([
      { action: 'loan_disbursed', actor: staffUserId, to: 'active' },
    ]);
    // The same key for another request is refused.
    const reused = await send('POST', `/api/Lender/loans/${loanId}/cancel`, {
      token: staff,
      key,
      body: { reason: 'x' },
    });
    expect(reused.statusCode).toBe(422);
    // Paying out twice is an illegal transition: 409, nothing changed.
    const snap = await snapshot(gateway);
    const twice = await send('POST', `/api/Lender/loans/${loanId}/payout`, {
      token: staff,
      body: { amountPaid: loan.amountReceived, paidOn: today, reference: 'TRF-AGAIN' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error: 'illegal_transition',
      message: expect.stringMatching(/cannot be paid out/),
    });
    expect(await snapshot(gateway)).toEqual(snap);
    // The borrower's dashboard shows it as the loan being repaid, with its schedule.
    const { rows } = await gateway.db.query<{ publicId: string }>(
      'SELECT u.public_id AS "publicId" FROM loans l JOIN users u ON u.id = l.user_id WHERE l.id = $1',
      [loanId],
    );
    const status = await send(
      'GET',
      `/api/LoanTransaction/loans/users_current_loan_status/${rows[0]!.publicId}`,
      {
        token,
      },
    );
    expect(status.json().responseData.currentLoan).toMatchObject({
      id: loanId,
      status: 'active',
      overdueAmount: 0,
    });
    expect(status.json().responseData.currentLoan.schedule).toHaveLength(loan.tenorMonths);
  });
});

describe('cancelling a loan', () => {
  it('cancels with a reason, emails the borrower without links, and frees their affordability', async () => {
    const { loanId, memberId, token } = await acceptedLoan();
    const loan = await detail(loanId);
    const committed = await existingMonthlyRepayments(gateway.db, memberId);
    expect(committed).toBe(loan.monthlyRepayment);
    const before = (await gateway.mail()).length;
    const cancelled = await send('POST', `/api/Lender/loans/${loanId}/cancel`, {
      token: staff,
      body: { reason: 'We could not confirm your salary account. Call us on www.example.com.' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().responseData).toMatchObject({
      status: 'cancelled',
      cancelReason: 'We could not confirm your salary account. Call us on www.example.com.',
      outstandingBalance: 0,
    });
    expect(await existingMonthlyRepayments(gateway.db, memberId)).toBe(0);
    const mail = (await mailSince(gateway, before)).find((item) =>
      /Kobo Credit cancelled your loan/.test(item.raw),
    )!;
    expect(mail.raw).toContain('We could not confirm your salary account');
    expect(mail.raw).not.toContain('www.example.com');
    expect((await auditOf(loanId)).at(-1)).toEqual({
      action: 'loan_cancelled',
      actor: staffUserId,
      to: 'cancelled',
    });
    // A cancelled loan is no longer among what the borrower's dashboard is waiting for.
    const { rows } = await gateway.db.query<{ publicId: string }>(
      'SELECT u.public_id AS "publicId" FROM loans l JOIN users u ON u.id = l.user_id WHERE l.id = $1',
      [loanId],
    );
    const status = await send(
      'GET',
      `/api/LoanTransaction/loans/users_current_loan_status/${rows[0]!.publicId}`,
      {
        token,
      },
    );
    expect(status.json().responseData.awaitingDisbursement).toEqual([]);
    // Cancelled is final; an active loan cannot be cancelled.
    expect(
      (await send('POST', `/api/Lender/loans/${loanId}/cancel`, { token: staff, body: { reason: 'x' } }))
        .statusCode,
    ).toBe(409);
    const active = await loanOf(gateway, OVERDUE_BORROWER.email, 'active');
    const refused = await send('POST', `/api/Lender/loans/${active}/cancel`, {
      token: staff,
      body: { reason: 'x' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/is being repaid, so it cannot be cancelled/);
  });
});

describe('repayments by hand', () => {
  it('marks an instalment overdue after its due date, on the dashboard and in the workspace', async () => {
    const { token, id } = await borrowerLogin(gateway, OVERDUE_BORROWER.email);
    const status = await send('GET', `/api/LoanTransaction/loans/users_current_loan_status/${id}`, { token });
    const loan = status.json().responseData.currentLoan;
    expect(loan.schedule.map((payment: { status: string }) => payment.status).slice(0, 3)).toEqual([
      'paid',
      'overdue',
      'due',
    ]);
    expect(loan.overdueAmount).toBe(loan.schedule[1].amount);
    const lenderView = await detail(loan.id);
    expect(lenderView.overdueAmount).toBe(loan.schedule[1].amount);
  });

  it('pays the oldest unpaid instalment first, partly, then in full; a reference once; not a loan awaiting payout', async () => {
    const loanId = await loanOf(gateway, OVERDUE_BORROWER.email, 'active');
    const loan = await detail(loanId);
    const overdue = loan.schedule[1]!;
    const partial = await send('POST', `/api/Lender/loans/${loanId}/repayments`, {
      token: staff,
      body: { amount: overdue.amount - 100, paidOn: today, reference: 'CASH-0001' },
    });
    expect(partial.statusCode).toBe(200);
    const afterPartial = partial.json().responseData.loan as LenderLoanDetail;
    expect(afterPartial.schedule[1]).toMatchObject({
      amountPaid: overdue.amount - 100,
      status: 'overdue',
      paid: false,
    });
    expect(afterPartial.amountRepaid).toBe(loan.amountRepaid + overdue.amount - 100);
    const rest = await send('POST', `/api/Lender/loans/${loanId}/repayments`, {
      token: staff,
      body: { amount: 300, paidOn: today, reference: 'CASH-0002' },
    });
    const afterRest = rest.json().responseData.loan as LenderLoanDetail;
    expect(afterRest.schedule[1]).toMatchObject({ paid: true, status: 'paid' });
    expect(afterRest.schedule[2]).toMatchObject({ amountPaid: 200 });
    expect(afterRest.overdueAmount).toBe(0);
    expect(rest.json().responseData.repayment).toMatchObject({
      amount: 300,
      appliedAmount: 300,
      overpaidAmount: 0,
      source: 'manual',
      recordedBy: 'Bola Adeyemi',
    });
    const before = await snapshot(gateway);
    const duplicate = await send('POST', `/api/Lender/loans/${loanId}/repayments`, {
      token: staff,
      body: { amount: 300, paidOn: today, reference: 'cash-0002 ' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe('duplicate_reference');
    const awaiting = await loanOf(gateway, AWAITING_BORROWER.email, 'awaiting_disbursement');
    const notYet = await send('POST', `/api/Lender/loans/${awaiting}/repayments`, {
      token: staff,
      body: { amount: 300, paidOn: today, reference: 'CASH-0003' },
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toMatch(/waiting to be paid out, so it cannot take repayments/);
    const future = await send('POST', `/api/Lender/loans/${loanId}/repayments`, {
      token: staff,
      body: { amount: 300, paidOn: '2999-01-01', reference: 'CASH-0004' },
    });
    expect(future.statusCode).toBe(400);
    expect(await snapshot(gateway)).toEqual(before);
  });

  it('repays the loan in full, records an overpayment to refund, emails the borrower and moves it to history', async () => {
    const loanId = await loanOf(gateway, OVERDUE_BORROWER.email, 'active');
    const loan = await detail(loanId);
    const before = (await gateway.mail()).length;
    const paid = await send('POST', `/api/Lender/loans/${loanId}/repayments`, {
      token: staff,
      body: { amount: loan.outstandingBalance + 5_000, paidOn: today, reference: 'CASH-FINAL' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toMatch(/repaid in full.*overpaid/);
    expect(paid.json().responseData.repayment).toMatchObject({
      appliedAmount: loan.outstandingBalance,
      overpaidAmount: 5_000,
    });
    expect(paid.json().responseData.loan).toMatchObject({
      status: 'repaid',
      outstandingBalance: 0,
      amountRepaid: loan.totalRepayment,
      amountOverpaid: 5_000,
    });
    const mail = (await mailSince(gateway, before)).find((item) =>
      /Subject: Your loan is repaid/.test(item.raw),
    )!;
    expect(mail.raw).toMatch(/more than you owed/);
    const { token, id } = await borrowerLogin(gateway, OVERDUE_BORROWER.email);
    const history = await send('GET', `/api/LoanTransaction/loans/user_loan_status/${id}`, { token });
    expect(history.json().responseData.items).toEqual([
      expect.objectContaining({ id: loanId, status: 'repaid', amountOverpaid: 5_000, outstandingBalance: 0 }),
    ]);
    const status = await send('GET', `/api/LoanTransaction/loans/users_current_loan_status/${id}`, { token });
    expect(status.json().responseData.currentLoan).toBeNull();
    expect((await auditOf(loanId)).at(-1)).toEqual({
      action: 'loan_repaid',
      actor: staffUserId,
      to: 'repaid',
    });
    const more = await send('POST', `/api/Lender/loans/${loanId}/repayments`, {
      token: staff,
      body: { amount: 100, paidOn: today, reference: 'CASH-LATE' },
    });
    expect(more.statusCode).toBe(409);
  });
});

it("tells the provider's inbox of a renewal request", async () => {
  const { token } = await borrowerLogin(gateway, RENEWING_BORROWER.email);
  const { rows } = await gateway.db.query<{ id: string }>(
    `UPDATE loan_renewals SET status = 'declined', decided_at = now() WHERE loan_id = $1 AND status = 'pending' RETURNING id`,
    [await loanOf(gateway, RENEWING_BORROWER.email, 'active')],
  );
  expect(rows).toHaveLength(1);
  const loanId = await loanOf(gateway, RENEWING_BORROWER.email, 'active');
  const before = (await gateway.mail()).length;
  const renewed = await send('POST', '/api/LoanTransaction/renew_loan_request', {
    token,
    body: { loanId, amount: 55_000_000, tenorMonths: 12 },
  });
  expect(renewed.statusCode).toBe(200);
  const inbox = (await mailSince(gateway, before)).filter((mail) =>
    mail.raw.includes('To: loans@kobo-credit.example'),
  );
  expect(inbox).toHaveLength(1);
  expect(inbox[0]!.raw).toMatch(
    /A borrower asked to renew a personal loan with you: a new loan of =E2=82=A6550,000/,
  );
  expect(inbox[0]!.raw).not.toMatch(/Chinedu|ZT-1066/);
});
