import type { LenderLoanDetail, RemittanceApplied, RemittancePreview } from '@lendbridge/contract';
import { LOAN_LIMITS, REMITTANCE_LIMITS } from '@lendbridge/contract';
import fc from 'fast-check';
import { parseAmount, parseDate, parseRemittance } from '../src/gateway/lender/remittance-csv';
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
 * Payroll remittance files: read as employers send them (exactly, to the kobo), matched to the
 * provider's loans by staff number on the employer's roster, previewed without writing, applied
 * in one transaction, and never applied twice.
 */
const today = dayOf(new Date());

/** Minor units as an employer writes naira: 3930412 → "39,304.12". */
const naira = (minor: number) =>
  `${Math.floor(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}`;

describe('reading a remittance file', () => {
  it.each([
    ['12,500.00', 1_250_000],
    ['12500', 1_250_000],
    ['₦1,234.5', 123_450],
    ['NGN 75,000', 7_500_000],
    ['0.01', 1],
    [' 1,000,000.99 ', 100_000_099],
  ])('reads the amount %s as %i kobo', (text, kobo) => {
    expect(parseAmount(text)).toBe(kobo);
  });

  it.each(['12,50.00', '1.234', '-5', '1e3', '12.500,00', '', 'abc', '1,2345'])(
    'refuses the amount "%s" with a message',
    (text) => {
      expect(typeof parseAmount(text)).toBe('string');
    },
  );

  it('refuses zero and amounts beyond any loan', () => {
    expect(parseAmount('0.00')).toMatch(/more than zero/);
    expect(parseAmount('99,999,999,999.99')).toMatch(/larger than any loan/);
  });

  it('reads any whole number of kobo written as naira back exactly (no floating point)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: LOAN_LIMITS.maxAmount }), (kobo) => {
        expect(parseAmount(naira(kobo))).toBe(kobo);
      }),
      { numRuns: 2_000 },
    );
  });

  it.each([
    ['2026-03-28', '2026-03-28'],
    ['28/03/2026', '2026-03-28'],
    ['8/3/2026', '2026-03-08'],
    ['28-03-2026', '2026-03-28'],
  ])('reads the date %s as %s', (text, day) => {
    expect(parseDate(text)).toBe(day);
  });

  it.each(['31/02/2026', '03/28/2026', '2026-3-28', '1999-12-31', 'yesterday'])(
    'refuses the date "%s"',
    (text) => {
      expect(parseDate(text)).toEqual({ problem: expect.any(String) });
    },
  );

  it('tolerates a header, quoted fields, CRLF, a byte-order mark and blank lines', () => {
    const csv =
      '\uFEFFStaff Number,Amount,Date,Reference\r\n' +
      '"ZT-1066","39,304.12",28/03/2026,"MAR26 ""A"", ZT"\r\n' +
      '\r\n' +
      'ZT-1014 , 1000 ,2026-03-28, MAR26-B\r\n';
    const parsed = parseRemittance(csv, '2026-04-01');
    expect(parsed).toEqual({
      ok: true,
      lines: [
        {
          line: 2,
          staffNumber: 'ZT-1066',
          amount: 3_930_412,
          paidOn: '2026-03-28',
          reference: 'MAR26 "A", ZT',
        },
        { line: 4, staffNumber: 'ZT-1014', amount: 100_000, paidOn: '2026-03-28', reference: 'MAR26-B' },
      ],
    });
  });

  it('maps a header naming the columns in another order, ignoring columns it does not need', () => {
    const csv =
      'Reference,Employee name,Payment date,Staff ID,Amount deducted\nREF-1,Chinedu Okeke,2026-03-28,ZT-1066,500\n';
    const parsed = parseRemittance(csv, '2026-04-01');
    expect(parsed).toEqual({
      ok: true,
      lines: [{ line: 2, staffNumber: 'ZT-1066', amount: 50_000, paidOn: '2026-03-28', reference: 'REF-1' }],
    });
  });

  it('lists every unreadable row with its line and field', () => {
    const csv = [
      'ZT-1066,12.500,2026-03-28,A',
      'ZT-1066,100,31/02/2026,B',
      ',100,2026-03-28,C',
      'ZT-1066,100,2026-03-28,',
      'ZT-1066,100,2026-03-28',
      'ZT-1066,100,2099-01-01,F',
      'ZT-1066,100,2026-03-28,G',
    ].join('\n');
    const parsed = parseRemittance(csv, '2026-04-01');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems.map((problem) => [problem.line, problem.field])).toEqual([
      [1, 'amount'],
      [2, 'date'],
      [3, 'staffNumber'],
      [4, 'reference'],
      [5, 'row'],
      [6, 'date'],
    ]);
  });

  it('refuses a quote left open, and more rows than a file may hold', () => {
    expect(parseRemittance('ZT-1066,"100,2026-03-28,A\n', '2026-04-01')).toMatchObject({
      ok: false,
      problems: [{ line: 1, field: 'row', message: expect.stringMatching(/never closed/) }],
    });
    const many = Array.from(
      { length: REMITTANCE_LIMITS.maxRows + 1 },
      (_, i) => `ZT-1066,1,2026-03-28,R${i}`,
    );
    expect(parseRemittance(many.join('\n'), '2026-04-01')).toMatchObject({
      ok: false,
      problems: [{ message: expect.stringMatching(`at most ${REMITTANCE_LIMITS.maxRows} `) }],
    });
  });
});

