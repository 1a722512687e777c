import { LOAN_LIMITS, REMITTANCE_LIMITS, type RemittanceProblem } from '@lendbridge/contract';

/**
 * Reads a payroll remittance file as employers send them: CSV with the columns staff number,
 * amount, date and reference; with or without a header row (a header may name the columns in
 * any order, and then other columns are ignored); quoted fields with "" for a quote; LF, CRLF
 * or CR line ends; a byte-order mark; blank lines. Amounts are naira like 12,500.00 and become
 * whole kobo exactly (digits only, never a float). Dates are YYYY-MM-DD or DD/MM/YYYY.
 */

export interface RemittanceLine {
  /** The line of the file the row starts on. */
  line: number;
  staffNumber: string;
  /** Minor units. */
  amount: number;
  /** YYYY-MM-DD. */
  paidOn: string;
  reference: string;
}

export type ParsedRemittance =
  { ok: true; lines: RemittanceLine[] } | { ok: false; problems: RemittanceProblem[]; total: number };

type Column = 'staffNumber' | 'amount' | 'date' | 'reference';
const POSITIONAL: Column[] = ['staffNumber', 'amount', 'date', 'reference'];

interface CsvRecord {
  line: number;
  fields: string[];
}

class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** RFC 4180 records, each with the line it starts on (a quoted field may span lines). */
function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let inQuotes = false;
  let closedQuote = false;
  const endField = () => {
    fields.push(field);
    field = '';
    closedQuote = false;
  };
  const endRecord = () => {
    endField();
    records.push({ line: recordLine, fields });
    fields = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    const crlf = c === '\r' && text[i + 1] === '\n';
    if (inQuotes) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') {
        inQuotes = false;
        closedQuote = true;
      } else {
        if (c === '\n' || (c === '\r' && !crlf)) line += 1;
        field += c;
      }
    } else if (c === ',') {
      endField();
    } else if (c === '\n' || c === '\r') {
      endRecord();
      if (crlf) i += 1;
      line += 1;
      recordLine = line;
    } else if (closedQuote) {
      if (c !== ' ' && c !== '\t')
        throw new CsvError(line, 'Text follows a closing quote; put the whole field in quotes.');
    } else if (c === '"') {
      if (field.trim() !== '')
        throw new CsvError(line, 'A quote appears inside an unquoted field; quote the whole field.');
      field = '';
      inQuotes = true;
    } else {
      field += c;
    }
  }
  if (inQuotes) throw new CsvError(recordLine, 'A quoted field is never closed.');
  if (field !== '' || fields.length > 0 || closedQuote) endRecord();
  return records;
}

const HEADER_NAMES: Array<[Column, RegExp]> = [
  ['reference', /ref|narration/i],
  ['date', /date|paid|period|month/i],
  ['amount', /amount|sum|deduct|value/i],
  ['staffNumber', /staff|employee|reg|ippis|personnel|number|\bno\b|\bid\b/i],
];

/** Columns employers add that are none of ours (the employee's name, a department). */
const OTHER_COLUMN = /name|department|grade/i;

/** A header names the columns: no field of it holds a digit. Answers each column's position. */
function headerColumns(record: CsvRecord): Map<Column, number> | 'positional' | null {
  if (record.fields.some((field) => /\d/.test(field))) return null;
  const columns = new Map<Column, number>();
  record.fields.forEach((name, index) => {
    if (OTHER_COLUMN.test(name)) return;
    const kind = HEADER_NAMES.find(([column, pattern]) => pattern.test(name) && !columns.has(column))?.[0];
    if (kind) columns.set(kind, index);
  });
  return columns.size === POSITIONAL.length ? columns : 'positional';
}

const AMOUNT = /^(?:₦|NGN)?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/i;
const KOBO_PER_NAIRA = BigInt(100);

