import type { LenderLoanDetail, Loan, SettlementRequest } from '@lendbridge/contract';
import { dayOf } from '../src/core/schedule';
import { startTestGateway } from './helpers/gateway';
import {
  borrowerLogin,
  caller,
  KOBO_STAFF,
  lenderLogin,
  loanOf,
  mailSince,
  OVERDUE_BORROWER,
  RENEWING_BORROWER,
  snapshot,
} from './helpers/lender';

/*
 * Early settlement (docs/api.md, "Early settlement") on a real database: the borrower asks at
 * the payoff figure the dashboard shows (one open request per loan, idempotent, audited, the
 * lender emailed); the lender records the payment, which must be that day's payoff figure, and
 * the loan becomes repaid with the interest it no longer charges; the borrower is emailed.
 * The figure itself is the one payoff function's, checked against independent figures in
 * contract/src/__tests__/payoff.test.ts and served as tested in payoff-settlement.test.ts.
 */
const today = dayOf(new Date());

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

describe('a borrower settles early and the lender records it', () => {
  let loanId: string;
  let borrower: { token: string; id: string };
  let dashboard: Loan;

  const current = async () =>
    (
      await send('GET', `/api/LoanTransaction/loans/users_current_loan_status/${borrower.id}`, {
        token: borrower.token,
      })
    ).json().responseData.currentLoan as Loan | null;

  beforeAll(async () => {
    loanId = await loanOf(gateway, OVERDUE_BORROWER.email, 'active');
    borrower = await borrowerLogin(gateway, OVERDUE_BORROWER.email);
    dashboard = (await current())!;
  });

  it('asks at the figure the dashboard shows, once, with the lender emailed', async () => {
    expect(dashboard.id).toBe(loanId);
    expect(dashboard.pendingSettlement).toBeNull();
    const mailBefore = (await gateway.mail()).length;
    const key = 'settle-once-key';
    const ask = () =>
      send('POST', '/api/LoanTransaction/settlement_request', {
        token: borrower.token,
        key,
        body: { loanId },
      });
    const asked = await ask();
    expect(asked.statusCode).toBe(200);
    const request = asked.json().responseData as SettlementRequest;
    expect(request).toMatchObject({ loanId, status: 'open', settledAt: null });
    expect(request.quotedSettlement).toEqual(dashboard.settlement);
    // The same key answers the same, and nothing more is written.
    expect((await ask()).body).toBe(asked.body);
    const { rows } = await gateway.db.query<{ count: string }>(
      `SELECT count(*) FROM settlement_requests WHERE loan_id = $1`,
      [loanId],
    );
    expect(Number(rows[0]!.count)).toBe(1);
    expect((await current())!.pendingSettlement).toEqual(request);
    const audit = await gateway.db.query(
      `SELECT 1 FROM audit_log WHERE entity = 'settlement_request' AND entity_id = $1 AND action = 'settlement_requested'`,
      [request.id],
    );
    expect(audit.rows).toHaveLength(1);
    const mail = await mailSince(gateway, mailBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.raw).toMatch(/^To: loans@kobo-credit\.example/m);
    expect(mail[0]!.raw).toContain('A borrower asked to settle a personal loan');
    // The lender's email names no borrower.
    expect(mail[0]!.raw).not.toMatch(/Ifeoma|Nwachukwu/i);
  });

  it('refuses a second open request, and another borrower’s loan like a missing one', async () => {
    const again = await send('POST', '/api/LoanTransaction/settlement_request', {
      token: borrower.token,
      body: { loanId },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('settlement_pending');
    const other = await borrowerLogin(gateway, RENEWING_BORROWER.email);
    const foreign = await send('POST', '/api/LoanTransaction/settlement_request', {
      token: other.token,
      body: { loanId },
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await send('POST', '/api/LoanTransaction/settlement_request', {
      token: borrower.token,
      body: { loanId: 'not-a-loan' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists the request on the lender’s loan page', async () => {
    const detail = await lenderLoan(loanId);
    expect(detail.settlementRequests).toHaveLength(1);
    expect(detail.settlementRequests![0]).toMatchObject({
      status: 'open',
      quotedSettlement: detail.settlement,
    });
  });

  it('refuses a payment that is not the payoff figure of its day, changing nothing', async () => {
    const figure = (await lenderLoan(loanId)).settlement!;
    const before = await snapshot(gateway);
    const short = await send('POST', `/api/Lender/loans/${loanId}/settlement`, {
      token: staff,
      body: { amountPaid: figure.amount - 1, paidOn: today, reference: 'SETTLE-SHORT' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe('amountPaid');
    expect(short.json().message).toContain(today);
    const future = await send('POST', `/api/Lender/loans/${loanId}/settlement`, {
      token: staff,
      body: { amountPaid: figure.amount, paidOn: '2999-01-01', reference: 'SETTLE-FUTURE' },
    });
    expect(future.statusCode).toBe(400);
    expect(await snapshot(gateway)).toEqual(before);
  });

  it('closes the loan at that day’s payoff, records the interest not charged and emails the borrower', async () => {
    const before = await lenderLoan(loanId);
    const figure = before.settlement!;
    expect(figure.interestNotCharged).toBeGreaterThan(0);
    const mailBefore = (await gateway.mail()).length;
    const recorded = await send('POST', `/api/Lender/loans/${loanId}/settlement`, {
      token: staff,
      body: { amountPaid: figure.amount, paidOn: today, reference: 'SETTLE-1' },
    });
    expect(recorded.statusCode).toBe(200);
    const detail = recorded.json().responseData as LenderLoanDetail;
    expect(detail).toMatchObject({
      status: 'repaid',
      outstandingBalance: 0,
      settledByLoanId: null,
      amountRepaid: before.amountRepaid + figure.amount,
      settlement: figure,
    });
    expect(detail.repayments.at(-1)).toMatchObject({
      source: 'early_settlement',
      amount: figure.amount,
      reference: 'SETTLE-1',
    });
    expect(detail.settlementRequests![0]).toMatchObject({ status: 'settled' });
    expect(detail.settlementRequests![0]!.settledAt).not.toBeNull();
    const audit = await gateway.db.query<{
      action: string;
      details: { settlement?: { interestNotCharged: number } };
    }>(
      `SELECT action, details FROM audit_log
       WHERE (entity = 'loan' AND entity_id = $1 AND action = 'loan_settled_early')
          OR (entity = 'settlement_request' AND action = 'settlement_request_settled' AND details->>'loanId' = $1::text)
       ORDER BY id`,
      [loanId],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['loan_settled_early', 'settlement_request_settled']);
    expect(audit.rows[0]!.details.settlement!.interestNotCharged).toBe(figure.interestNotCharged);
    const mail = await mailSince(gateway, mailBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.raw).toMatch(/^Subject: Your loan is settled$/m);
    expect(mail[0]!.raw).toMatch(new RegExp(`^To: .*${OVERDUE_BORROWER.email}`, 'm'));
    expect(await current()).toBeNull();
    // A settled loan takes no second settlement, nor a new request.
    const twice = await send('POST', `/api/Lender/loans/${loanId}/settlement`, {
      token: staff,
      body: { amountPaid: figure.amount, paidOn: today, reference: 'SETTLE-2' },
    });
    expect(twice.statusCode).toBe(409);
    const late = await send('POST', '/api/LoanTransaction/settlement_request', {
      token: borrower.token,
      body: { loanId },
    });
    expect(late.statusCode).toBe(409);
  });
});
