import type { LoanQuote } from '@lendbridge/contract';
import type { Queryable } from '../db/database';

/**
 * One offer of an application, priced by the quote: open until `expiresAt`, or accepted at once
 * (a renewal the lender approves, on the terms the borrower asked for).
 */
export async function insertOffer(
  tx: Queryable,
  offer: {
    applicationId: string;
    providerId: number;
    quote: LoanQuote;
    status: 'offered' | 'accepted';
    at: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const { quote } = offer;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO loan_offers (application_id, provider_id, principal, processing_fee, amount_received, tenor_months,
       annual_interest_rate_bps, apr_bps, monthly_repayment, total_repayment, total_cost_of_credit, status,
       created_at, expires_at, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      offer.applicationId,
      offer.providerId,
      quote.principal,
      quote.processingFee,
      quote.amountReceived,
      quote.tenorMonths,
      quote.annualInterestRateBps,
      quote.aprBps,
      quote.monthlyRepayment,
      quote.totalRepayment,
      quote.totalCostOfCredit,
      offer.status,
      offer.at,
      offer.expiresAt,
      offer.status === 'offered' ? null : offer.at,
    ],
  );
  return rows[0]!.id;
}
