import type { LenderLoanDetail, LenderRenewal } from '@lendbridge/contract';
import { dayOf } from '../src/core/schedule';
import { startTestGateway } from './helpers/gateway';
import {
  borrowerLogin,
  caller,
  KOBO_STAFF,
  lenderLogin,
  loanOf,
  mailSince,
  RENEWING_BORROWER,
  snapshot,
} from './helpers/lender';

/*
 * Renewals decided by the lender: approving makes a new loan whose payout settles the old one at
 * its payoff figure on the payout day (old loan repaid by the settlement, the interest it did not
 * charge recorded, new loan active, principal = fee + settlement + net payout to the kobo),
 * declining keeps the old loan; the borrower is emailed and sees it either way.
 */
const today = dayOf(new Date());
const halfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

describe('a renewal approved and paid out, against figures worked out by hand', () => {
  /*
   * Chinedu Okeke's seeded request: 60,000,000 kobo over 12 months from Kobo Credit, whose
   * personal loans cost 32% a year and a 2% processing fee. Worked out by hand: the fee is
   * 1,200,000, so 58,800,000 is lent out; the level payment P·r / (1 − (1 + r)^−12) with
   * r = 0.32 / 12 is 5,908,412.12…, i.e. 5,908,412 kobo.
   */
  const PRINCIPAL = 60_000_000;
  const FEE = 1_200_000;
  const RECEIVED = 58_800_000;
  const MONTHLY = 5_908_412;

  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  /*
   * The loan it renews: 40,000,000 kobo over 12 months at 32%, four instalments of 3,938,941
   * paid. The schedule has 31,511,534 left to collect; the principal still owed after four
   * instalments is 28,043,115 (both from the independent Python computation in
   * contract/src/__tests__/fixtures/payoff_cases.py). Settling today adds interest on that
   * principal from the fourth instalment's due date, actual/365, rounded half up once.
   */
  const OLD_PRINCIPAL_LEFT = 28_043_115;
  const OLD_SCHEDULE_LEFT = 31_511_534;

  it('prices the new loan, settles the old one at its payoff on the payout day, and pays out the rest', async () => {
    const send = caller(gateway);
    const staff = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
    const detail = async (id: string) =>
      (await send('GET', `/api/Lender/loans/${id}`, { token: staff })).json()
        .responseData as LenderLoanDetail;
    const oldLoanId = await loanOf(gateway, RENEWING_BORROWER.email, 'active');
    const old = await detail(oldLoanId);
    expect(old.outstandingBalance).toBe(OLD_SCHEDULE_LEFT);
    const fourthDue = old.schedule[3]!.dueDate;
    const days = (Date.parse(today) - Date.parse(fourthDue)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(0);
    const accrued = Math.min(halfUp(OLD_PRINCIPAL_LEFT * 3_200 * days, 3_650_000), old.schedule[4]!.interest);
    const owed = OLD_PRINCIPAL_LEFT + accrued;
    expect(old.settlement).toMatchObject({
      asOf: today,
      amount: owed,
      principal: OLD_PRINCIPAL_LEFT,
      accruedInterest: accrued,
      fee: 0,
      partPayment: 0,
      remainingSchedule: OLD_SCHEDULE_LEFT,
      interestNotCharged: OLD_SCHEDULE_LEFT - owed,
    });

    const pending = (await send('GET', '/api/Lender/renewals?status=pending', { token: staff })).json()
      .responseData.items as LenderRenewal[];
    const request = pending.find((item) => item.currentLoan.id === oldLoanId)!;
    const approved = await send('POST', `/api/Lender/renewals/${request.id}/approve`, {
      token: staff,
      body: {},
    });
    expect(approved.statusCode).toBe(200);
    const newLoanId = (approved.json().responseData as LenderRenewal).replacementLoanId!;
    expect(await detail(newLoanId)).toMatchObject({
      status: 'awaiting_disbursement',
      principal: PRINCIPAL,
      processingFee: FEE,
      amountReceived: RECEIVED,
      monthlyRepayment: MONTHLY,
      tenorMonths: 12,
      replacesLoanId: oldLoanId,
      settlementAmount: owed,
      netPayout: RECEIVED - owed,
    });

    const paid = await send('POST', `/api/Lender/loans/${newLoanId}/payout`, {
      token: staff,
      body: { amountPaid: RECEIVED - owed, paidOn: today, reference: 'TRF-BY-HAND-1' },
    });
    expect(paid.statusCode).toBe(200);
    const renewed = paid.json().responseData as LenderLoanDetail;
    expect(renewed).toMatchObject({ status: 'active', settlementAmount: owed, netPayout: RECEIVED - owed });
    expect(renewed.schedule).toHaveLength(12);
    expect(renewed.schedule.slice(0, 11).every((installment) => installment.amount === MONTHLY)).toBe(true);
    expect(renewed.schedule.reduce((sum, installment) => sum + installment.principal, 0)).toBe(PRINCIPAL);
    expect(renewed.schedule[0]!.dueDate > today).toBe(true);

    const settled = await detail(oldLoanId);
    expect(settled).toMatchObject({
      status: 'repaid',
      outstandingBalance: 0,
      settledByLoanId: newLoanId,
      amountRepaid: old.amountRepaid + owed,
      // The closing figure, with the interest the schedule did not charge.
      settlement: { asOf: today, amount: owed, interestNotCharged: OLD_SCHEDULE_LEFT - owed },
    });
    expect(settled.repayments.at(-1)).toMatchObject({ source: 'renewal_settlement', amount: owed });
    // Its unpaid instalments never fell due: none is shown overdue.
    expect(settled.schedule.some((installment) => installment.status === 'overdue')).toBe(false);
    const audit = await gateway.db.query<{
      details: { settlement: { amount: number; interestNotCharged: number } };
    }>(
      `SELECT details FROM audit_log WHERE entity = 'loan' AND entity_id = $1 AND action = 'loan_settled_by_renewal'`,
      [oldLoanId],
    );
    expect(audit.rows[0]!.details.settlement).toMatchObject({
      amount: owed,
      principal: OLD_PRINCIPAL_LEFT,
      accruedInterest: accrued,
      interestNotCharged: OLD_SCHEDULE_LEFT - owed,
    });
  });
});

describe('deciding renewals in the workspace', () => {
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  let send: ReturnType<typeof caller>;
  let staff: string;
  let oldLoanId: string;
  let renewal: LenderRenewal;

  beforeAll(async () => {
    gateway = await startTestGateway();
    send = caller(gateway);
    staff = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
    oldLoanId = await loanOf(gateway, RENEWING_BORROWER.email, 'active');
  });
  afterAll(() => gateway.close());

  const loan = async (id: string) =>
    (await send('GET', `/api/Lender/loans/${id}`, { token: staff })).json().responseData as LenderLoanDetail;

  it('lists the pending request with the current loan and the proposed one', async () => {
    const list = await send('GET', '/api/Lender/renewals?status=pending', { token: staff });
    expect(list.statusCode).toBe(200);
    const items = list.json().responseData.items as LenderRenewal[];
    renewal = items.find((item) => item.currentLoan.id === oldLoanId)!;
    const old = await loan(oldLoanId);
    expect(renewal).toMatchObject({
      status: 'pending',
      borrowerName: 'Chinedu Okeke',
      staffNumber: RENEWING_BORROWER.regNo,
      reason: 'School fees for my two children.',
      currentLoan: {
        outstandingBalance: old.outstandingBalance,
        amountRepaid: old.amountRepaid,
        settlement: old.settlement,
      },
      proposed: { principal: 60_000_000, tenorMonths: 12 },
      // Settled at the payoff today, not the schedule's remainder with its future interest.
      settlementAmount: old.settlement!.amount,
      quotedSettlement: { principal: old.settlement!.principal },
    });
    expect(renewal.settlementAmount).toBeLessThan(old.outstandingBalance);
    expect(renewal.netPayout).toBe(renewal.proposed.amountReceived - old.settlement!.amount);
    expect(renewal.proposed.processingFee + renewal.settlementAmount + renewal.netPayout).toBe(
      renewal.proposed.principal,
    );
  });

  it('approves: a new loan awaits payout, the borrower is emailed and sees the decision', async () => {
    const before = (await gateway.mail()).length;
    const approved = await send('POST', `/api/Lender/renewals/${renewal.id}/approve`, {
      token: staff,
      body: {},
    });
    expect(approved.statusCode).toBe(200);
    const decided = approved.json().responseData as LenderRenewal;
    expect(decided).toMatchObject({ status: 'approved', replacementLoanStatus: 'awaiting_disbursement' });
    const mail = (await mailSince(gateway, before)).find((item) => /approved your renewal/.test(item.raw))!;
    expect(mail.raw).toContain('To: chinedu.okeke@lendbridge.example');
    const { token, id } = await borrowerLogin(gateway, RENEWING_BORROWER.email);
    const status = (
      await send('GET', `/api/LoanTransaction/loans/users_current_loan_status/${id}`, { token })
    ).json().responseData;
    expect(status.currentLoan).toMatchObject({
      id: oldLoanId,
      pendingRenewal: null,
      latestRenewal: { id: renewal.id, status: 'approved', replacementLoanId: decided.replacementLoanId },
    });
    expect(status.awaitingDisbursement).toEqual([
      expect.objectContaining({
        id: decided.replacementLoanId,
        replacesLoanId: oldLoanId,
        settlementAmount: renewal.settlementAmount,
      }),
    ]);
    // Until it is paid out, neither a second request nor a second approval.
    const again = await send('POST', '/api/LoanTransaction/renew_loan_request', {
      token,
      body: { loanId: oldLoanId, amount: 70_000_000, tenorMonths: 12 },
    });
    expect(again.statusCode).toBe(409);
    const twice = await send('POST', `/api/Lender/renewals/${renewal.id}/approve`, {
      token: staff,
      body: {},
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already approved/);
    const declineApproved = await send('POST', `/api/Lender/renewals/${renewal.id}/decline`, {
      token: staff,
      body: { reason: 'Changed our mind' },
    });
    expect(declineApproved.statusCode).toBe(409);
  });

  it('pays the new loan out: the old one is settled from it, to the kobo, and both sides see it', async () => {
    const newLoanId = (await send('GET', '/api/Lender/renewals?status=approved', { token: staff })).json()
      .responseData.items[0].replacementLoanId as string;
    const waiting = await loan(newLoanId);
    const old = await loan(oldLoanId);
    const owed = old.settlement!.amount;
    expect(waiting).toMatchObject({ replacesLoanId: oldLoanId, settlementAmount: owed });
    expect(waiting.netPayout).toBe(waiting.amountReceived - owed);
    const wrong = await send('POST', `/api/Lender/loans/${newLoanId}/payout`, {
      token: staff,
      body: { amountPaid: waiting.amountReceived, paidOn: today, reference: 'TRF-RENEW-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/settling the loan it replaces/);

    const paid = await send('POST', `/api/Lender/loans/${newLoanId}/payout`, {
      token: staff,
      body: { amountPaid: waiting.netPayout, paidOn: today, reference: 'TRF-RENEW-1' },
    });
    expect(paid.statusCode).toBe(200);
    const now = paid.json().responseData as LenderLoanDetail;
    expect(now).toMatchObject({ status: 'active', settlementAmount: owed });
    expect(now.processingFee + (now.settlementAmount ?? 0) + now.netPayout).toBe(now.principal);
    const settled = await loan(oldLoanId);
    expect(settled).toMatchObject({
      status: 'repaid',
      outstandingBalance: 0,
      amountRepaid: old.amountRepaid + owed,
      settledByLoanId: newLoanId,
      settlement: { amount: owed, interestNotCharged: old.outstandingBalance - owed },
    });
    expect(settled.repayments.at(-1)).toMatchObject({
      source: 'renewal_settlement',
      amount: owed,
      appliedAmount: owed,
      reference: `RENEWAL-${newLoanId}`,
    });
    expect(settled.events.at(-1)).toMatchObject({ action: 'loan_settled_by_renewal', actor: 'lender' });
    // The borrower sees the new loan being repaid and the old one settled by it in the history.
    const { token, id } = await borrowerLogin(gateway, RENEWING_BORROWER.email);
    const status = (
      await send('GET', `/api/LoanTransaction/loans/users_current_loan_status/${id}`, { token })
    ).json().responseData;
    expect(status.currentLoan).toMatchObject({
      id: newLoanId,
      replacesLoanId: oldLoanId,
      settlementAmount: owed,
      netPayout: waiting.netPayout,
    });
    const history = (await send('GET', `/api/LoanTransaction/loans/user_loan_status/${id}`, { token })).json()
      .responseData.items;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: oldLoanId,
          status: 'repaid',
          settledByLoanId: newLoanId,
          settlement: expect.objectContaining({
            amount: owed,
            interestNotCharged: old.outstandingBalance - owed,
          }),
        }),
      ]),
    );
  });

  it('declines with a reason: the borrower is emailed and sees it, the loan carries on', async () => {
    const { token, id } = await borrowerLogin(gateway, RENEWING_BORROWER.email);
    const currentId = (
      await send('GET', `/api/LoanTransaction/loans/users_current_loan_status/${id}`, { token })
    ).json().responseData.currentLoan.id as string;
    const asked = await send('POST', '/api/LoanTransaction/renew_loan_request', {
      token,
      body: { loanId: currentId, amount: 80_000_000, tenorMonths: 12, reason: 'A car' },
    });
    expect(asked.statusCode).toBe(200);
    const renewalId = asked.json().responseData.id as string;
    const before = (await gateway.mail()).length;
    const snap = await snapshot(gateway);
    const blank = await send('POST', `/api/Lender/renewals/${renewalId}/decline`, {
      token: staff,
      body: { reason: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(await snapshot(gateway)).toEqual(snap);
    const declined = await send('POST', `/api/Lender/renewals/${renewalId}/decline`, {
      token: staff,
      body: { reason: 'Your repayments would be more than we lend against at https://evil.example.' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().responseData).toMatchObject({ status: 'declined', replacementLoanId: null });
    const mail = (await mailSince(gateway, before)).find((item) => /declined your renewal/.test(item.raw))!;
    expect(mail.raw).toContain('Your repayments would be more than we lend against');
    expect(mail.raw).not.toContain('evil.example');
    const status = (
      await send('GET', `/api/LoanTransaction/loans/users_current_loan_status/${id}`, { token })
    ).json().responseData;
    expect(status.currentLoan).toMatchObject({
      id: currentId,
      status: 'active',
      pendingRenewal: null,
      latestRenewal: {
        id: renewalId,
        status: 'declined',
        decisionReason: expect.stringMatching(/^Your repayments/),
      },
    });
    const audit = await gateway.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'renewal' AND entity_id = $1 ORDER BY id`,
      [renewalId],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['renewal_requested', 'renewal_declined']);
  });
});
