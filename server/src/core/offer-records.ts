import type { LoanQuote } from '@lendbridge/contract';
import type { Queryable } from '../db/database';
import { audit } from './audit';

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

/** Whose other open offers to withdraw: the bound account's, or a visitor's made with one proof. */
export type OfferOwner = { userId: number } | { identityProofId: string };

/**
 * One set of open offers per person: withdraws the still-open offers of the owner's checks other
 * than `keepApplicationId` (and other than `exceptOfferId`), each with an audit row saying why.
 * The caller holds the roster entry's lock, so concurrent checks and accepts take turns; the
 * offers are locked too, so a decision on one of them meanwhile is not overwritten.
 */
export async function withdrawOtherOpenOffers(
  tx: Queryable,
  owner: OfferOwner,
  keep: { applicationId?: string; exceptOfferId?: string },
  actorUserId: number | null,
  now: Date,
  details: Record<string, unknown>,
): Promise<string[]> {
  const [ownerColumn, ownerValue] =
    'userId' in owner ? ['a.user_id', owner.userId] : ['a.identity_proof_id', owner.identityProofId];
  const { rows } = await tx.query<{ id: string; providerId: number }>(
    `SELECT o.id, o.provider_id AS "providerId"
     FROM loan_offers o JOIN loan_applications a ON a.id = o.application_id
     WHERE ${ownerColumn} = $1 AND o.status = 'offered' AND o.expires_at > $2
       AND a.id IS DISTINCT FROM $3::uuid AND o.id IS DISTINCT FROM $4::uuid
     ORDER BY o.id
     FOR UPDATE OF o`,
    [ownerValue, now, keep.applicationId ?? null, keep.exceptOfferId ?? null],
  );
  for (const offer of rows) {
    await tx.query(`UPDATE loan_offers SET status = 'withdrawn', decided_at = $2 WHERE id = $1`, [
      offer.id,
      now,
    ]);
    await audit(tx, {
      actorUserId,
      entity: 'offer',
      entityId: offer.id,
      action: 'offer_withdrawn',
      fromStatus: 'offered',
      toStatus: 'withdrawn',
      providerId: offer.providerId,
      details,
    });
  }
  return rows.map((offer) => offer.id);
}
