import type { LenderLoanDetail, RemittanceApplied } from '@lendbridge/contract';
import { dayOf } from '../src/core/schedule';
import { startTestGateway } from './helpers/gateway';
import {
  AWAITING_BORROWER,
  caller,
  KOBO_STAFF,
  lenderLogin,
  loanOf,
  OVERDUE_BORROWER,
  RENEWING_BORROWER,
} from './helpers/lender';

/*
 * The lender's writes raced against each other (in parallel on PostgreSQL; one after another on
 * PGlite, which has one connection): whatever the order, a loan is paid out once, a file is
 * applied once and a payment reference is recorded once.
 */
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let send: ReturnType<typeof caller>;
let staff: string;
const today = dayOf(new Date());

beforeAll(async () => {
  gateway = await startTestGateway();
  send = caller(gateway);
  staff = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
});
afterAll(() => gateway.close());

const count = async (sql: string, params: unknown[]) =>
  (await gateway.db.query<{ count: number }>(sql, params)).rows[0]!.count;

it('pays a loan out once when eight payouts of it arrive together', async () => {
  const loanId = await loanOf(gateway, AWAITING_BORROWER.email, 'awaiting_disbursement');
  const loan = (await send('GET', `/api/Lender/loans/${loanId}`, { token: staff })).json()
    .responseData as LenderLoanDetail;
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      send('POST', `/api/Lender/loans/${loanId}/payout`, {
        token: staff,
        body: { amountPaid: loan.netPayout, paidOn: today, reference: `TRF-RACE-${i}` },
      }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  expect(
    await count(
      `SELECT count(*)::int AS count FROM audit_log WHERE entity_id = $1 AND action = 'loan_disbursed'`,
      [loanId],
    ),
  ).toBe(1);
});

it('applies a remittance file once when it is sent six times together', async () => {
  const loanId = await loanOf(gateway, RENEWING_BORROWER.email, 'active');
  const before = await count('SELECT count(*)::int AS count FROM loan_repayments WHERE loan_id = $1', [
    loanId,
  ]);
  const csv = `ZT-1066,"1,000.00",${today},RACE-FILE-1\nZT-1066,"2,000.00",${today},RACE-FILE-2`;
  const answers = await Promise.all(
    Array.from({ length: 6 }, () =>
      send('POST', '/api/Lender/remittances/apply', {
        token: staff,
        body: { organizationCode: 'ZENITHTECH', fileName: 'race.csv', csv },
      }),
    ),
  );
  expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  const results = answers.map((answer) => answer.json().responseData as RemittanceApplied);
  expect(results.filter((result) => !result.alreadyApplied)).toHaveLength(1);
  expect(new Set(results.map((result) => result.uploadId)).size).toBe(1);
  expect(await count('SELECT count(*)::int AS count FROM loan_repayments WHERE loan_id = $1', [loanId])).toBe(
    before + 2,
  );
});

it('records a payment reference once when two loans are sent it together, by hand and in a file', async () => {
  const overdueLoan = await loanOf(gateway, OVERDUE_BORROWER.email, 'active');
  const answers = await Promise.all([
    send('POST', `/api/Lender/loans/${overdueLoan}/repayments`, {
      token: staff,
      body: { amount: 50_000, paidOn: today, reference: 'SHARED-REF' },
    }),
    send('POST', '/api/Lender/remittances/apply', {
      token: staff,
      body: {
        organizationCode: 'ZENITHTECH',
        fileName: 'shared.csv',
        csv: `ZT-1066,500.00,${today},shared-ref`,
      },
    }),
  ]);
  expect(answers.map((answer) => answer.statusCode)).toContain(200);
  expect(
    await count(
      `SELECT count(*)::int AS count FROM loan_repayments WHERE upper(reference) = 'SHARED-REF'`,
      [],
    ),
  ).toBe(1);
  const [byHand, file] = answers;
  // Whichever came second was refused (by hand: 409) or left the row out (in a file: duplicate).
  const fileRow = file!.json().responseData?.rows?.[0]?.outcome as string | undefined;
  expect([byHand!.statusCode === 409, fileRow === 'duplicate']).toContain(true);
});
