import type { LoanQuote, Offer, OfferStatus } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { Conflict, NotFound } from '../../errors/domain-errors';
import { assertAffordable } from './affordability';
import { audit } from '../../core/audit';
import { lockMember, type MemberRow } from '../../core/catalogue-facts';
import { borrowerDetailsForLoan, recordDisclosure } from '../../core/disclosures';
import { insertOffer, withdrawOtherOpenOffers } from '../../core/offer-records';
import { assertStanding } from './standing';
import { assertOfferTransition, effectiveOfferStatus } from '../../core/state-machine';

/**
 * Whoever is acting. Offers belong to the account the roster entry is bound to, never to an
 * email typed into a form; a visitor's check waits on its identity proof until that binds.
 */
export interface Borrower {
  userId: number;
}

interface OfferRow extends Omit<Offer, 'createdAt' | 'expiresAt'> {
  createdAt: Date;
  expiresAt: Date;
  memberId: number;
}

const OFFER_COLUMNS = `
  o.id, o.application_id AS "applicationId", o.provider_id AS "providerId", p.name AS "providerName",
  a.loan_type_id AS "loanTypeId", t.name AS "loanTypeName",
  o.principal, o.processing_fee AS "processingFee", o.amount_received AS "amountReceived",
  o.tenor_months AS "tenorMonths", o.annual_interest_rate_bps AS "annualInterestRateBps", o.apr_bps AS "aprBps",
  o.monthly_repayment AS "monthlyRepayment", o.total_repayment AS "totalRepayment",
  o.total_cost_of_credit AS "totalCostOfCredit", o.status, o.created_at AS "createdAt", o.expires_at AS "expiresAt",
  a.member_id AS "memberId"`;

const OFFER_FROM = `
  FROM loan_offers o
  JOIN loan_applications a ON a.id = o.application_id
  JOIN providers p ON p.id = o.provider_id
  JOIN loan_types t ON t.id = a.loan_type_id`;

function toOffer(row: OfferRow, now: Date): Offer {
  const { memberId: _memberId, createdAt, expiresAt, ...offer } = row;
  return {
    ...offer,
    status: effectiveOfferStatus(row.status, expiresAt, now),
    createdAt: createdAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}

export interface NewApplication {
  /** The bound account, or null for a visitor whose check waits on its identity proof. */
  userId: number | null;
  identityProofId: string | null;
  organizationId: number;
  memberId: number;
  loanTypeId: number;
  amount: number;
  tenorMonths: number;
  offers: Array<{ providerId: number; quote: LoanQuote }>;
  expiresAt: Date;
  /** When it happened; the demo seed backdates its history. */
  at: Date;
}

/**
 * Stores a passed check and one open offer per eligible provider, each audited as offered, and
 * withdraws the open offers of the person's earlier checks: one set of offers per person. Holds
 * the roster entry's lock, so two checks at once cannot each leave the other's offers open.
 */
export async function createApplication(
  tx: Queryable,
  application: NewApplication,
): Promise<{ applicationId: string; offerIds: string[] }> {
  await lockMember(tx, application.memberId);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO loan_applications (user_id, identity_proof_id, organization_id, member_id, loan_type_id, amount, tenor_months, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      application.userId,
      application.identityProofId,
      application.organizationId,
      application.memberId,
      application.loanTypeId,
      application.amount,
      application.tenorMonths,
      application.at,
    ],
  );
  const applicationId = rows[0]!.id;
  const offerIds: string[] = [];
  for (const { providerId, quote } of application.offers) {
    const offerId = await insertOffer(tx, {
      applicationId,
      providerId,
      quote,
      status: 'offered',
      at: application.at,
      expiresAt: application.expiresAt,
    });
    offerIds.push(offerId);
    await audit(tx, {
      actorUserId: application.userId,
      entity: 'offer',
      entityId: offerId,
      action: 'offer_made',
      fromStatus: null,
      toStatus: 'offered',
      providerId,
      details: { principal: quote.principal, tenorMonths: quote.tenorMonths },
    });
  }
  const owner =
    application.userId !== null
      ? { userId: application.userId }
      : application.identityProofId !== null
        ? { identityProofId: application.identityProofId }
        : undefined;
  if (owner) {
    await withdrawOtherOpenOffers(tx, owner, { applicationId }, application.userId, application.at, {
      reason: 'newer_check',
      applicationId,
    });
  }
  return { applicationId, offerIds };
}

