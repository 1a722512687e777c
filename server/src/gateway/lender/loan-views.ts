import type {
  LenderLoan,
  LenderLoanDetail,
  LenderLoanSort,
  LenderLoansQuery,
  LoanEvent,
  Repayment,
} from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { NotFound } from '../../errors/domain-errors';
import { disclosedContact } from '../../core/disclosures';
import {
  LOAN_NOT_FOUND,
  LOAN_RECORD_COLUMNS,
  LOAN_RECORD_FROM,
  netPayoutOf,
  outstandingOf,
  quoteOf,
  settlementAmountOf,
  settlementOf,
  type LoanRecord,
} from '../../core/loan-records';
import { renewalsOf } from '../../core/renewal-records';
import { settlementRequestsOf } from '../../core/settlement-requests';
import { datedSchedule, dayOf, overdueAmount } from '../../core/schedule';
import { containsPattern, fetchPage, orderBy, pageOf, pagingOf, sqlFilters } from './query-builder';

/** Which providers' rows a read covers; null: every provider's (an admin). */
export interface ReadScope {
  providerIds: number[] | null;
}

export interface LenderLoanRecord extends LoanRecord {
  borrowerName: string;
  staffNumber: string;
  organizationCode: string;
  organizationName: string;
  borrowerLeft: boolean;
}

/** The borrower as the lender was told at acceptance: the roster's name, number and employer. */
const LENDER_LOAN_FROM = `${LOAN_RECORD_FROM}
  JOIN organization_members m ON m.id = l.member_id
  JOIN organizations org ON org.id = m.organization_id`;
const LENDER_LOAN_COLUMNS = `${LOAN_RECORD_COLUMNS}, m.full_name AS "borrowerName", m.reg_no AS "staffNumber",
  org.code AS "organizationCode", org.name AS "organizationName", NOT m.on_roster AS "borrowerLeft"`;

const SORT_COLUMNS: Record<LenderLoanSort, string> = {
  acceptedAt: 'l.accepted_at',
  disbursedAt: 'l.disbursed_at',
  closedAt: 'l.closed_at',
  borrowerName: 'm.full_name',
  staffNumber: 'm.reg_no',
  organizationName: 'org.name',
  principal: 'o.principal',
  outstandingBalance: `CASE WHEN l.status IN ('active', 'awaiting_disbursement') THEN o.total_repayment - l.amount_repaid ELSE 0 END`,
  status: 'l.status',
};

/** Only what the loan needs, field by field, so nothing else about the borrower slips into an answer. */
function toLenderLoan(loan: LenderLoanRecord, today: string): LenderLoan {
  const schedule = datedSchedule(loan, today);
  return {
    id: loan.id,
    providerId: loan.providerId,
    providerName: loan.providerName,
    loanTypeId: loan.loanTypeId,
    loanTypeName: loan.loanTypeName,
    status: loan.status,
    borrowerName: loan.borrowerName,
    staffNumber: loan.staffNumber,
    organizationCode: loan.organizationCode,
    organizationName: loan.organizationName,
    borrowerLeft: loan.borrowerLeft,
    ...quoteOf(loan),
    amountRepaid: loan.amountRepaid,
    outstandingBalance: outstandingOf(loan),
    settlement: settlementOf(loan, today),
    amountOverpaid: loan.amountOverpaid,
    overdueAmount: loan.status === 'active' ? overdueAmount(schedule) : 0,
    nextDueDate:
      loan.status === 'active' ? (schedule.find((payment) => !payment.paid)?.dueDate ?? null) : null,
    consentGiven: true,
    consentedAt: loan.consentedAt.toISOString(),
    acceptedAt: loan.acceptedAt.toISOString(),
    disbursedAt: loan.disbursedAt?.toISOString() ?? null,
    closedAt: loan.closedAt?.toISOString() ?? null,
    replacesLoanId: loan.replacesLoanId,
    settlementAmount: settlementAmountOf(loan, today),
    netPayout: netPayoutOf(loan, today),
    settledByLoanId: loan.settledByLoanId,
  };
}

