import { createHash } from 'node:crypto';
import type {
  RemittanceApplied,
  RemittancePreview,
  RemittanceRow,
  RemittancesQuery,
  RemittanceTotals,
  RemittanceUploadSummary,
} from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { audit } from '../../core/audit';
import { regNoKey } from '../../core/catalogue-facts';
import { formatMoney } from '../../core/format';
import { chunksOf } from '../../core/statement-chunks';
import {
  LOAN_RECORD_COLUMNS,
  LOAN_RECORD_FROM,
  outstandingOf,
  type LoanRecord,
} from '../../core/loan-records';
import { fetchPage, pageOf, pagingOf, sqlFilters } from './query-builder';
import type { RemittanceLine } from './remittance-csv';
import {
  lockProviderRepayments,
  recordPayments,
  recordedReferences,
  referenceKey,
  repaymentDateProblem,
  type PaymentToRecord,
} from './repayments';

export const fileHashOf = (csv: string) => createHash('sha256').update(csv, 'utf8').digest('hex');

/** Whose file it is: one provider, and the employer (or school) that sent it. */
export interface RemittanceSource {
  providerId: number;
  providerName: string;
  organization: { id: number; code: string; name: string };
}

interface Candidate extends LoanRecord {
  borrowerName: string;
  staffKey: string;
}

/**
 * The loans a file's rows may pay: this provider's loans being repaid by people on the sending
 * organisation's roster with those staff numbers, oldest payout first. Locked when applying.
 */
async function candidateLoans(
  db: Queryable,
  source: RemittanceSource,
  lines: RemittanceLine[],
  lock: boolean,
): Promise<Map<string, Candidate[]>> {
  const staffKeys = [...new Set(lines.map((l) => regNoKey(l.staffNumber)))];
  const byStaff = new Map<string, Candidate[]>();
  for (const keys of chunksOf(staffKeys)) {
    const params = [source.providerId, source.organization.id, keys];
    const matching = `l.provider_id = $1 AND m.organization_id = $2 AND upper(m.reg_no) = ANY($3::text[]) AND l.status = 'active'`;
    if (lock) {
      await db.query(
        `SELECT l.id FROM loans l JOIN organization_members m ON m.id = l.member_id
         WHERE ${matching} ORDER BY l.id FOR UPDATE OF l`,
        params,
      );
    }
    const { rows } = await db.query<Candidate>(
      `SELECT ${LOAN_RECORD_COLUMNS}, m.full_name AS "borrowerName", upper(m.reg_no) AS "staffKey"
       ${LOAN_RECORD_FROM} JOIN organization_members m ON m.id = l.member_id
       WHERE ${matching} ORDER BY l.disbursed_at, l.id`,
      params,
    );
    for (const row of rows) byStaff.set(row.staffKey, [...(byStaff.get(row.staffKey) ?? []), row]);
  }
  return byStaff;
}

const blankRow = (line: RemittanceLine): Omit<RemittanceRow, 'outcome' | 'message'> => ({
  line: line.line,
  staffNumber: line.staffNumber,
  amount: line.amount,
  paidOn: line.paidOn,
  reference: line.reference,
  loanId: null,
  borrowerName: null,
  appliedAmount: 0,
  overpaidAmount: 0,
  outstandingAfter: null,
  repaysLoan: false,
});

/**
 * What each row would do, in file order, as if the rows before it had been applied: a reference
 * already recorded or earlier in the file is a duplicate; a staff number with no loan being
 * repaid with this provider at this organisation is unmatched (the same words whether or not
 * the number is on the roster: a lender learns nothing about people who are not its borrowers);
 * otherwise the row pays the person's oldest loan that still owes, up to what it owes, and the
 * rest is overpaid.
 */