export async function findOffers(db: Queryable, ids: string[], now: Date): Promise<Offer[]> {
  const { rows } = await db.query<OfferRow>(
    `SELECT ${OFFER_COLUMNS} ${OFFER_FROM} WHERE o.id = ANY($1::uuid[]) ORDER BY o.total_cost_of_credit, p.name`,
    [ids],
  );
  return rows.map((row) => toOffer(row, now));
}

/** The borrower's offers still open to accept, cheapest first. */
export async function openOffers(db: Queryable, borrower: Borrower, now: Date): Promise<Offer[]> {
  const { rows } = await db.query<OfferRow>(
    `SELECT ${OFFER_COLUMNS} ${OFFER_FROM}
     WHERE a.user_id = $1 AND o.status = 'offered' AND o.expires_at > $2
     ORDER BY o.total_cost_of_credit, p.name`,
    [borrower.userId, now],
  );
  return rows.map((row) => toOffer(row, now));
}

const OFFER_NOT_FOUND = 'We could not find that offer among yours.';

/**
 * Locks the offer's roster entry, then its application, and reads the offer again under the
 * locks, so concurrent decisions for one person happen one after the other (always in that
 * order, so they cannot deadlock). Someone else's offer is answered exactly like a missing one.
 */
async function lockOwnedOffer(
  tx: Queryable,
  offerId: string,
  borrower: Borrower,
): Promise<{ offer: OfferRow; member: MemberRow & { onRoster: boolean } }> {
  const { rows: owned } = await tx.query<{ applicationId: string; memberId: number }>(
    `SELECT a.id AS "applicationId", a.member_id AS "memberId"
     FROM loan_offers o JOIN loan_applications a ON a.id = o.application_id
     WHERE o.id = $2 AND a.user_id = $1`,
    [borrower.userId, offerId],
  );
  const found = owned[0];
  if (!found) throw new NotFound(OFFER_NOT_FOUND, { reason: 'not_found' });
  const member = await lockMember(tx, found.memberId);
  await tx.query('SELECT id FROM loan_applications WHERE id = $1 FOR UPDATE', [found.applicationId]);
  const { rows } = await tx.query<OfferRow>(`SELECT ${OFFER_COLUMNS} ${OFFER_FROM} WHERE o.id = $1`, [
    offerId,
  ]);
  const offer = rows[0];
  if (!offer) throw new NotFound(OFFER_NOT_FOUND, { reason: 'not_found' });
  return { offer, member };
}

async function moveOffer(
  tx: Queryable,
  offer: OfferRow,
  to: OfferStatus,
  actorUserId: number,
  now: Date,
  details: Record<string, unknown> = {},
): Promise<void> {
  const from = effectiveOfferStatus(offer.status, offer.expiresAt, now);
  assertOfferTransition(from, to, offer.expiresAt);
  await tx.query('UPDATE loan_offers SET status = $2, decided_at = $3 WHERE id = $1', [offer.id, to, now]);
  await audit(tx, {
    actorUserId,
    entity: 'offer',
    entityId: offer.id,
    action: `offer_${to}`,
    fromStatus: offer.status,
    toStatus: to,
    providerId: offer.providerId,
    details,
  });
}

export interface AcceptedOffer {
  loanId: string;
  providerId: number;
  providerName: string;
  withdrawnOfferIds: string[];
}

