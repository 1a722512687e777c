import {
  quoteLoan,
  type LenderRenewal,
  type LenderRenewalSort,
  type LenderRenewalsQuery,
  type LoanState,
  type Payoff,
  type RenewalStatus,
} from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { Conflict, NotFound } from '../../errors/domain-errors';
import { audit } from '../../core/audit';
import { formatMoney } from '../../core/format';
import { lockLoan, payoffBasisOf, payoffOf } from '../../core/loan-records';
import { dayOf } from '../../core/schedule';
import { insertOffer } from '../../core/offer-records';
import { assertRenewalTransition } from '../../core/state-machine';
import type { ReadScope } from './loan-views';
import { containsPattern, fetchPage, orderBy, pageOf, pagingOf, sqlFilters } from './query-builder';
import { assertBorrowerStanding } from '../marketplace/standing';

const RENEWAL_NOT_FOUND = 'We could not find that renewal request.';

interface RenewalViewRow {
  id: string;
  status: RenewalStatus;
  requestedAt: Date;
  decidedAt: Date | null;
  decisionReason: string | null;
  reason: string;
  amount: number;
  tenorMonths: number;
  rateBps: number;
  feeBps: number;
  providerId: number;
  providerName: string;
  loanTypeName: string;
  borrowerName: string;
  staffNumber: string;
  organizationCode: string;
  organizationName: string;
  loanId: string;
  loanStatus: LoanState;
  principal: number;
  loanTenorMonths: number;
  monthlyRepayment: number;
  totalRepayment: number;
  amountRepaid: number;
  disbursedAt: Date | null;
  replacementLoanId: string | null;
  replacementLoanStatus: LoanState | null;
  recordedSettlement: number | null;
  loanRateBps: number;
  earlySettlementFeeBps: number;
  settledPayoff: Payoff | null;
  quotedSettlement: Payoff | null;
}

const RENEWAL_FROM = `
  FROM loan_renewals rr
  JOIN loans l ON l.id = rr.loan_id
  JOIN loan_offers o ON o.id = l.offer_id
  JOIN loan_applications a ON a.id = o.application_id
  JOIN loan_types t ON t.id = a.loan_type_id
  JOIN providers p ON p.id = l.provider_id
  JOIN organization_members m ON m.id = l.member_id
  JOIN organizations org ON org.id = m.organization_id
  LEFT JOIN loans n ON n.renewal_id = rr.id
  LEFT JOIN provider_settings ps ON ps.provider_id = l.provider_id AND ps.loan_type_id = a.loan_type_id`;

const RENEWAL_VIEW_COLUMNS = `rr.id, rr.status, rr.requested_at AS "requestedAt", rr.decided_at AS "decidedAt",
  rr.decision_reason AS "decisionReason", rr.reason, rr.amount, rr.tenor_months AS "tenorMonths",
  rr.annual_interest_rate_bps AS "rateBps", rr.processing_fee_bps AS "feeBps",
  l.provider_id AS "providerId", p.name AS "providerName", t.name AS "loanTypeName",
  m.full_name AS "borrowerName", m.reg_no AS "staffNumber", org.code AS "organizationCode", org.name AS "organizationName",
  l.id AS "loanId", l.status AS "loanStatus", o.principal, o.tenor_months AS "loanTenorMonths",
  o.monthly_repayment AS "monthlyRepayment", o.total_repayment AS "totalRepayment", l.amount_repaid AS "amountRepaid",
  l.disbursed_at AS "disbursedAt", n.id AS "replacementLoanId", n.status AS "replacementLoanStatus",
  n.settlement_amount AS "recordedSettlement", o.annual_interest_rate_bps AS "loanRateBps",
  COALESCE(ps.early_settlement_fee_bps, 0) AS "earlySettlementFeeBps", l.settled_payoff AS "settledPayoff",
  rr.quoted_settlement AS "quotedSettlement"`;

const SORT_COLUMNS: Record<LenderRenewalSort, string> = {
  requestedAt: 'rr.requested_at',
  decidedAt: 'rr.decided_at',
  borrowerName: 'm.full_name',
  amount: 'rr.amount',
  status: 'rr.status',
};

/** The proposed loan, priced on the terms quoted when the borrower asked. */
const proposedLoan = (row: { amount: number; tenorMonths: number; rateBps: number; feeBps: number }) =>
  quoteLoan({
    principal: row.amount,
    tenorMonths: row.tenorMonths,
    annualInterestRateBps: row.rateBps,
    processingFeeBps: row.feeBps,
  });

