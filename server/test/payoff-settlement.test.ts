import type { LenderLoanDetail, LenderRenewal, LenderSettings, Payoff } from '@lendbridge/contract';
import type { MailMessage } from '../src/mail/mailer';
import { dayOf } from '../src/core/schedule';
import { renewalRequoteJob } from '../src/gateway/lender/renewal-requote';
import { schedulePeriodicJob } from '../src/jobs/periodic-job';
import { SITE_ORIGIN, startTestGateway } from './helpers/gateway';
import {
  borrowerLogin,
  caller,
  KOBO_STAFF,
  lenderLogin,
  loanOf,
  OVERDUE_BORROWER,
  RENEWING_BORROWER,
} from './helpers/lender';

/*
 * The payoff figure as the gateway serves and settles it (docs/api.md, "Settlement (payoff)"),
 * on a real database: an overdue instalment's interest is owed in full, a part payment comes
 * off, a lender's early-settlement fee is added, a renewal's payout settles exactly the payoff
 * of its day, and requests quoted under the old rule are re-quoted once, audited and emailed.
 * The arithmetic itself is checked against independent figures in contract/src/__tests__.
 */
const today = dayOf(new Date());
const halfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));
const daysSince = (day: string) => (Date.parse(today) - Date.parse(day)) / 86_400_000;

let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let send: ReturnType<typeof caller>;
let staff: string;
beforeAll(async () => {
  gateway = await startTestGateway();
  send = caller(gateway);
  staff = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
});
afterAll(() => gateway.close());

const lenderLoan = async (id: string) =>
  (await send('GET', `/api/Lender/loans/${id}`, { token: staff })).json().responseData as LenderLoanDetail;

describe('to settle today, on a loan with an overdue and a part-paid instalment', () => {
  let loanId: string;
  let before: Payoff;

  it('owes the overdue instalment’s interest in full, then interest by the day since it fell due', async () => {
    loanId = await loanOf(gateway, OVERDUE_BORROWER.email, 'active');
    const loan = await lenderLoan(loanId);
    const [first, second, third] = loan.schedule;
    expect(first!.status).toBe('paid');
    expect(second!.status).toBe('overdue');
    expect(third!.status).not.toBe('overdue');
    const daily = Math.min(
      halfUp(second!.balanceAfter * loan.annualInterestRateBps * daysSince(second!.dueDate), 3_650_000),
      third!.interest,
    );
    expect(loan.settlement).toEqual({
      asOf: today,
      principal: first!.balanceAfter,
      accruedInterest: second!.interest + daily,
      fee: 0,
      partPayment: 0,
      amount: first!.balanceAfter + second!.interest + daily,
      remainingSchedule: loan.outstandingBalance,
      interestNotCharged: loan.outstandingBalance - (first!.balanceAfter + second!.interest + daily),
    });
    before = loan.settlement!;
  });

  it('takes a part payment off, and the borrower’s dashboard shows the same two figures', async () => {
    const paid = await send('POST', `/api/Lender/loans/${loanId}/repayments`, {
      token: staff,
      body: { amount: 1_000_000, paidOn: today, reference: 'PART-PAID-1' },
    });
    expect(paid.statusCode).toBe(200);
    const loan = await lenderLoan(loanId);
    expect(loan.schedule[1]).toMatchObject({ status: 'overdue', amountPaid: 1_000_000 });
    expect(loan.settlement).toMatchObject({
      principal: before.principal,
      accruedInterest: before.accruedInterest,
      partPayment: 1_000_000,
      amount: before.amount - 1_000_000,
      remainingSchedule: before.remainingSchedule - 1_000_000,
    });
    const { token, id } = await borrowerLogin(gateway, OVERDUE_BORROWER.email);
    const { currentLoan } = (
      await send('GET', `/api/LoanTransaction/loans/users_current_loan_status/${id}`, { token })
    ).json().responseData;
    expect(currentLoan.outstandingBalance).toBe(loan.outstandingBalance);
    expect(currentLoan.settlement).toEqual(loan.settlement);
  });
});

describe('a lender’s early-settlement fee', () => {
  it('is none unless set, and once set is charged on the principal still owed', async () => {
    const loanId = await loanOf(gateway, RENEWING_BORROWER.email, 'active');
    const without = (await lenderLoan(loanId)).settlement!;
    expect(without.fee).toBe(0);
    const settings = (await send('GET', '/api/Lender/settings', { token: staff })).json()
      .responseData as LenderSettings;
    const personal = settings.loanTypes.find((type) => type.loanTypeCode === 'personal')!;
    expect(personal.terms!.earlySettlementFeeBps).toBe(0);
    const set = await send('PUT', `/api/Lender/settings/loan_types/${personal.loanTypeId}`, {
      token: staff,
      body: { ...personal.terms!, earlySettlementFeeBps: 150 },
    });
    expect(set.statusCode).toBe(200);
    const withFee = (await lenderLoan(loanId)).settlement!;
    expect(withFee.fee).toBe(halfUp(without.principal * 150, 10_000));
    expect(withFee.amount).toBe(without.amount + withFee.fee);
    // Saving the terms without the fee leaves it as it was; too large a fee is refused.
    const { earlySettlementFeeBps: _kept, ...terms } = personal.terms!;
    expect(
      (
        await send('PUT', `/api/Lender/settings/loan_types/${personal.loanTypeId}`, {
          token: staff,
          body: terms,
        })
      ).statusCode,
    ).toBe(200);
    expect((await lenderLoan(loanId)).settlement!.fee).toBe(withFee.fee);
    const tooMuch = await send('PUT', `/api/Lender/settings/loan_types/${personal.loanTypeId}`, {
      token: staff,
      body: { ...terms, earlySettlementFeeBps: 5_000 },
    });
    expect(tooMuch.statusCode).toBe(400);
    await send('PUT', `/api/Lender/settings/loan_types/${personal.loanTypeId}`, {
      token: staff,
      body: { ...terms, earlySettlementFeeBps: 0 },
    });
  });
});

