import type { Loan } from '@lendbridge/contract';
import { parse } from 'csv-parse/sync';
import { formatDate } from '../src/core/format';
import { dayOf } from '../src/core/schedule';
import { statementCsv } from '../src/gateway/statements/statement-csv';
import { statementOf } from '../src/gateway/statements/statement-data';
import { startTestGateway } from './helpers/gateway';
import {
  borrowerLogin,
  caller,
  DEMO_BORROWER,
  insertStaff,
  KOBO_STAFF,
  lenderLogin,
  RENEWING_BORROWER,
} from './helpers/lender';
import { pdfText } from './helpers/pdf-text';

/*
 * Loan statements (docs/api.md, "Loan statements") on a real database: the borrower's own loan
 * only, the lender's only for loans it holds; the figures checked against sums the database
 * computes itself, not against the code that wrote the file.
 */
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let send: ReturnType<typeof caller>;
let borrower: { token: string; id: string };
let loan: Loan;
const today = dayOf(new Date());

const statementUrl = (id: string, format: string) =>
  `/api/LoanTransaction/loans/${id}/statement?format=${format}`;

beforeAll(async () => {
  gateway = await startTestGateway();
  send = caller(gateway);
  borrower = await borrowerLogin(gateway, DEMO_BORROWER.email);
  const status = await send('GET', `/api/LoanTransaction/loans/users_current_loan_status/${borrower.id}`, {
    token: borrower.token,
  });
  loan = status.json().responseData.currentLoan as Loan;
});
afterAll(() => gateway.close());

/** The figures as the database adds them up, independently of the statement's code. */
async function storedFigures(loanId: string) {
  const { rows } = await gateway.db.query<{ paid: number; applied: number; count: number; total: number }>(
    `SELECT coalesce(sum(r.amount), 0)::bigint AS paid, coalesce(sum(r.applied_amount), 0)::bigint AS applied,
            count(r.id)::integer AS count, o.total_repayment AS total
     FROM loans l JOIN loan_offers o ON o.id = l.offer_id LEFT JOIN loan_repayments r ON r.loan_id = l.id
     WHERE l.id = $1 GROUP BY o.total_repayment`,
    [loanId],
  );
  return rows[0]!;
}

/** "123456" minor units as the CSV writes them. */
const decimal = (minor: number) => (minor / 100).toFixed(2);

/** The CSV's rows between a section's title and the next blank line. */
function section(records: string[][], title: string): string[][] {
  const start = records.findIndex((record) => record.length === 1 && record[0] === title);
  expect(start).toBeGreaterThan(-1);
  const end = records.findIndex((record, index) => index > start && record.every((cell) => cell === ''));
  return records.slice(start + 1, end === -1 ? undefined : end);
}