describe('remittance files in the workspace', () => {
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  let send: ReturnType<typeof caller>;
  let staff: string;
  let loanId: string;
  let loan: LenderLoanDetail;

  beforeAll(async () => {
    gateway = await startTestGateway();
    send = caller(gateway);
    staff = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
    loanId = await loanOf(gateway, RENEWING_BORROWER.email, 'active');
    loan = (await send('GET', `/api/Lender/loans/${loanId}`, { token: staff })).json().responseData;
  });
  afterAll(() => gateway.close());

  const file = (csv: string, organizationCode = 'ZENITHTECH') => ({
    organizationCode,
    fileName: 'march.csv',
    csv,
  });
  const preview = (csv: string) =>
    send('POST', '/api/Lender/remittances/preview', { token: staff, key: null, body: file(csv) });
  const apply = (csv: string, key?: string | null) =>
    send('POST', '/api/Lender/remittances/apply', { token: staff, key, body: file(csv) });

  const monthly = () => loan.monthlyRepayment;
  const march = () =>
    [
      'Staff No,Amount,Date,Reference',
      `ZT-1066,"${naira(monthly())}",${today},PAY-ZT-1066-A`,
      `ZT-9999,"${naira(monthly())}",${today},PAY-ZT-9999-A`,
      // The demo borrower is on Zenith's roster but repays no loan with Kobo Credit.
      `ZT-1001,"1,000.00",${today},PAY-ZT-1001-A`,
      `zt-1066,"500.00",${today},pay-zt-1066-a`,
    ].join('\r\n');

  it('answers 422 listing each unreadable row, and writes nothing', async () => {
    const before = await snapshot(gateway);
    for (const send422 of [preview, (csv: string) => apply(csv)]) {
      const refused = await send422(`ZT-1066,12.500,${today},A\nZT-1066,100,${today}\n`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        requestSuccessful: false,
        error: 'invalid_rows',
        message: expect.stringMatching(/2 rows/),
        responseData: {
          problems: [
            { line: 1, field: 'amount' },
            { line: 2, field: 'row' },
          ],
        },
      });
    }
    expect(await snapshot(gateway)).toEqual(before);
  });

  it('refuses an employer it does not know', async () => {
    const refused = await send('POST', '/api/Lender/remittances/preview', {
      token: staff,
      key: null,
      body: file(march(), 'NOWHERE'),
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().field).toBe('organizationCode');
  });

  it('previews matched, unmatched and duplicate rows without writing anything', async () => {
    const before = await snapshot(gateway);
    const answer = await preview(march());
    expect(answer.statusCode).toBe(200);
    const result = answer.json().responseData as RemittancePreview;
    expect(result.rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, 'matched'],
      [3, 'unmatched'],
      [4, 'unmatched'],
      [5, 'duplicate'],
    ]);
    expect(result.rows[0]).toMatchObject({
      loanId,
      borrowerName: 'Chinedu Okeke',
      appliedAmount: monthly(),
      outstandingAfter: loan.outstandingBalance - monthly(),
    });
    // Someone on the roster without a loan here reads exactly like a number not on it.
    expect(result.rows[1]!.message.replace('ZT-9999', 'X')).toBe(
      result.rows[2]!.message.replace('ZT-1001', 'X'),
    );
    expect(result.rows[3]!.message).toMatch(/already on line 2/);
    expect(result.totals).toMatchObject({
      rows: 4,
      matched: 1,
      unmatched: 2,
      duplicate: 1,
      amountApplied: monthly(),
    });
    expect(result.alreadyApplied).toBeNull();
    expect(await snapshot(gateway)).toEqual(before);
  });

  it('applies the matched rows in one go, and the same file again changes nothing', async () => {
    const applied = await apply(march());
    expect(applied.statusCode).toBe(200);
    const result = applied.json().responseData as RemittanceApplied;
    expect(result).toMatchObject({
      alreadyApplied: false,
      appliedBy: 'Bola Adeyemi',
      totals: { matched: 1 },
    });
    const after = (await send('GET', `/api/Lender/loans/${loanId}`, { token: staff })).json()
      .responseData as LenderLoanDetail;
    expect(after.amountRepaid).toBe(loan.amountRepaid + monthly());
    expect(after.schedule[4]).toMatchObject({ paid: true, status: 'paid' });
    expect(after.repayments.at(-1)).toMatchObject({
      amount: monthly(),
      source: 'remittance',
      reference: 'PAY-ZT-1066-A',
      remittanceId: result.uploadId,
    });

    const before = await snapshot(gateway);
    const again = await apply(march(), null);
    expect(again.statusCode).toBe(200);
    expect(again.json().responseData).toEqual({ ...result, alreadyApplied: true });
    expect(again.json().message).toMatch(/already applied/);
    expect(await snapshot(gateway)).toEqual(before);
    const previewed = (await preview(march())).json().responseData as RemittancePreview;
    expect(previewed.alreadyApplied).toEqual({ uploadId: result.uploadId, appliedAt: result.appliedAt });
    expect(previewed.rows[0]).toMatchObject({
      outcome: 'duplicate',
      message: expect.stringMatching(/already recorded/),
    });

    // An edited copy: the rows applied before are duplicates, the new one is applied.
    const edited = `${march()}\r\nZT-1066,"${naira(monthly())}",${today},PAY-ZT-1066-B`;
    const second = (await apply(edited)).json().responseData as RemittanceApplied;
    expect(second.rows.map((row) => row.outcome)).toEqual([
      'duplicate',
      'unmatched',
      'unmatched',
      'duplicate',
      'matched',
    ]);
    expect(second.totals.amountApplied).toBe(monthly());
  });

  it('rolls back every row when one fails halfway', async () => {
    await gateway.db.exec(`
      CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.reference = 'BOOM' THEN RAISE EXCEPTION 'the disk is full'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_boom BEFORE INSERT ON loan_repayments FOR EACH ROW EXECUTE FUNCTION refuse_boom();`);
    try {
      const before = await snapshot(gateway);
      const failing = [
        `ZT-1066,100.00,${today},PAY-FAIL-1`,
        `ZT-1066,100.00,${today},BOOM`,
        `ZT-1066,100.00,${today},PAY-FAIL-3`,
      ].join('\n');
      const answer = await apply(failing);
      expect(answer.statusCode).toBe(500);
      expect(answer.body).not.toMatch(/disk|BOOM|INSERT/);
      expect(await snapshot(gateway)).toEqual(before);
    } finally {
      await gateway.db.exec('DROP TRIGGER refuse_boom ON loan_repayments; DROP FUNCTION refuse_boom();');
    }
  });

  it('repays a loan in full from a file, overpaid beyond the balance, and moves it to the history', async () => {
    const current = (await send('GET', `/api/Lender/loans/${loanId}`, { token: staff })).json()
      .responseData as LenderLoanDetail;
    const before = (await gateway.mail()).length;
    const csv = [
      `ZT-1066,"${naira(current.outstandingBalance - 1_000)}",${today},PAY-FULL-1`,
      `ZT-1066,"${naira(3_000)}",${today},PAY-FULL-2`,
    ].join('\n');
    const result = (await apply(csv)).json().responseData as RemittanceApplied;
    expect(result.rows.map((row) => [row.appliedAmount, row.overpaidAmount, row.repaysLoan])).toEqual([
      [current.outstandingBalance - 1_000, 0, false],
      [1_000, 2_000, true],
    ]);
    expect(result.totals).toMatchObject({ loansRepaid: 1, amountOverpaid: 2_000 });
    const { token, id } = await borrowerLogin(gateway, RENEWING_BORROWER.email);
    const history = (await send('GET', `/api/LoanTransaction/loans/user_loan_status/${id}`, { token })).json()
      .responseData.items as Array<{ id: string; status: string }>;
    expect(history.find((item) => item.id === loanId)).toMatchObject({
      status: 'repaid',
      amountOverpaid: 2_000,
    });
    expect(
      (await mailSince(gateway, before)).some((mail) => /Subject: Your loan is repaid/.test(mail.raw)),
    ).toBe(true);
    // Nothing is owed any more: a further row finds no loan to pay.
    const late = (await preview(`ZT-1066,100.00,${today},PAY-LATE`)).json().responseData as RemittancePreview;
    expect(late.rows[0]!.outcome).toBe('unmatched');
  });

  it('lists the files applied, newest first', async () => {
    const list = await send('GET', '/api/Lender/remittances?pageSize=2', { token: staff });
    expect(list.statusCode).toBe(200);
    const page = list.json().responseData;
    expect(page.totalCount).toBe(3);
    expect(page.items).toHaveLength(2);
    expect(Date.parse(page.items[0].appliedAt)).toBeGreaterThanOrEqual(Date.parse(page.items[1].appliedAt));
  });
});
