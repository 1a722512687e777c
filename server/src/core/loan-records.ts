import type { LoanQuote, LoanState } from '@lendbridge/contract';
import type { Queryable } from '../db/database';
import { NotFound } from '../errors/domain-errors';

/**
 * A loan as stored, read the same way by the borrower's and the lender's calls. Its terms are
 * its accepted offer's quote, which never changes once accepted.
 */
export interface LoanRecord extends LoanQuote {
  id: string;
  offerId: string;
  userId: number;
  providerId: number;
  providerName: string;
  memberId: number;
  loanTypeId: number;
  loanTypeName: string;
  status: LoanState;
  amountRepaid: number;
  amountOverpaid: number;
  consentedAt: Date;
  acceptedAt: Date;
  disbursedAt: Date | null;
  closedAt: Date | null;
  payoutAmount: number | null;
  payoutReference: string | null;
  cancelReason: string | null;
  replacesLoanId: string | null;
  /** Recorded at payout; before it, what the replaced loan still owes today. */
  settlementAmount: number | null;
  settledByLoanId: string | null;
}

export const LOAN_RECORD_COLUMNS = `
  l.id, l.offer_id AS "offerId", l.user_id AS "userId", l.provider_id AS "providerId", p.name AS "providerName",
  l.member_id AS "memberId", a.loan_type_id AS "loanTypeId", t.name AS "loanTypeName",
  o.principal, o.processing_fee AS "processingFee", o.amount_received AS "amountReceived",
  o.tenor_months AS "tenorMonths", o.annual_interest_rate_bps AS "annualInterestRateBps",
  o.apr_bps AS "aprBps", o.monthly_repayment AS "monthlyRepayment", o.total_repayment AS "totalRepayment",
  o.total_cost_of_credit AS "totalCostOfCredit", l.status,
  l.amount_repaid AS "amountRepaid", l.amount_overpaid AS "amountOverpaid",
  l.consented_at AS "consentedAt", l.accepted_at AS "acceptedAt", l.disbursed_at AS "disbursedAt",
  l.closed_at AS "closedAt", l.payout_amount AS "payoutAmount", l.payout_reference AS "payoutReference",
  l.cancel_reason AS "cancelReason", l.replaces_loan_id AS "replacesLoanId",
  CASE WHEN l.settlement_amount IS NOT NULL THEN l.settlement_amount
       WHEN l.replaces_loan_id IS NOT NULL AND l.status = 'awaiting_disbursement'
         THEN GREATEST(ro.total_repayment - r.amount_repaid, 0)
  END AS "settlementAmount",
  l.settled_by_loan_id AS "settledByLoanId"`;

export const LOAN_RECORD_FROM = `
  FROM loans l
  JOIN loan_offers o ON o.id = l.offer_id
  JOIN loan_applications a ON a.id = o.application_id
  JOIN providers p ON p.id = l.provider_id
  JOIN loan_types t ON t.id = a.loan_type_id
  LEFT JOIN loans r ON r.id = l.replaces_loan_id
  LEFT JOIN loan_offers ro ON ro.id = r.offer_id`;

/** The loan's terms, field by field, so an answer carries them and nothing else of the record. */
export const quoteOf = (loan: LoanQuote): LoanQuote => ({
  principal: loan.principal,
  processingFee: loan.processingFee,
  amountReceived: loan.amountReceived,
  tenorMonths: loan.tenorMonths,
  annualInterestRateBps: loan.annualInterestRateBps,
  aprBps: loan.aprBps,
  monthlyRepayment: loan.monthlyRepayment,
  totalRepayment: loan.totalRepayment,
  totalCostOfCredit: loan.totalCostOfCredit,
});

/** What is still owed: nothing once a loan is closed either way. */
export const outstandingOf = (loan: LoanRecord): number =>
  loan.status === 'active' || loan.status === 'awaiting_disbursement'
    ? loan.totalRepayment - loan.amountRepaid
    : 0;

/** What reaches the borrower: the amount received less what the payout settles. */
export const netPayoutOf = (loan: LoanRecord): number => loan.amountReceived - (loan.settlementAmount ?? 0);

export const LOAN_NOT_FOUND = 'We could not find that loan.';

/**
 * Locks the loan for the rest of the transaction and reads it under the lock. `providerId`
 * scopes the search to one lender's loans: another lender's loan is answered exactly like a
 * missing one.
 */
export async function lockLoan(
  tx: Queryable,
  loanId: string,
  scope: { providerId?: number; userId?: number; notFound?: string } = {},
): Promise<LoanRecord> {
  const notFound = () => new NotFound(scope.notFound ?? LOAN_NOT_FOUND, { reason: 'not_found' });
  const { rows: locked } = await tx.query(
    `SELECT id FROM loans WHERE id = $1 AND ($2::integer IS NULL OR provider_id = $2)
       AND ($3::integer IS NULL OR user_id = $3) FOR UPDATE`,
    [loanId, scope.providerId ?? null, scope.userId ?? null],
  );
  if (locked.length === 0) throw notFound();
  const loan = await findLoanRecord(tx, loanId);
  if (!loan) throw notFound();
  return loan;
}

export async function findLoanRecord(db: Queryable, loanId: string): Promise<LoanRecord | undefined> {
  const { rows } = await db.query<LoanRecord>(
    `SELECT ${LOAN_RECORD_COLUMNS} ${LOAN_RECORD_FROM} WHERE l.id = $1`,
    [loanId],
  );
  return rows[0];
}