/**
 * Applying: the check's identity rules (assertStanding) and affordability run again under the
 * roster entry's lock, the latter counting every loan the person has accepted since the check;
 * then the offer becomes accepted, a loan awaiting disbursement is created, the lender is given
 * what the loan needs (recorded), and every other open offer of the person, of this check or an
 * earlier one, is withdrawn. All of it, with an audit row per change, commits together or not at
 * all (the caller passes one transaction).
 */
export async function acceptOffer(
  tx: Queryable,
  offerId: string,
  borrower: Borrower,
  now: Date,
  affordabilityShareBps: number,
): Promise<AcceptedOffer> {
  const { offer, member } = await lockOwnedOffer(tx, offerId, borrower);
  // Shares the provider's row lock with a deactivation (docs/console.md#lenders): whichever
  // comes second sees the other's outcome, so no loan is made with a lender just deactivated.
  const { rows: providers } = await tx.query<{ active: boolean }>(
    'SELECT is_active AS active FROM providers WHERE id = $1 FOR SHARE',
    [offer.providerId],
  );
  if (!providers[0]?.active) {
    throw new Conflict(
      `${offer.providerName} is no longer taking new loans through Lendbridge, so this offer cannot be accepted.`,
      { reason: 'provider_inactive' },
    );
  }
  assertOfferTransition(
    effectiveOfferStatus(offer.status, offer.expiresAt, now),
    'accepted',
    offer.expiresAt,
  );
  const { rows: organizations } = await tx.query<{ name: string; status: boolean }>(
    `SELECT org.name, org.status FROM loan_applications a JOIN organizations org ON org.id = a.organization_id
     WHERE a.id = $1`,
    [offer.applicationId],
  );
  await assertStanding(
    tx,
    {
      memberId: member.id,
      organizationName: organizations[0]!.name,
      organizationActive: organizations[0]!.status,
      onRoster: member.onRoster,
    },
    borrower.userId,
    { cannot: 'this offer cannot be accepted', before: 'accepting this offer' },
  );
  await assertAffordable(tx, {
    member,
    monthlyRepayment: offer.monthlyRepayment,
    affordabilityShareBps,
    replacingLoanId: null,
  });
  await moveOffer(tx, offer, 'accepted', borrower.userId, now, { consent: true });

  const withdrawnOfferIds = await withdrawOtherOpenOffers(
    tx,
    { userId: borrower.userId },
    { exceptOfferId: offer.id },
    borrower.userId,
    now,
    { acceptedOfferId: offer.id },
  );

  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO loans (offer_id, user_id, provider_id, member_id, status, consented_at, accepted_at)
     VALUES ($1, $2, $3, $4, 'awaiting_disbursement', $5, $5) RETURNING id`,
    [offer.id, borrower.userId, offer.providerId, member.id, now],
  );
  const loanId = rows[0]!.id;
  await audit(tx, {
    actorUserId: borrower.userId,
    entity: 'loan',
    entityId: loanId,
    action: 'loan_created',
    fromStatus: null,
    toStatus: 'awaiting_disbursement',
    providerId: offer.providerId,
    details: { offerId: offer.id, principal: offer.principal },
  });
  await recordDisclosure(tx, {
    userId: borrower.userId,
    providerId: offer.providerId,
    loanId,
    reason: 'offer_accepted',
    items: await borrowerDetailsForLoan(tx, loanId),
    at: now,
  });
  return {
    loanId,
    providerId: offer.providerId,
    providerName: offer.providerName,
    withdrawnOfferIds,
  };
}

/** Declining closes that one offer; the rest of the check stays open. */
export async function declineOffer(
  tx: Queryable,
  offerId: string,
  borrower: Borrower,
  now: Date,
  reason: string | undefined,
): Promise<void> {
  const { offer } = await lockOwnedOffer(tx, offerId, borrower);
  await moveOffer(tx, offer, 'declined', borrower.userId, now, reason ? { reason } : {});
}