function toLenderRenewal(row: RenewalViewRow, today: string): LenderRenewal {
  const outstandingBalance =
    row.loanStatus === 'active' || row.loanStatus === 'awaiting_disbursement'
      ? row.totalRepayment - row.amountRepaid
      : 0;
  const proposed = proposedLoan(row);
  // While the loan is being repaid: what settles it today; once settled: the closing figure.
  const settlement =
    row.loanStatus === 'active'
      ? payoffOf(
          {
            principal: row.principal,
            annualInterestRateBps: row.loanRateBps,
            tenorMonths: row.loanTenorMonths,
            disbursedOn: row.disbursedAt ? dayOf(row.disbursedAt) : null,
            amountRepaid: row.amountRepaid,
            earlySettlementFeeBps: row.earlySettlementFeeBps,
          },
          today,
        )
      : row.settledPayoff;
  const settlementAmount = row.recordedSettlement ?? settlement?.amount ?? 0;
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
    reason: row.reason,
    providerId: row.providerId,
    providerName: row.providerName,
    loanTypeName: row.loanTypeName,
    borrowerName: row.borrowerName,
    staffNumber: row.staffNumber,
    organizationCode: row.organizationCode,
    organizationName: row.organizationName,
    currentLoan: {
      id: row.loanId,
      status: row.loanStatus,
      principal: row.principal,
      tenorMonths: row.loanTenorMonths,
      monthlyRepayment: row.monthlyRepayment,
      totalRepayment: row.totalRepayment,
      amountRepaid: row.amountRepaid,
      outstandingBalance,
      settlement,
      disbursedAt: row.disbursedAt?.toISOString() ?? null,
    },
    proposed,
    quotedSettlement: row.quotedSettlement,
    settlementAmount,
    netPayout: proposed.amountReceived - settlementAmount,
    replacementLoanId: row.replacementLoanId,
    replacementLoanStatus: row.replacementLoanStatus,
  };
}

export async function listRenewals(
  db: Queryable,
  scope: ReadScope,
  query: LenderRenewalsQuery,
  today: string,
) {
  const paging = pagingOf(query);
  const filters = sqlFilters();
  filters.when(scope.providerIds, (ids) => `l.provider_id = ANY(${ids}::integer[])`);
  filters.when(query.status, (status) => `rr.status = ${status}`);
  filters.when(query.organizationCode, (code) => `upper(org.code) = upper(${code})`);
  filters.when(
    containsPattern(query.search),
    (pattern) => `(m.full_name ILIKE ${pattern} OR m.reg_no ILIKE ${pattern})`,
  );
  const { rows, totalCount } = await fetchPage<RenewalViewRow>(
    db,
    {
      columns: RENEWAL_VIEW_COLUMNS,
      from: RENEWAL_FROM,
      order: orderBy(SORT_COLUMNS[query.sortBy ?? 'requestedAt'], query.sortOrder, 'rr.id'),
    },
    filters,
    paging,
  );
  return pageOf(
    rows.map((row) => toLenderRenewal(row, today)),
    totalCount,
    paging,
  );
}

export async function findLenderRenewal(
  db: Queryable,
  renewalId: string,
  today: string,
): Promise<LenderRenewal> {
  const { rows } = await db.query<RenewalViewRow>(
    `SELECT ${RENEWAL_VIEW_COLUMNS} ${RENEWAL_FROM} WHERE rr.id = $1`,
    [renewalId],
  );
  if (!rows[0]) throw new NotFound(RENEWAL_NOT_FOUND, { reason: 'not_found' });
  return toLenderRenewal(rows[0], today);
}

interface LockedRenewal {
  id: string;
  loanId: string;
  userId: number;
  status: RenewalStatus;
  amount: number;
  tenorMonths: number;
  rateBps: number;
  feeBps: number;
  requestedAt: Date;
  quotedSettlement: Payoff | null;
}

/** Locks a renewal request on one of the provider's loans; another provider's is answered like a missing one. */
async function lockRenewal(tx: Queryable, renewalId: string, providerId: number): Promise<LockedRenewal> {
  const { rows } = await tx.query<LockedRenewal>(
    `SELECT rr.id, rr.loan_id AS "loanId", rr.user_id AS "userId", rr.status, rr.amount,
            rr.tenor_months AS "tenorMonths", rr.annual_interest_rate_bps AS "rateBps",
            rr.processing_fee_bps AS "feeBps", rr.requested_at AS "requestedAt",
            rr.quoted_settlement AS "quotedSettlement"
     FROM loan_renewals rr JOIN loans l ON l.id = rr.loan_id
     WHERE rr.id = $1 AND l.provider_id = $2 FOR UPDATE OF rr`,
    [renewalId, providerId],
  );
  if (!rows[0]) throw new NotFound(RENEWAL_NOT_FOUND, { reason: 'not_found' });
  return rows[0];
}

export interface RenewalDecision {
  actorUserId: number;
  providerId: number;
  now: Date;
}

