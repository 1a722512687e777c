import PDFDocument from 'pdfkit';
import { formatDate } from '../../core/format';
import { startOfDay } from '../../core/schedule';
import type { StatementData } from './statement-data';
import { statementSections, type Cell, type PairsSection, type TableSection } from './statement-sections';

const MARGIN = 48;
const TABLE_FONT_SIZE = 8.5;
const ROW_GAP = 3;
/** Column widths (points) of the two tables; each adds up to the A4 page less its margins. */
const COLUMN_WIDTHS: Record<string, number[]> = {
  Schedule: [28, 64, 66, 66, 62, 72, 66, 75],
  Payments: [64, 130, 86, 74, 74, 71],
};

/** The standard PDF fonts have no naira sign, so amounts say NGN, as a bank statement does. */
const grouped = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amountText = (minor: number) => grouped.format(minor / 100);

/** A table's narrow columns take the short form of a day: 29 Sept 2026. */
const shortDay = (day: string) =>
  startOfDay(day).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A pair's value (`inTable` false) or a table's cell, which says its currency in the heading. */
function pdfCell(cell: Cell, inTable: boolean): string {
  if (typeof cell === 'string') return cell;
  if ('minor' in cell) return inTable ? amountText(cell.minor) : `NGN ${amountText(cell.minor)}`;
  if ('bps' in cell) return `${(cell.bps / 100).toFixed(2)}%`;
  return inTable ? shortDay(cell.day) : formatDate(startOfDay(cell.day));
}

const isNumber = (cell: Cell | undefined) => typeof cell === 'object' && 'minor' in cell;

/** Starts a new page when fewer than `height` points are left above the bottom margin. */
function makeRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function heading(doc: PDFKit.PDFDocument, title: string): void {
  makeRoom(doc, 60);
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(title, MARGIN).moveDown(0.3);
}

function pairs(doc: PDFKit.PDFDocument, section: PairsSection): void {
  heading(doc, section.title);
  doc.fontSize(10);
  for (const [label, value] of section.rows) {
    makeRoom(doc, 14);
    const y = doc.y;
    doc.font('Helvetica').text(label, MARGIN, y, { width: 200 });
    doc.font('Helvetica-Bold').text(pdfCell(value, false) || '–', MARGIN + 210, y, { width: 280 });
    doc.y = Math.max(doc.y, y + 12) + 1;
  }
}

function tableRow(
  doc: PDFKit.PDFDocument,
  cells: Cell[],
  columns: { widths: number[]; numeric: boolean[] },
  font: string,
): void {
  const height = TABLE_FONT_SIZE + ROW_GAP + 2;
  makeRoom(doc, height);
  const y = doc.y;
  let x = MARGIN;
  doc.font(font).fontSize(TABLE_FONT_SIZE);
  cells.forEach((cell, index) => {
    const width = columns.widths[index]!;
    doc.text(pdfCell(cell, true), x, y, {
      width: width - 4,
      align: columns.numeric[index] ? 'right' : 'left',
      lineBreak: false,
      ellipsis: true,
    });
    x += width;
  });
  doc.x = MARGIN;
  doc.y = y + height;
}

function table(doc: PDFKit.PDFDocument, section: TableSection): void {
  heading(doc, `${section.title}${section.rows.length > 0 ? ' (amounts in NGN)' : ''}`);
  if (section.rows.length === 0) {
    doc.font('Helvetica').fontSize(10).text(section.empty, MARGIN);
    return;
  }
  // A column of amounts is right-aligned, its heading and total too.
  const columns = { widths: COLUMN_WIDTHS[section.title]!, numeric: section.rows[0]!.map(isNumber) };
  tableRow(doc, section.columns, columns, 'Helvetica-Bold');
  for (const row of section.rows) tableRow(doc, row, columns, 'Helvetica');
  if (section.total) tableRow(doc, section.total, columns, 'Helvetica-Bold');
}

/**
 * The statement as an A4 PDF (pdfkit): the heading with the day issued, then the loan, its
 * terms, its balance, the schedule and every payment. Resolves with the whole file.
 */
export function statementPdf(data: StatementData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'en-NG',
    displayTitle: true,
    info: {
      Title: `Loan statement: ${data.loan.providerName}, ${data.loan.loanTypeName}`,
      Author: 'Lendbridge',
      CreationDate: data.issuedAt,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text('Lendbridge loan statement', MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Issued on ${formatDate(data.issuedAt)}`)
    .text(`${data.loan.providerName} · ${data.loan.loanTypeName}`);
  for (const section of statementSections(data)) {
    if (section.kind === 'pairs') pairs(doc, section);
    else table(doc, section);
  }
  doc.end();
  return done;
}
