import { ROSTER_LIMITS } from '@lendbridge/contract';
import { CsvError } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { readCsv, type CsvRecord } from '../../core/read-csv';
import { InvalidInput } from '../../errors/domain-errors';

/**
 * Reads an HR roster file (csv-parse does the CSV: quotes, CRLF, a byte-order mark): a header row
 * names the columns, in any order and whatever their case or spacing; other columns are ignored.
 * A file that is not CSV, lacks a column or has too many rows is refused as a whole; a row whose
 * values cannot be read is kept with the reason, so the preview can show it on its line.
 */

export interface RosterLine {
  line: number;
  staffNumber: string;
  fullName: string;
  /** Minor units; null when unreadable. */
  monthlyNetPay: number | null;
  contactEmail: string;
  left: boolean;
  /** Why the row cannot be used, if it cannot. */
  problem: string | null;
}

type Column = 'staffNumber' | 'fullName' | 'monthlyNetPay' | 'contactEmail' | 'left';

/** Header names as HR systems write them, compared without case, spaces or punctuation. */
const HEADER_NAMES: Record<string, Column> = {
  staffnumber: 'staffNumber',
  staffno: 'staffNumber',
  regno: 'staffNumber',
  registrationnumber: 'staffNumber',
  fullname: 'fullName',
  name: 'fullName',
  monthlynetpay: 'monthlyNetPay',
  netpay: 'monthlyNetPay',
  contactemail: 'contactEmail',
  email: 'contactEmail',
  left: 'left',
  hasleft: 'left',
};

/** The header an exported roster is written with, which an upload reads back. */
export const ROSTER_HEADER = ['staff_number', 'full_name', 'monthly_net_pay', 'contact_email', 'left'];

const COLUMN_LABELS: Record<Column, string> = {
  staffNumber: 'staff_number',
  fullName: 'full_name',
  monthlyNetPay: 'monthly_net_pay',
  contactEmail: 'contact_email',
  left: 'left',
};

const PAY = /^(?:₦|NGN)?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/i;
/** A month's pay far beyond any salary is a typing mistake (an extra zero or two). */
const MAX_MONTHLY_PAY_MINOR = 100_000_000_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const YES = new Set(['yes', 'y', 'true', '1', 'left']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

function readPay(text: string): number | string {
  const match = PAY.exec(text);
  if (!match) return `The monthly net pay "${text}" is not an amount like 250,000.00.`;
  const minor = Number(match[1]!.replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (minor > MAX_MONTHLY_PAY_MINOR) return `The monthly net pay "${text}" is larger than any salary.`;
  return minor;
}

function headerColumns(header: string[]): Map<Column, number> {
  const columns = new Map<Column, number>();
  header.forEach((name, index) => {
    const column = HEADER_NAMES[name.toLowerCase().replace(/[^a-z]/g, '')];
    if (column && !columns.has(column)) columns.set(column, index);
  });
  const missing = (Object.keys(COLUMN_LABELS) as Column[]).filter((column) => !columns.has(column));
  if (missing.length > 0) {
    throw new InvalidInput(
      `The file's first row must name its columns: ${ROSTER_HEADER.join(', ')}. ` +
        `Missing: ${missing.map((column) => COLUMN_LABELS[column]).join(', ')}.`,
      { field: 'csv', reason: 'missing_columns' },
    );
  }
  return columns;
}

export async function parseRoster(text: string): Promise<RosterLine[]> {
  let records: CsvRecord[];
  try {
    records = await readCsv(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw new InvalidInput(
        `The file is not readable as CSV${line ? ` (line ${line})` : ''}: check for an unclosed quote.`,
        { field: 'csv', reason: 'not_csv' },
      );
    }
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new InvalidInput('The file is empty.', { field: 'csv', reason: 'empty' });
  if (rows.length > ROSTER_LIMITS.maxRows) {
    throw new InvalidInput(
      `The file has ${rows.length.toLocaleString('en')} rows; at most ${ROSTER_LIMITS.maxRows.toLocaleString('en')} can be uploaded at once.`,
      { field: 'csv', reason: 'too_many_rows' },
    );
  }
  const columns = headerColumns(header.fields);
  const cell = (record: string[], column: Column) => record[columns.get(column)!] ?? '';
  return rows.map(({ fields: record, line }) => {
    const problems: string[] = [];
    const staffNumber = cell(record, 'staffNumber');
    const fullName = cell(record, 'fullName');
    const contactEmail = cell(record, 'contactEmail');
    const leftText = cell(record, 'left').toLowerCase();
    if (!staffNumber) problems.push('The staff number is missing.');
    else if (staffNumber.length > ROSTER_LIMITS.staffNumberMaxLength)
      problems.push(`The staff number is longer than ${ROSTER_LIMITS.staffNumberMaxLength} characters.`);
    if (!fullName) problems.push('The full name is missing.');
    else if (fullName.length > ROSTER_LIMITS.fullNameMaxLength)
      problems.push(`The full name is longer than ${ROSTER_LIMITS.fullNameMaxLength} characters.`);
    const pay = readPay(cell(record, 'monthlyNetPay'));
    if (typeof pay === 'string') problems.push(pay);
    if (!EMAIL.test(contactEmail) || contactEmail.length > 254)
      problems.push(`The contact email "${contactEmail}" is not an email address.`);
    if (!YES.has(leftText) && !NO.has(leftText))
      problems.push(`Left must be yes or no, not "${cell(record, 'left')}".`);
    return {
      line,
      staffNumber,
      fullName,
      monthlyNetPay: typeof pay === 'number' ? pay : null,
      contactEmail: contactEmail.toLowerCase(),
      left: YES.has(leftText),
      problem: problems.length > 0 ? problems.join(' ') : null,
    };
  });
}

export interface RosterMemberOut {
  regNo: string;
  fullName: string;
  monthlyNetPay: number;
  contactEmail: string | null;
  onRoster: boolean;
}

const payText = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** The roster as CSV in the columns an upload reads back, so uploading it again changes nothing. */
export function rosterCsv(members: RosterMemberOut[]): string {
  return stringify(
    members.map((member) => [
      member.regNo,
      member.fullName,
      payText(member.monthlyNetPay),
      member.contactEmail ?? '',
      member.onRoster ? 'no' : 'yes',
    ]),
    { header: true, columns: ROSTER_HEADER, record_delimiter: 'windows' },
  );
}
