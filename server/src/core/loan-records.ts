import { payoff, type LoanQuote, type LoanState, type Payoff } from '@lendbridge/contract';
import type { Queryable } from '../db/database';
import { NotFound } from '../errors/domain-errors';
import { dayOf } from './schedule';

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
  /** The lender's early-settlement fee for this loan type, today. */
  earlySettlementFeeBps: number;
  /** The closing figure, when the loan was settled early (by a renewal). */
  settledPayoff: Payoff | null;
  /** What a renewal loan awaiting payout would settle: the replaced loan's payoff terms. */
  replacedTerms: PayoffBasis | null;
}

/** A loan's terms and repayments as the payoff figure reads them. */
export interface PayoffBasis {
  principal: number;
  annualInterestRateBps: number;
  tenorMonths: number;
  /** The payout day (YYYY-MM-DD), null before payout. */
  disbursedOn: string | null;
  amountRepaid: number;
  earlySettlementFeeBps: number;
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
  l.settlement_amount AS "settlementAmount",
  l.settled_by_loan_id AS "settledByLoanId", COALESCE(ps.early_settlement_fee_bps, 0) AS "earlySettlementFeeBps",
  l.settled_payoff AS "settledPayoff",
  CASE WHEN l.replaces_loan_id IS NOT NULL AND l.status = 'awaiting_disbursement' AND r.status = 'active'
    THEN json_build_object('principal', ro.principal, 'annualInterestRateBps', ro.annual_interest_rate_bps,
      'tenorMonths', ro.tenor_months, 'disbursedOn', to_char(r.disbursed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), 'amountRepaid', r.amount_repaid,
      'earlySettlementFeeBps', COALESCE(rps.early_settlement_fee_bps, 0))
  END AS "replacedTerms"`;

export const LOAN_RECORD_FROM = `
  FROM loans l
  JOIN loan_offers o ON o.id = l.offer_id
  JOIN loan_applications a ON a.id = o.application_id
  JOIN providers p ON p.id = l.provider_id
  JOIN loan_types t ON t.id = a.loan_type_id
  LEFT JOIN loans r ON r.id = l.replaces_loan_id
  LEFT JOIN loan_offers ro ON ro.id = r.offer_id
  LEFT JOIN provider_settings ps ON ps.provider_id = l.provider_id AND ps.loan_type_id = a.loan_type_id
  LEFT JOIN provider_settings rps ON rps.provider_id = r.provider_id AND rps.loan_type_id = a.loan_type_id`;

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

/**
 * The payments left on the schedule (future interest included): nothing once a loan is closed
 * either way. Not what settles the loan today: that is settlementOf.
 */
export const outstandingOf = (loan: LoanRecord): number =>
  loan.status === 'active' || loan.status === 'awaiting_disbursement'
    ? loan.totalRepayment - loan.amountRepaid
    : 0;

/** The payoff figure of a paid-out loan on `day` (YYYY-MM-DD): docs/api.md, "Settlement (payoff)". */
export const payoffOf = (basis: PayoffBasis, day: string): Payoff =>
  payoff({
    principal: basis.principal,
    annualInterestRateBps: basis.annualInterestRateBps,
    tenorMonths: basis.tenorMonths,
    disbursedOn: basis.disbursedOn ?? day,
    amountRepaid: basis.amountRepaid,
    settlementDate: day,
    earlySettlementFeeBps: basis.earlySettlementFeeBps,
  });

export const payoffBasisOf = (loan: LoanRecord): PayoffBasis => ({
  principal: loan.principal,
  annualInterestRateBps: loan.annualInterestRateBps,
  tenorMonths: loan.tenorMonths,
  disbursedOn: loan.disbursedAt ? dayOf(loan.disbursedAt) : null,
  amountRepaid: loan.amountRepaid,
  earlySettlementFeeBps: loan.earlySettlementFeeBps,
});

/**
 * What settles the loan: today's payoff while it is being repaid, its closing figure once a
 * renewal settled it, nothing otherwise.
 */
export function settlementOf(loan: LoanRecord, today: string): Payoff | null {
  if (loan.status === 'active') return payoffOf(payoffBasisOf(loan), today);
  return loan.settledPayoff;
}

/**
 * What a renewal loan's payout settles of the loan it replaces: recorded at payout; before it,
 * the replaced loan's payoff today.
 */
export function settlementAmountOf(loan: LoanRecord, today: string): number | null {
  if (loan.settlementAmount !== null) return loan.settlementAmount;
  return loan.replacedTerms ? payoffOf(loan.replacedTerms, today).amount : null;
}

/** What reaches the borrower: the amount received less what the payout settles. */
export const netPayoutOf = (loan: LoanRecord, today: string): number =>
  loan.amountReceived - (settlementAmountOf(loan, today) ?? 0);

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