function classify(
  lines: RemittanceLine[],
  source: RemittanceSource,
  candidates: Map<string, Candidate[]>,
  recorded: Map<string, string>,
  today: string,
): RemittanceRow[] {
  const seen = new Map<string, number>();
  const repaidSoFar = new Map<string, number>();
  const owedNow = (loan: Candidate) => outstandingOf(loan) - (repaidSoFar.get(loan.id) ?? 0);
  return lines.map((line) => {
    const row = blankRow(line);
    const key = referenceKey(line.reference);
    const earlierLine = seen.get(key);
    const paidBefore = recorded.get(key);
    if (!seen.has(key)) seen.set(key, line.line);
    if (paidBefore) {
      return {
        ...row,
        outcome: 'duplicate',
        message: `The reference ${line.reference} was already recorded (paid on ${paidBefore}).`,
      };
    }
    if (earlierLine !== undefined) {
      return {
        ...row,
        outcome: 'duplicate',
        message: `The reference ${line.reference} is already on line ${earlierLine} of this file.`,
      };
    }
    const loans = candidates.get(regNoKey(line.staffNumber)) ?? [];
    const loan = loans.find((candidate) => owedNow(candidate) > 0);
    if (!loan) {
      const message =
        loans.length > 0
          ? `The rows above repay every loan of staff number ${line.staffNumber} with ${source.providerName}; nothing is owed.`
          : `No loan being repaid with ${source.providerName} matches staff number ${line.staffNumber} at ${source.organization.name}.`;
      return { ...row, outcome: 'unmatched', message };
    }
    const dateProblem = repaymentDateProblem(loan, line.paidOn, today);
    if (dateProblem) return { ...row, outcome: 'unmatched', message: dateProblem };
    const owed = owedNow(loan);
    const appliedAmount = Math.min(line.amount, owed);
    repaidSoFar.set(loan.id, (repaidSoFar.get(loan.id) ?? 0) + appliedAmount);
    const matched = {
      ...row,
      loanId: loan.id,
      borrowerName: loan.borrowerName,
      appliedAmount,
      overpaidAmount: line.amount - appliedAmount,
      outstandingAfter: owed - appliedAmount,
      repaysLoan: appliedAmount === owed,
    };
    const words = [
      `Pays ${formatMoney(appliedAmount)} towards ${loan.borrowerName}'s ${loan.loanTypeName.toLowerCase()}`,
    ];
    if (matched.repaysLoan) words.push('and repays it in full');
    if (matched.overpaidAmount > 0)
      words.push(
        `; ${formatMoney(matched.overpaidAmount)} beyond what is owed is recorded as overpaid, to refund`,
      );
    return { ...matched, outcome: 'matched', message: `${words.join(' ')}.` };
  });
}

function totalsOf(rows: RemittanceRow[]): RemittanceTotals {
  const matched = rows.filter((row) => row.outcome === 'matched');
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    rows: rows.length,
    matched: matched.length,
    unmatched: rows.filter((row) => row.outcome === 'unmatched').length,
    duplicate: rows.filter((row) => row.outcome === 'duplicate').length,
    amountMatched: sum(matched.map((row) => row.amount)),
    amountApplied: sum(matched.map((row) => row.appliedAmount)),
    amountOverpaid: sum(matched.map((row) => row.overpaidAmount)),
    loansRepaid: matched.filter((row) => row.repaysLoan).length,
  };
}

async function appliedUpload(
  db: Queryable,
  providerId: number,
  fileHash: string,
): Promise<{ id: string; appliedAt: Date } | undefined> {
  const { rows } = await db.query<{ id: string; appliedAt: Date }>(
    `SELECT id, applied_at AS "appliedAt" FROM remittance_uploads WHERE provider_id = $1 AND file_hash = $2`,
    [providerId, fileHash],
  );
  return rows[0];
}

export interface RemittanceFile {
  fileName: string;
  fileHash: string;
  lines: RemittanceLine[];
}

/** What applying the file would do now. Reads only. */
export async function previewRemittance(
  db: Queryable,
  source: RemittanceSource,
  file: RemittanceFile,
  today: string,
): Promise<RemittancePreview> {
  const candidates = await candidateLoans(db, source, file.lines, false);
  const recorded = await recordedReferences(
    db,
    source.providerId,
    file.lines.map((line) => line.reference),
  );
  const rows = classify(file.lines, source, candidates, recorded, today);
  const applied = await appliedUpload(db, source.providerId, file.fileHash);
  return {
    fileHash: file.fileHash,
    fileName: file.fileName,
    organizationCode: source.organization.code,
    organizationName: source.organization.name,
    rows,
    totals: totalsOf(rows),
    alreadyApplied: applied ? { uploadId: applied.id, appliedAt: applied.appliedAt.toISOString() } : null,
  };
}

async function storedRows(db: Queryable, uploadId: string): Promise<RemittanceRow[]> {
  const { rows } = await db.query<{ row: RemittanceRow }>(
    'SELECT row FROM remittance_rows WHERE upload_id = $1 ORDER BY line',
    [uploadId],
  );
  return rows.map((line) => line.row);
}

/**
 * A file as it was applied; `again` when this request found it applied already. `known` rows are
 * the ones this request has just written, which need not be read back.
 */
async function storedUpload(
  db: Queryable,
  uploadId: string,
  again: boolean,
  known?: RemittanceRow[],
): Promise<RemittanceApplied> {
  const { rows } = await db.query<
    Omit<RemittanceApplied, 'rows' | 'appliedAt' | 'alreadyApplied'> & { appliedAt: Date }
  >(
    `SELECT r.id AS "uploadId", r.file_hash AS "fileHash", r.file_name AS "fileName", o.code AS "organizationCode",
            o.name AS "organizationName", r.applied_at AS "appliedAt",
            u.first_name || ' ' || u.last_name AS "appliedBy", r.totals
     FROM remittance_uploads r JOIN organizations o ON o.id = r.organization_id JOIN users u ON u.id = r.uploaded_by
     WHERE r.id = $1`,
    [uploadId],
  );
  const upload = rows[0]!;
  const lines = known ?? (await storedRows(db, uploadId));
  return { ...upload, appliedAt: upload.appliedAt.toISOString(), rows: lines, alreadyApplied: again };
}