/** "12,500.00" → 1250000 kobo, exactly; or why it cannot be read. */
export function parseAmount(text: string): number | string {
  const match = AMOUNT.exec(text.trim());
  if (!match) return `The amount "${text.trim()}" is not an amount of naira like 12,500.00.`;
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return `The amount "${text.trim()}" has more than two decimal places.`;
  const minor = BigInt(match[1]!.replace(/,/g, '')) * KOBO_PER_NAIRA + BigInt(fraction.padEnd(2, '0'));
  if (minor === BigInt(0)) return 'The amount must be more than zero.';
  if (minor > BigInt(LOAN_LIMITS.maxAmount)) return `The amount "${text.trim()}" is larger than any loan.`;
  return Number(minor);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_FIRST_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** "28/03/2026" or "2026-03-28" → "2026-03-28"; or why it cannot be read. */
export function parseDate(text: string): string | { problem: string } {
  const value = text.trim();
  const iso = ISO_DATE.exec(value);
  const dayFirst = DAY_FIRST_DATE.exec(value);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dayFirst
      ? [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])]
      : [NaN, NaN, NaN];
  if (Number.isNaN(year))
    return { problem: `The date "${value}" is not a date like 2026-03-28 or 28/03/2026.` };
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 2000 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { problem: `The date "${value}" is not a real date.` };
  }
  return date.toISOString().slice(0, 10);
}

/** A character no printed reference holds (tab, line breaks, other control codes). */
const hasControlCharacter = (text: string) =>
  [...text].some((character) => character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127);

function readRow(record: CsvRecord, columns: Map<Column, number> | null, problems: RemittanceProblem[]) {
  const fieldAt = (column: Column) =>
    (record.fields[columns ? columns.get(column)! : POSITIONAL.indexOf(column)] ?? '').trim();
  const problem = (field: RemittanceProblem['field'], message: string) =>
    problems.push({ line: record.line, field, message });
  // Without a header the four columns come in order; empty ones after them (a trailing comma) are no harm.
  const extra = record.fields.slice(POSITIONAL.length).some((field) => field.trim() !== '');
  if (!columns && (record.fields.length < POSITIONAL.length || extra)) {
    problem(
      'row',
      `Expected 4 columns (staff number, amount, date, reference), found ${record.fields.length}.`,
    );
    return undefined;
  }
  const before = problems.length;
  const staffNumber = fieldAt('staffNumber');
  if (!staffNumber) problem('staffNumber', 'The staff number is missing.');
  else if (staffNumber.length > LOAN_LIMITS.regNoMaxLength) {
    problem('staffNumber', `The staff number is longer than ${LOAN_LIMITS.regNoMaxLength} characters.`);
  }
  const amount = parseAmount(fieldAt('amount'));
  if (typeof amount === 'string') problem('amount', amount);
  const paidOn = parseDate(fieldAt('date'));
  if (typeof paidOn !== 'string') problem('date', paidOn.problem);
  const reference = fieldAt('reference');
  if (!reference) problem('reference', 'The reference is missing: each payment needs its own.');
  else if (reference.length > 64 || hasControlCharacter(reference)) {
    problem('reference', 'The reference must be at most 64 printable characters.');
  }
  if (problems.length > before || typeof amount !== 'number' || typeof paidOn !== 'string') return undefined;
  return { line: record.line, staffNumber, amount, paidOn, reference };
}

export function parseRemittance(text: string, latestDate: string): ParsedRemittance {
  let records: CsvRecord[];
  try {
    records = csvRecords(text.replace(/^\uFEFF/, '')).filter((record) =>
      record.fields.some((field) => field.trim() !== ''),
    );
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { ok: false, problems: [{ line: error.line, field: 'row', message: error.message }], total: 1 };
  }
  const header = records[0] ? headerColumns(records[0]) : null;
  const rows = header ? records.slice(1) : records;
  const columns = header instanceof Map ? header : null;
  if (rows.length === 0) {
    return {
      ok: false,
      problems: [{ line: 1, field: 'row', message: 'The file has no payments in it.' }],
      total: 1,
    };
  }
  if (rows.length > REMITTANCE_LIMITS.maxRows) {
    const message = `The file has ${rows.length} payments; send at most ${REMITTANCE_LIMITS.maxRows} at a time.`;
    return { ok: false, problems: [{ line: rows[0]!.line, field: 'row', message }], total: 1 };
  }
  const problems: RemittanceProblem[] = [];
  const lines: RemittanceLine[] = [];
  for (const record of rows) {
    const row = readRow(record, columns, problems);
    if (!row) continue;
    if (row.paidOn > latestDate) {
      problems.push({ line: row.line, field: 'date', message: `The date ${row.paidOn} is in the future.` });
    } else {
      lines.push(row);
    }
  }
  if (problems.length > 0) {
    return {
      ok: false,
      problems: problems.slice(0, REMITTANCE_LIMITS.maxProblemsListed),
      total: problems.length,
    };
  }
  return { ok: true, lines };
}