describe('the borrower’s statement', () => {
  it('as CSV: terms, a schedule that adds up, every payment and the balance', async () => {
    const response = await send('GET', statementUrl(loan.id, 'csv'), { token: borrower.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="lendbridge-statement-.*-${today}\\.csv"$`),
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const records = parse(response.body, { relax_column_count: true, skip_empty_lines: false }) as string[][];
    expect(records[0]).toEqual(['Lendbridge loan statement']);
    expect(records[1]).toEqual(['Issued on', today]);

    const about = new Map(section(records, 'Loan').map(([label, value]) => [label, value]));
    expect(about.get('Lender')).toBe(loan.providerName);
    expect(about.get('Status')).toBe('Being repaid');
    const terms = new Map(section(records, 'Terms').map(([label, value]) => [label, value]));
    expect(terms.get('Amount borrowed')).toBe(decimal(loan.principal));
    expect(terms.get('Total repayable')).toBe(decimal(loan.totalRepayment));

    const [header, ...instalments] = section(records, 'Schedule');
    expect(header).toEqual([
      'No.',
      'Due',
      'Amount',
      'Principal',
      'Interest',
      'Balance after',
      'Paid',
      'Status',
    ]);
    expect(instalments).toHaveLength(loan.tenorMonths);
    const cents = (column: number) =>
      instalments.reduce((sum, row) => sum + Math.round(Number(row[column]) * 100), 0);
    const stored = await storedFigures(loan.id);
    expect(cents(2)).toBe(stored.total);
    expect(cents(3)).toBe(loan.principal);
    expect(instalments.at(-1)![5]).toBe('0.00');
    expect(cents(6)).toBe(stored.applied);

    const [, ...payments] = section(records, 'Payments');
    expect(payments).toHaveLength(stored.count + 1);
    const total = payments.at(-1)!;
    expect(total[0]).toBe('Total');
    expect(total[3]).toBe(decimal(stored.paid));
    const listed = payments.slice(0, -1).reduce((sum, row) => sum + Math.round(Number(row[3]) * 100), 0);
    expect(listed).toBe(stored.paid);

    const balance = new Map(section(records, 'Balance').map(([label, value]) => [label, value]));
    expect(balance.get('Repaid')).toBe(decimal(stored.applied));
    expect(balance.get('Payments left on the schedule')).toBe(decimal(stored.total - stored.applied));
    expect(balance.get('To settle on the day issued')).toBe(decimal(loan.settlement!.amount));
  });

  it('as PDF: the lender, terms, payments, balance and the day issued', async () => {
    const response = await send('GET', statementUrl(loan.id, 'pdf'), { token: borrower.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/\.pdf"$/);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    const money = (minor: number) =>
      (minor / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const stored = await storedFigures(loan.id);
    expect(text).toContain('Lendbridge loan statement');
    expect(text).toContain(`Issued on ${formatDate(new Date())}`);
    expect(text).toContain(loan.providerName);
    expect(text).toContain(`NGN ${money(loan.principal)}`);
    expect(text).toContain(`NGN ${money(loan.monthlyRepayment)}`);
    expect(text).toContain(`NGN ${money(stored.applied)}`);
    expect(text).toContain(`NGN ${money(stored.total - stored.applied)}`);
    expect(text).toContain(`NGN ${money(loan.settlement!.amount)}`);
    // The payments' total row, and one row per instalment (its number first).
    expect(text).toContain(money(stored.paid));
    for (let number = 1; number <= loan.tenorMonths; number += 1) expect(text).toContain(String(number));
  });

  it('is the owner’s only: another borrower and a stranger get nothing', async () => {
    const other = await borrowerLogin(gateway, RENEWING_BORROWER.email);
    const foreign = await send('GET', statementUrl(loan.id, 'pdf'), { token: other.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('We could not find that loan.');
    expect((await send('GET', statementUrl(loan.id, 'csv'))).statusCode).toBe(401);
    const missing = await send('GET', statementUrl('00000000-0000-4000-8000-000000000000', 'csv'), {
      token: borrower.token,
    });
    expect(missing.statusCode).toBe(404);
    expect((await send('GET', statementUrl(loan.id, 'xls'), { token: borrower.token })).statusCode).toBe(400);
    expect((await send('GET', statementUrl('not-a-loan', 'csv'), { token: borrower.token })).statusCode).toBe(
      400,
    );
    // A lender's session is not a borrower's.
    const staff = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
    expect([401, 403]).toContain(
      (await send('GET', statementUrl(loan.id, 'csv'), { token: staff })).statusCode,
    );
  });
});

describe('the lender’s statement', () => {
  const lenderUrl = (id: string, format: string) => `/api/Lender/loans/${id}/statement?format=${format}`;

  it('is given for a loan the lender holds, and refused for another lender’s', async () => {
    const holder = await insertStaff(gateway, 'lagoon-microfinance-bank');
    const held = await send('GET', lenderUrl(loan.id, 'csv'), { token: holder.token });
    expect(held.statusCode).toBe(200);
    expect(held.body).toContain(`Lender,${loan.providerName}`);
    const pdf = await send('GET', lenderUrl(loan.id, 'pdf'), { token: holder.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(loan.providerName);

    const unrelated = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
    const refused = await send('GET', lenderUrl(loan.id, 'pdf'), { token: unrelated });
    expect(refused.statusCode).toBe(404);
    // A borrower's session is not a lender's.
    expect([401, 403]).toContain(
      (await send('GET', lenderUrl(loan.id, 'csv'), { token: borrower.token })).statusCode,
    );
  });
});

describe('the CSV form', () => {
  it('quotes separators and keeps text that a spreadsheet would run as a formula as text', async () => {
    const data = await statementOf(gateway.db, loan.id, { userId: await userIdOf(borrower.id) }, new Date());
    const payment = data.payments[0]!;
    data.payments = [{ ...payment, reference: '=HYPERLINK("http://evil.example","pay, now")' }];
    const records = parse(statementCsv(data), { relax_column_count: true }) as string[][];
    const [, row] = section(records, 'Payments');
    expect(row![1]).toBe(`'=HYPERLINK("http://evil.example","pay, now")`);
    expect(row![3]).toBe(decimal(payment.amount));
  });
});

async function userIdOf(publicId: string): Promise<number> {
  const { rows } = await gateway.db.query<{ id: number }>(`SELECT id FROM users WHERE public_id = $1`, [
    publicId,
  ]);
  return rows[0]!.id;
}