/**
 * Approving creates the new loan, awaiting payout like any accepted offer, on the terms the
 * borrower was quoted when asking (they consented then). The settlement is re-quoted at the old
 * loan's payoff today (kept with the request, audited, emailed); the payout will settle the
 * payoff of its own day (see recordPayout). Until then the old loan is repaid as usual and the
 * new one, not both, counts against the borrower's affordability.
 */
export async function approveRenewal(
  tx: Queryable,
  renewalId: string,
  decision: RenewalDecision,
): Promise<{ userId: number; newLoanId: string; settlement: Payoff }> {
  const renewal = await lockRenewal(tx, renewalId, decision.providerId);
  assertRenewalTransition(renewal.status, 'approved');
  const old = await lockLoan(tx, renewal.loanId);
  if (old.status !== 'active') {
    throw new Conflict(
      `The loan this request would renew is no longer being repaid (it is ${old.status.replace('_', ' ')}), so there is nothing to renew: decline the request.`,
      { reason: 'illegal_transition' },
    );
  }
  await assertBorrowerStanding(tx, old, 'this renewal cannot be approved');
  const quote = proposedLoan(renewal);
  const settlement = payoffOf(payoffBasisOf(old), dayOf(decision.now));
  if (quote.amountReceived < settlement.amount) {
    throw new Conflict(
      `The new loan would pay out ${formatMoney(quote.amountReceived)}, less than the ${formatMoney(settlement.amount)} that settles the current loan today: decline the request.`,
      { reason: 'payout_short' },
    );
  }
  const { rows: applications } = await tx.query<{ id: string }>(
    `INSERT INTO loan_applications (user_id, organization_id, member_id, loan_type_id, amount, tenor_months, created_at)
     SELECT $1, m.organization_id, m.id, $3, $4, $5, $6 FROM organization_members m WHERE m.id = $2
     RETURNING id`,
    [renewal.userId, old.memberId, old.loanTypeId, renewal.amount, renewal.tenorMonths, decision.now],
  );
  const offerId = await insertOffer(tx, {
    applicationId: applications[0]!.id,
    providerId: old.providerId,
    quote,
    status: 'accepted',
    at: decision.now,
    expiresAt: decision.now,
  });
  await audit(tx, {
    actorUserId: decision.actorUserId,
    entity: 'offer',
    entityId: offerId,
    action: 'offer_accepted',
    fromStatus: null,
    toStatus: 'accepted',
    providerId: old.providerId,
    details: { renewalId: renewal.id },
  });
  const { rows: loans } = await tx.query<{ id: string }>(
    `INSERT INTO loans (offer_id, user_id, provider_id, member_id, status, consented_at, accepted_at,
       replaces_loan_id, renewal_id)
     VALUES ($1, $2, $3, $4, 'awaiting_disbursement', $5, $6, $7, $8) RETURNING id`,
    [
      offerId,
      renewal.userId,
      old.providerId,
      old.memberId,
      renewal.requestedAt,
      decision.now,
      old.id,
      renewal.id,
    ],
  );
  const newLoanId = loans[0]!.id;
  await audit(tx, {
    actorUserId: decision.actorUserId,
    entity: 'loan',
    entityId: newLoanId,
    action: 'loan_created',
    fromStatus: null,
    toStatus: 'awaiting_disbursement',
    providerId: old.providerId,
    details: { renewalId: renewal.id, replacesLoanId: old.id, principal: quote.principal },
  });
  await tx.query(
    `UPDATE loan_renewals SET status = 'approved', decided_at = $2, decided_by = $3, quoted_settlement = $4::jsonb
     WHERE id = $1`,
    [renewal.id, decision.now, decision.actorUserId, JSON.stringify(settlement)],
  );
  await audit(tx, {
    actorUserId: decision.actorUserId,
    entity: 'renewal',
    entityId: renewal.id,
    action: 'renewal_approved',
    fromStatus: renewal.status,
    toStatus: 'approved',
    providerId: old.providerId,
    details: { newLoanId, settlement, quotedWhenAsked: renewal.quotedSettlement },
  });
  return { userId: renewal.userId, newLoanId, settlement };
}

export async function declineRenewal(
  tx: Queryable,
  renewalId: string,
  decision: RenewalDecision & { reason: string },
): Promise<{ userId: number }> {
  const renewal = await lockRenewal(tx, renewalId, decision.providerId);
  assertRenewalTransition(renewal.status, 'declined');
  await tx.query(
    `UPDATE loan_renewals SET status = 'declined', decided_at = $2, decided_by = $3, decision_reason = $4 WHERE id = $1`,
    [renewal.id, decision.now, decision.actorUserId, decision.reason],
  );
  await audit(tx, {
    actorUserId: decision.actorUserId,
    entity: 'renewal',
    entityId: renewal.id,
    action: 'renewal_declined',
    fromStatus: renewal.status,
    toStatus: 'declined',
    providerId: decision.providerId,
    details: { reason: decision.reason },
  });
  return { userId: renewal.userId };
}
