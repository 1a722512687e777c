import type { LenderLoanDetail, Loan, SettlementRequest } from '@lendbridge/contract';
import { SETTLEMENT_REQUEST_VALID_DAYS } from '@lendbridge/contract';
import { settlementLapseJob } from '../src/gateway/marketplace/settlement-lapse';
import { dayOf } from '../src/core/schedule';
import { startTestGateway } from './helpers/gateway';
import { borrowerLogin, caller, insertStaff, loanOf, RENEWING_BORROWER, snapshot } from './helpers/lender';

/*
 * A settlement request's life after asking (docs/api.md, "Early settlement"): the borrower may
 * withdraw it; past its last day it lapses, the lender's payment no longer answers it, and the
 * borrower can ask again. Each change is idempotent and audited.
 */
const BORROWER = { email: 'funmilayo.ojo@lendbridge.example' };
const today = dayOf(new Date());
const DAY_MS = 24 * 60 * 60 * 1000;

let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let send: ReturnType<typeof caller>;
let borrower: { token: string; id: string };
let loanId: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  send = caller(gateway);
  borrower = await borrowerLogin(gateway, BORROWER.email);
  loanId = await loanOf(gateway, BORROWER.email, 'active');
});
afterAll(() => gateway.close());

const current = async () =>
  (
    await send('GET', `/api/LoanTransaction/loans/users_current_loan_status/${borrower.id}`, {
      token: borrower.token,
    })
  ).json().responseData.currentLoan as Loan;
const ask = () =>
  send('POST', '/api/LoanTransaction/settlement_request', { token: borrower.token, body: { loanId } });
const withdraw = (key?: string, token = borrower.token) =>
  send('POST', '/api/LoanTransaction/settlement_request/withdraw', {
    token,
    body: { loanId },
    ...(key ? { key } : {}),
  });
const auditActions = async (requestId: string) =>
  (
    await gateway.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'settlement_request' AND entity_id = $1 ORDER BY id`,
      [requestId],
    )
  ).rows.map((row) => row.action);
/** As if the request had been made long enough ago that its last day has passed. */
const passLastDay = (requestId: string) =>
  gateway.db.query(`UPDATE settlement_requests SET valid_until = $2::date - 1 WHERE id = $1`, [
    requestId,
    today,
  ]);

describe('withdrawing a request', () => {
  let asked: SettlementRequest;

  it('holds for the stated days from the day asked', async () => {
    const response = await ask();
    expect(response.statusCode).toBe(200);
    asked = response.json().responseData;
    const lastDay = dayOf(
      new Date(Date.parse(`${today}T00:00:00Z`) + SETTLEMENT_REQUEST_VALID_DAYS * DAY_MS),
    );
    expect(asked).toMatchObject({ status: 'open', validUntil: lastDay, endedAt: null });
  });

  it('refuses another borrower like a missing loan, changing nothing', async () => {
    const other = await borrowerLogin(gateway, RENEWING_BORROWER.email);
    const before = await snapshot(gateway);
    const foreign = await withdraw(undefined, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(await snapshot(gateway)).toEqual(before);
  });

  it('withdraws it once, audited; a repeat answers the same and writes nothing', async () => {
    const response = await withdraw('withdraw-once-key');
    expect(response.statusCode).toBe(200);
    const withdrawn = response.json().responseData as SettlementRequest;
    expect(withdrawn).toMatchObject({ id: asked.id, status: 'withdrawn' });
    expect(withdrawn.endedAt).not.toBeNull();
    expect((await withdraw('withdraw-once-key')).body).toBe(response.body);
    // Under a new key (the call sends one) the answer is the same and nothing but the key is stored.
    const { 'public.idempotency_keys': _keys, ...before } = await snapshot(gateway);
    const again = await withdraw();
    expect(again.statusCode).toBe(200);
    expect(again.json().responseData).toEqual(withdrawn);
    const { 'public.idempotency_keys': _keysAfter, ...after } = await snapshot(gateway);
    expect(after).toEqual(before);
    expect(await auditActions(asked.id)).toEqual(['settlement_requested', 'settlement_request_withdrawn']);
    const loan = await current();
    expect(loan.pendingSettlement).toBeNull();
    expect(loan.latestSettlement).toEqual(withdrawn);
  });

  it('lets the borrower ask again', async () => {
    const response = await ask();
    expect(response.statusCode).toBe(200);
    expect(response.json().responseData.id).not.toBe(asked.id);
  });
});

describe('a request past its last day', () => {
  let asked: SettlementRequest;

  beforeAll(async () => {
    asked = (await current()).pendingSettlement!;
    await passLastDay(asked.id);
  });

  it('shows as lapsed at once, and the job writes it down once, audited', async () => {
    const loan = await current();
    expect(loan.pendingSettlement).toBeNull();
    expect(loan.latestSettlement).toMatchObject({ id: asked.id, status: 'lapsed' });
    const job = settlementLapseJob();
    expect(await gateway.db.transaction((tx) => job.run(tx))).toEqual({ lapsed: 1 });
    expect(await gateway.db.transaction((tx) => job.run(tx))).toEqual({ lapsed: 0 });
    expect(await auditActions(asked.id)).toEqual(['settlement_requested', 'settlement_request_lapsed']);
    expect((await current()).latestSettlement).toMatchObject({ id: asked.id, status: 'lapsed' });
  });

  it('cannot be withdrawn any more', async () => {
    const response = await withdraw();
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('no_open_settlement');
    expect(response.json().message).toMatch(/lapsed/);
  });

  it('is not answered by a payment the lender records later; the borrower can ask again', async () => {
    const again = await ask();
    expect(again.statusCode).toBe(200);
    const second = again.json().responseData as SettlementRequest;
    // This one lapses too, before the lender gets to it, and nothing has written it down yet.
    await passLastDay(second.id);
    const staff = await insertStaff(gateway, 'lagoon-microfinance-bank');
    const detail = (await send('GET', `/api/Lender/loans/${loanId}`, { token: staff.token })).json()
      .responseData as LenderLoanDetail;
    expect(detail.settlementRequests![0]).toMatchObject({ id: second.id, status: 'lapsed' });
    const recorded = await send('POST', `/api/Lender/loans/${loanId}/settlement`, {
      token: staff.token,
      body: { amountPaid: detail.settlement!.amount, paidOn: today, reference: 'SETTLE-AFTER-LAPSE' },
    });
    expect(recorded.statusCode).toBe(200);
    const settled = recorded.json().responseData as LenderLoanDetail;
    expect(settled.status).toBe('repaid');
    expect(settled.settlementRequests!.map((request) => request.status)).toEqual([
      'lapsed',
      'lapsed',
      'withdrawn',
    ]);
    expect(await auditActions(second.id)).toEqual(['settlement_requested', 'settlement_request_lapsed']);
  });
});