export interface AppliedRemittance {
  answer: RemittanceApplied;
  /** Loans this file repaid in full, so their borrowers can be told. */
  repaidLoanIds: string[];
}

/**
 * Applies the matched rows in file order, in the caller's transaction: any failure rolls back
 * every row. The same file (by hash) is applied once per provider: again, it changes nothing
 * and answers the first application. Each payment is also kept apart by its reference, so an
 * edited copy of a file applied before adds only its new rows.
 */
export async function applyRemittance(
  tx: Queryable,
  source: RemittanceSource,
  file: RemittanceFile,
  actorUserId: number,
  now: Date,
  today: string,
): Promise<AppliedRemittance> {
  await lockProviderRepayments(tx, source.providerId);
  const earlier = await appliedUpload(tx, source.providerId, file.fileHash);
  if (earlier) return { answer: await storedUpload(tx, earlier.id, true), repaidLoanIds: [] };
  const candidates = await candidateLoans(tx, source, file.lines, true);
  const recorded = await recordedReferences(
    tx,
    source.providerId,
    file.lines.map((line) => line.reference),
  );
  const rows = classify(file.lines, source, candidates, recorded, today);
  const totals = totalsOf(rows);
  const { rows: inserted } = await tx.query<{ id: string }>(
    `INSERT INTO remittance_uploads (provider_id, organization_id, file_hash, file_name, totals, uploaded_by, applied_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      source.providerId,
      source.organization.id,
      file.fileHash,
      file.fileName,
      JSON.stringify(totals),
      actorUserId,
      now,
    ],
  );
  const uploadId = inserted[0]!.id;
  const loans = new Map([...candidates.values()].flat().map((loan) => [loan.id, loan]));
  const payments: PaymentToRecord[] = rows
    .filter((row) => row.outcome === 'matched' && row.loanId)
    .map((row) => ({
      loan: loans.get(row.loanId!)!,
      amount: row.amount,
      appliedAmount: row.appliedAmount,
      overpaidAmount: row.overpaidAmount,
      repaid: row.repaysLoan,
      paidOn: row.paidOn,
      reference: row.reference,
      source: 'remittance',
      remittanceId: uploadId,
      actorUserId,
    }));
  await recordPayments(tx, payments);
  const repaidLoanIds = payments.filter((payment) => payment.repaid).map((payment) => payment.loan.id);
  for (const chunk of chunksOf(rows)) {
    await tx.query(
      `INSERT INTO remittance_rows (upload_id, line, row)
       SELECT $1, (r ->> 'line')::integer, r FROM jsonb_array_elements($2::jsonb) AS r`,
      [uploadId, JSON.stringify(chunk)],
    );
  }
  await audit(tx, {
    actorUserId,
    entity: 'remittance',
    entityId: uploadId,
    action: 'remittance_applied',
    fromStatus: null,
    toStatus: 'applied',
    providerId: source.providerId,
    details: {
      fileName: file.fileName,
      fileHash: file.fileHash,
      organizationCode: source.organization.code,
      totals,
    },
  });
  return { answer: await storedUpload(tx, uploadId, false, rows), repaidLoanIds };
}

export async function listRemittances(
  db: Queryable,
  scope: { providerIds: number[] | null },
  query: RemittancesQuery,
) {
  const paging = pagingOf(query);
  const filters = sqlFilters();
  filters.when(scope.providerIds, (ids) => `r.provider_id = ANY(${ids}::integer[])`);
  filters.when(query.organizationCode, (code) => `upper(o.code) = upper(${code})`);
  const { rows, totalCount } = await fetchPage<
    Omit<RemittanceUploadSummary, 'appliedAt'> & { appliedAt: Date }
  >(
    db,
    {
      columns: `r.id AS "uploadId", r.provider_id AS "providerId", p.name AS "providerName", r.file_name AS "fileName",
        r.file_hash AS "fileHash", o.code AS "organizationCode", o.name AS "organizationName",
        r.applied_at AS "appliedAt", u.first_name || ' ' || u.last_name AS "appliedBy", r.totals`,
      from: `FROM remittance_uploads r JOIN organizations o ON o.id = r.organization_id
        JOIN providers p ON p.id = r.provider_id JOIN users u ON u.id = r.uploaded_by`,
      order: 'ORDER BY r.applied_at DESC, r.id DESC',
    },
    filters,
    paging,
  );
  return pageOf(
    rows.map(({ appliedAt, ...row }) => ({ ...row, appliedAt: appliedAt.toISOString() })),
    totalCount,
    paging,
  );
}