export async function listLoans(db: Queryable, scope: ReadScope, query: LenderLoansQuery, today: string) {
  const paging = pagingOf(query);
  const filters = sqlFilters();
  filters.when(scope.providerIds, (ids) => `l.provider_id = ANY(${ids}::integer[])`);
  filters.when(query.status, (status) => `l.status = ${status}`);
  filters.when(query.loanTypeId, (id) => `a.loan_type_id = ${id}`);
  filters.when(query.organizationCode, (code) => `upper(org.code) = upper(${code})`);
  filters.when(
    containsPattern(query.search),
    (pattern) => `(m.full_name ILIKE ${pattern} OR m.reg_no ILIKE ${pattern})`,
  );
  const { rows, totalCount } = await fetchPage<LenderLoanRecord>(
    db,
    {
      columns: LENDER_LOAN_COLUMNS,
      from: LENDER_LOAN_FROM,
      order: orderBy(SORT_COLUMNS[query.sortBy ?? 'acceptedAt'], query.sortOrder, 'l.id'),
    },
    filters,
    paging,
  );
  return pageOf(
    rows.map((row) => toLenderLoan(row, today)),
    totalCount,
    paging,
  );
}

/** One loan within the caller's scope; another provider's loan is answered exactly like a missing one. */
export async function findLenderLoan(
  db: Queryable,
  loanId: string,
  scope: ReadScope,
): Promise<LenderLoanRecord> {
  const { rows } = await db.query<LenderLoanRecord>(
    `SELECT ${LENDER_LOAN_COLUMNS} ${LENDER_LOAN_FROM} WHERE l.id = $1 AND ($2::integer[] IS NULL OR l.provider_id = ANY($2::integer[]))`,
    [loanId, scope.providerIds],
  );
  const loan = rows[0];
  if (!loan) throw new NotFound(LOAN_NOT_FOUND, { reason: 'not_found' });
  return loan;
}

export async function repaymentsOf(db: Queryable, loanId: string): Promise<Repayment[]> {
  const { rows } = await db.query<Omit<Repayment, 'recordedAt'> & { recordedAt: Date }>(
    `SELECT r.id, r.loan_id AS "loanId", r.amount, r.applied_amount AS "appliedAmount",
            r.overpaid_amount AS "overpaidAmount", to_char(r.paid_on, 'YYYY-MM-DD') AS "paidOn", r.reference,
            r.source, r.remittance_id AS "remittanceId", r.recorded_at AS "recordedAt",
            CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS "recordedBy"
     FROM loan_repayments r LEFT JOIN users u ON u.id = r.recorded_by
     WHERE r.loan_id = $1 ORDER BY r.paid_on, r.recorded_at, r.id`,
    [loanId],
  );
  return rows.map(({ recordedAt, ...row }) => ({ ...row, recordedAt: recordedAt.toISOString() }));
}

/** The loan's audit trail, oldest first: who did what and when. */
async function eventsOf(db: Queryable, loanId: string): Promise<LoanEvent[]> {
  const { rows } = await db.query<{
    at: Date;
    action: string;
    fromStatus: string | null;
    toStatus: string | null;
    roleId: number | null;
    name: string | null;
  }>(
    `SELECT a.occurred_at AS at, a.action, a.from_status AS "fromStatus", a.to_status AS "toStatus",
            u.role_id AS "roleId", u.first_name || ' ' || u.last_name AS name
     FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
     WHERE a.entity = 'loan' AND a.entity_id = $1 ORDER BY a.occurred_at, a.id LIMIT 500`,
    [loanId],
  );
  return rows.map((row) => {
    const actor = row.roleId === null ? 'lendbridge' : row.roleId === 1 ? 'borrower' : 'lender';
    return {
      at: row.at.toISOString(),
      action: row.action,
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      actor,
      actorName: actor === 'lender' ? row.name : null,
    };
  });
}

export async function lenderLoanDetail(
  db: Queryable,
  loanId: string,
  scope: ReadScope,
  today: string,
): Promise<LenderLoanDetail> {
  const loan = await findLenderLoan(db, loanId, scope);
  const [contact, repayments, renewals, settlementRequests, events] = await Promise.all([
    disclosedContact(db, loan.id, loan.providerId),
    repaymentsOf(db, loan.id),
    renewalsOf(db, loan.id),
    settlementRequestsOf(db, loan.id, today),
    eventsOf(db, loan.id),
  ]);
  return {
    ...toLenderLoan(loan, today),
    contact,
    payout:
      loan.payoutAmount !== null && loan.disbursedAt
        ? {
            amount: loan.payoutAmount,
            paidOn: dayOf(loan.disbursedAt),
            reference: loan.payoutReference ?? '',
          }
        : null,
    cancelReason: loan.cancelReason,
    // A loan settled early: its unpaid instalments never fell due.
    schedule: datedSchedule(loan, loan.settledPayoff?.asOf ?? today),
    repayments,
    renewals,
    settlementRequests,
    events,
  };
}
