import { stringify } from 'csv-stringify/sync';
import { decimalAmount } from '../../core/format';
import { dayOf } from '../../core/schedule';
import type { StatementData } from './statement-data';
import { statementSections, type Cell } from './statement-sections';

/**
 * A spreadsheet would run a cell starting with one of these as a formula: text typed by people
 * (a payment reference, a name) is kept as text with a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(cell: Cell): string {
  if (typeof cell === 'string') return FORMULA_START.test(cell) ? `'${cell}` : cell;
  if ('minor' in cell) return decimalAmount(cell.minor);
  if ('bps' in cell) return (cell.bps / 100).toFixed(2);
  return cell.day;
}

/**
 * The statement as CSV (csv-stringify quotes and escapes): a section title on its own line, then
 * its rows, a blank line between sections. Amounts are naira with two decimals and no currency
 * sign, rates are per cent, days are YYYY-MM-DD, so a spreadsheet reads them as numbers and dates.
 */
export function statementCsv(data: StatementData): string {
  const records: string[][] = [
    ['Lendbridge loan statement'],
    ['Issued on', dayOf(data.issuedAt)],
    ['Currency', 'NGN'],
  ];
  for (const section of statementSections(data)) {
    records.push([], [section.title]);
    if (section.kind === 'pairs') {
      records.push(...section.rows.map(([label, value]) => [label, csvCell(value)]));
      continue;
    }
    records.push(section.columns);
    if (section.rows.length === 0) records.push([section.empty]);
    records.push(...section.rows.map((row) => row.map(csvCell)));
    if (section.total && section.rows.length > 0) records.push(section.total.map(csvCell));
  }
  return stringify(records, { record_delimiter: 'windows' });
}
