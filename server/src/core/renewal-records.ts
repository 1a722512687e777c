import { processingFee, type Payoff, type Renewal } from '@lendbridge/contract';
import type { Queryable } from '../db/database';

/** Renewal requests as the borrower's and the lender's views both read them. */
export interface RenewalRow extends Omit<
  Renewal,
  'requestedAt' | 'decidedAt' | 'quotedSettlement' | 'quotedPayout'
> {
  requestedAt: Date;
  decidedAt: Date | null;
  quotedSettlement: Payoff | null;
  feeBps: number;
}

export const RENEWAL_SELECT = `SELECT rr.id, rr.loan_id AS "loanId", rr.amount, rr.tenor_months AS "tenorMonths",
  rr.reason, rr.status, rr.requested_at AS "requestedAt", rr.decided_at AS "decidedAt",
  rr.decision_reason AS "decisionReason",
  (SELECT n.id FROM loans n WHERE n.renewal_id = rr.id) AS "replacementLoanId",
  rr.quoted_settlement AS "quotedSettlement", rr.processing_fee_bps AS "feeBps"
  FROM loan_renewals rr`;

export const toRenewal = ({ requestedAt, decidedAt, feeBps, ...renewal }: RenewalRow): Renewal => ({
  ...renewal,
  requestedAt: requestedAt.toISOString(),
  decidedAt: decidedAt?.toISOString() ?? null,
  quotedPayout: renewal.quotedSettlement
    ? renewal.amount - processingFee(renewal.amount, feeBps) - renewal.quotedSettlement.amount
    : null,
});

/** Every renewal asked for on a loan, newest first. */
export async function renewalsOf(db: Queryable, loanId: string): Promise<Renewal[]> {
  const { rows } = await db.query<RenewalRow>(
    `${RENEWAL_SELECT} WHERE rr.loan_id = $1 ORDER BY rr.requested_at DESC, rr.id`,
    [loanId],
  );
  return rows.map(toRenewal);
}