describe('a pending renewal quoted under the old rule', () => {
  it('is re-quoted at today’s payoff once, audited, and the borrower emailed the corrected figures', async () => {
    const loanId = await loanOf(gateway, RENEWING_BORROWER.email, 'active');
    // As a request made before settlements were priced at payoff was stored: no quote.
    const { rows } = await gateway.db.query<{ id: string }>(
      `UPDATE loan_renewals SET quoted_settlement = NULL WHERE loan_id = $1 AND status = 'pending' RETURNING id`,
      [loanId],
    );
    const renewalId = rows[0]!.id;
    const sent: MailMessage[] = [];
    const mailer = {
      send: (message: MailMessage) => void sent.push(message),
      later: () => {},
      settled: async () => {},
    };
    const job = schedulePeriodicJob(gateway.db, renewalRequoteJob(SITE_ORIGIN, mailer), (error) => {
      throw error;
    });
    try {
      const first = await job.runOnce();
      const loan = await lenderLoan(loanId);
      // The seed has a request of its own quoted under the old rule (Kelechi Obi's).
      expect(first!.requoted.filter((item) => item.renewalId === renewalId)).toEqual([
        { renewalId, settlement: loan.settlement },
      ]);
      const toBorrower = () => sent.filter((message) => message.to === RENEWING_BORROWER.email);
      const renewals = (await send('GET', '/api/Lender/renewals?status=pending', { token: staff })).json()
        .responseData.items as LenderRenewal[];
      expect(renewals.find((item) => item.id === renewalId)).toMatchObject({
        quotedSettlement: loan.settlement,
        settlementAmount: loan.settlement!.amount,
      });
      const audit = await gateway.db.query<{ action: string; details: Record<string, unknown> }>(
        `SELECT action, details FROM audit_log WHERE entity = 'renewal' AND entity_id = $1 ORDER BY id`,
        [renewalId],
      );
      expect(audit.rows.map((row) => row.action)).toEqual(['renewal_requested', 'renewal_requoted']);
      expect(audit.rows[1]!.details).toMatchObject({
        previousSettlement: loan.outstandingBalance,
        settlement: { amount: loan.settlement!.amount },
      });
      expect(toBorrower()).toHaveLength(1);
      expect(toBorrower()[0]!.subject).toBe('Your renewal request: corrected figures');
      const naira = (minor: number) =>
        `₦${(minor / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      expect(toBorrower()[0]!.text).toContain(
        `Payments left on the schedule: ${naira(loan.outstandingBalance)}`,
      );
      expect(toBorrower()[0]!.text).toContain(naira(loan.settlement!.amount));
      // A second run changes nothing and sends nothing.
      const sentBefore = sent.length;
      expect((await job.runOnce())!.requoted).toEqual([]);
      expect(sent).toHaveLength(sentBefore);
    } finally {
      await job.stop();
    }
  });
});

describe('a renewal of a loan with a part-paid instalment, paid out', () => {
  it('settles exactly the payoff of the payout day, part payment taken off', async () => {
    const oldLoanId = await loanOf(gateway, RENEWING_BORROWER.email, 'active');
    const part = await send('POST', `/api/Lender/loans/${oldLoanId}/repayments`, {
      token: staff,
      body: { amount: 500_000, paidOn: today, reference: 'PART-PAID-2' },
    });
    expect(part.statusCode).toBe(200);
    const old = await lenderLoan(oldLoanId);
    expect(old.settlement).toMatchObject({ partPayment: 500_000 });
    const pending = (await send('GET', '/api/Lender/renewals?status=pending', { token: staff })).json()
      .responseData.items as LenderRenewal[];
    const request = pending.find((item) => item.currentLoan.id === oldLoanId)!;
    expect(request.settlementAmount).toBe(old.settlement!.amount);
    const approved = await send('POST', `/api/Lender/renewals/${request.id}/approve`, {
      token: staff,
      body: {},
    });
    expect(approved.statusCode).toBe(200);
    // Approval re-quotes at today's figure, after the part payment.
    expect(approved.json().responseData.quotedSettlement).toEqual(old.settlement);
    const newLoanId = (approved.json().responseData as LenderRenewal).replacementLoanId!;
    const waiting = await lenderLoan(newLoanId);
    const paid = await send('POST', `/api/Lender/loans/${newLoanId}/payout`, {
      token: staff,
      body: {
        amountPaid: waiting.amountReceived - old.settlement!.amount,
        paidOn: today,
        reference: 'TRF-PAYOFF-1',
      },
    });
    expect(paid.statusCode).toBe(200);
    const settled = await lenderLoan(oldLoanId);
    expect(settled).toMatchObject({ status: 'repaid', settlement: old.settlement });
    expect(settled.repayments.at(-1)).toMatchObject({
      source: 'renewal_settlement',
      amount: old.settlement!.amount,
    });
  });
});
