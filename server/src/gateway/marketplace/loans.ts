import {
  processingFee,
  quoteLoan,
  smallestPrincipalReceiving,
  type EligibilityRule,
  type Loan,
  type LoanStatus,
  type LoanSummary,
  type Renewal,
} from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { InvalidInput, NotFound, RuleRefused } from '../../errors/domain-errors';
import { assertAffordable } from './affordability';
import { audit } from '../../core/audit';
import { lockMember } from '../../core/catalogue-facts';
import { recordDisclosure, renewalDetails } from '../../core/disclosures';
import { formatMoney } from '../../core/format';
import {
  LOAN_RECORD_COLUMNS,
  LOAN_RECORD_FROM,
  lockLoan,
  netPayoutOf,
  outstandingOf,
  payoffBasisOf,
  payoffOf,
  quoteOf,
  settlementAmountOf,
  settlementOf,
  type LoanRecord,
} from '../../core/loan-records';
import { settlementRequestsOf } from '../../core/settlement-requests';
import { paymentsOf } from '../../core/loan-payments';
import { renewalsOf, RENEWAL_SELECT, toRenewal, type RenewalRow } from '../../core/renewal-records';
import { datedSchedule, dayOf, overdueAmount } from '../../core/schedule';
import { assertStanding } from './standing';
import { assertRenewable } from '../../core/state-machine';

/** The borrower's calls show the three states the dashboard has words for (see LOAN_STATES). */
function borrowerStatus(loan: LoanRecord): LoanStatus {
  if (loan.status === 'cancelled') throw new Error(`Loan ${loan.id} is cancelled: not a borrower's state`);
  return loan.status;
}

/** A loan as the borrower's calls show it; `today` (YYYY-MM-DD) prices its settlement. */
export function toSummary(loan: LoanRecord, today: string): LoanSummary {
  return {
    id: loan.id,
    offerId: loan.offerId,
    providerName: loan.providerName,
    loanTypeName: loan.loanTypeName,
    ...quoteOf(loan),
    amountRepaid: loan.amountRepaid,
    outstandingBalance: outstandingOf(loan),
    settlement: settlementOf(loan, today),
    status: borrowerStatus(loan),
    acceptedAt: loan.acceptedAt.toISOString(),
    disbursedAt: loan.disbursedAt?.toISOString() ?? null,
    closedAt: loan.closedAt?.toISOString() ?? null,
    replacesLoanId: loan.replacesLoanId,
    settlementAmount: settlementAmountOf(loan, today),
    netPayout: netPayoutOf(loan, today),
    settledByLoanId: loan.settledByLoanId,
    amountOverpaid: loan.amountOverpaid,
  };
}

const BORROWER_LOANS = `SELECT ${LOAN_RECORD_COLUMNS} ${LOAN_RECORD_FROM} WHERE l.user_id = $1 AND l.status <> 'cancelled'`;

/** Every loan of the account, newest first. */
export async function loanHistory(db: Queryable, userId: number, now: Date): Promise<LoanSummary[]> {
  const { rows } = await db.query<LoanRecord>(`${BORROWER_LOANS} ORDER BY l.accepted_at DESC`, [userId]);
  return rows.map((loan) => toSummary(loan, dayOf(now)));
}

/**
 * The loan being repaid (the most recently paid out, should there be several) in full detail:
 * its schedule with what is paid, part paid and overdue today, and its renewals.
 */
export async function currentLoan(db: Queryable, userId: number, now: Date): Promise<Loan | null> {
  const { rows } = await db.query<LoanRecord>(
    `${BORROWER_LOANS} AND l.status = 'active' ORDER BY l.disbursed_at DESC LIMIT 1`,
    [userId],
  );
  const loan = rows[0];
  if (!loan) return null;
  const today = dayOf(now);
  const schedule = datedSchedule(loan, today);
  const renewals = await renewalsOf(db, loan.id);
  const settlementRequests = await settlementRequestsOf(db, loan.id, today);
  return {
    ...toSummary(loan, dayOf(now)),
    schedule,
    nextPayment: schedule.find((payment) => !payment.paid) ?? null,
    pendingRenewal: renewals.find((renewal) => renewal.status === 'pending') ?? null,
    latestRenewal: renewals[0] ?? null,
    overdueAmount: overdueAmount(schedule),
    pendingSettlement: settlementRequests.find((asked) => asked.status === 'open') ?? null,
    latestSettlement: settlementRequests[0] ?? null,
    payments: await paymentsOf(db, loan.id),
  };
}

export async function loansAwaitingDisbursement(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<LoanSummary[]> {
  const { rows } = await db.query<LoanRecord>(
    `${BORROWER_LOANS} AND l.status = 'awaiting_disbursement' ORDER BY l.accepted_at DESC`,
    [userId],
  );
  return rows.map((loan) => toSummary(loan, dayOf(now)));
}

export interface RenewalRequest {
  loanId: string;
  amount: number;
  tenorMonths: number;
  reason: string;
}

/** Everything the renewal rules look at, as things stand now rather than when the loan was made. */
interface RenewalFacts {
  memberId: number;
  organizationName: string;
  organizationActive: boolean;
  onRoster: boolean;
  providerId: number;
  providerActive: boolean;
  minAmount: number | null;
  maxAmount: number | null;
  minTenorMonths: number | null;
  maxTenorMonths: number | null;
  annualInterestRateBps: number | null;
  processingFeeBps: number | null;
  lendsToOrganization: boolean;
}

async function renewalFacts(
  tx: Queryable,
  loanId: string,
  userId: number,
): Promise<RenewalFacts | undefined> {
  const { rows } = await tx.query<RenewalFacts>(
    `SELECT a.member_id AS "memberId", org.name AS "organizationName", org.status AS "organizationActive",
            m.on_roster AS "onRoster",
            o.provider_id AS "providerId", p.is_active AS "providerActive",
            s.min_amount AS "minAmount", s.max_amount AS "maxAmount",
            s.min_tenor_months AS "minTenorMonths", s.max_tenor_months AS "maxTenorMonths",
            s.annual_interest_rate_bps AS "annualInterestRateBps", s.processing_fee_bps AS "processingFeeBps",
            EXISTS (SELECT 1 FROM provider_setting_organizations so
                    WHERE so.provider_setting_id = s.id AND so.organization_id = a.organization_id) AS "lendsToOrganization"
     FROM loans l
     JOIN loan_offers o ON o.id = l.offer_id
     JOIN loan_applications a ON a.id = o.application_id
     JOIN organizations org ON org.id = a.organization_id
     JOIN organization_members m ON m.id = a.member_id
     JOIN providers p ON p.id = o.provider_id
     LEFT JOIN provider_settings s ON s.provider_id = o.provider_id AND s.loan_type_id = a.loan_type_id
     WHERE l.id = $1 AND l.user_id = $2`,
    [loanId, userId],
  );
  return rows[0];
}

/**
 * A renewal refused by one of the check's rules, named as the check names it: as a rule's
 * refusal, or as invalid input when the rule is about a value the borrower typed.
 */
const refused = (kind: 'rule' | 'input', rule: EligibilityRule, message: string, field?: string) =>
  new (kind === 'rule' ? RuleRefused : InvalidInput)(message, { reason: rule, ...(field ? { field } : {}) });

/**
 * A renewal (top-up) replaces what is left of an active loan with a new, larger loan from the
 * same provider. It runs the same rules as a check, as things stand today: the organisation
 * still takes part and the borrower is still on its roster (and bound to this account), the
 * provider is still active and still lends this loan type to the organisation, the amount and
 * period fit its current settings (and the amount exceeds what is still owed), and the new
 * repayment is affordable with the renewed loan replacing this one, under the roster entry's
 * lock. The lender decides; here the request is recorded as pending and the lender is given
 * the request's details (recorded).
 */
export async function requestRenewal(
  tx: Queryable,
  userId: number,
  request: RenewalRequest,
  affordabilityShareBps: number,
  now: Date,
): Promise<{ renewal: Renewal; providerId: number }> {
  const owned = await renewalFacts(tx, request.loanId, userId);
  if (!owned) {
    throw new NotFound('We could not find that loan among yours.', {
      reason: 'not_found',
      field: 'loanId',
    });
  }
  const member = await lockMember(tx, owned.memberId);
  const loan = await lockLoan(tx, request.loanId);
  const { rows: open } = await tx.query<{ pending: boolean; awaiting: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM loan_renewals WHERE loan_id = $1 AND status = 'pending') AS pending,
            EXISTS (SELECT 1 FROM loans WHERE replaces_loan_id = $1 AND status = 'awaiting_disbursement') AS awaiting`,
    [loan.id],
  );
  assertRenewable(loan.status, {
    pendingRenewal: open[0]?.pending ?? false,
    replacementAwaitingPayout: open[0]?.awaiting ?? false,
  });
  // Read again under the locks: the roster or the lender's settings may have changed meanwhile.
  const facts = (await renewalFacts(tx, loan.id, userId))!;
  const lending = `${loan.providerName} no longer offers ${loan.loanTypeName}`;

  await assertStanding(tx, facts, userId, { cannot: 'this loan cannot be renewed', before: 'renewing' });
  if (
    !facts.providerActive ||
    facts.minAmount === null ||
    facts.maxAmount === null ||
    facts.minTenorMonths === null ||
    facts.maxTenorMonths === null ||
    facts.annualInterestRateBps === null ||
    facts.processingFeeBps === null
  ) {
    throw refused('rule', 'loan_type_available', `${lending}, so this loan cannot be renewed.`);
  }
  if (!facts.lendsToOrganization) {
    throw refused(
      'rule',
      'organization_accepted',
      `${loan.providerName} no longer lends ${loan.loanTypeName} to ${facts.organizationName}, so this loan cannot be renewed.`,
    );
  }
  // The new loan must pay out more than what settles this one today (its payoff, not the
  // schedule's remainder): docs/api.md, "Settlement (payoff)".
  const settlement = payoffOf(payoffBasisOf(loan), dayOf(now));
  const covering = smallestPrincipalReceiving(settlement.amount + 1, facts.processingFeeBps);
  const lowest = Math.max(facts.minAmount, covering);
  if (request.amount < lowest || request.amount > facts.maxAmount) {
    throw refused(
      'input',
      'amount_in_range',
      `The amount must be at least ${formatMoney(lowest)}: enough to settle your current loan (${formatMoney(settlement.amount)} today) after the ${formatMoney(processingFee(lowest, facts.processingFeeBps))} processing fee, at least ${formatMoney(facts.minAmount)} and at most ${formatMoney(facts.maxAmount)}, what ${loan.providerName} lends for ${loan.loanTypeName}.`,
      'amount',
    );
  }
  if (request.tenorMonths < facts.minTenorMonths || request.tenorMonths > facts.maxTenorMonths) {
    throw refused(
      'input',
      'tenor_in_range',
      `${loan.providerName} lends ${loan.loanTypeName} over ${facts.minTenorMonths} to ${facts.maxTenorMonths} months.`,
      'tenorMonths',
    );
  }
  const { monthlyRepayment } = quoteLoan({
    principal: request.amount,
    tenorMonths: request.tenorMonths,
    annualInterestRateBps: facts.annualInterestRateBps,
    processingFeeBps: facts.processingFeeBps,
  });
  await assertAffordable(tx, { member, monthlyRepayment, affordabilityShareBps, replacingLoanId: loan.id });

  // The terms it was quoted on are kept, so the lender approves exactly what the borrower saw.
  const { rows: inserted } = await tx.query<{ id: string }>(
    `INSERT INTO loan_renewals (loan_id, user_id, amount, tenor_months, reason, monthly_repayment,
       annual_interest_rate_bps, processing_fee_bps, requested_at, quoted_settlement)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb) RETURNING id`,
    [
      loan.id,
      userId,
      request.amount,
      request.tenorMonths,
      request.reason,
      monthlyRepayment,
      facts.annualInterestRateBps,
      facts.processingFeeBps,
      now,
      JSON.stringify(settlement),
    ],
  );
  const { rows } = await tx.query<RenewalRow>(`${RENEWAL_SELECT} WHERE rr.id = $1`, [inserted[0]!.id]);
  const renewal = toRenewal(rows[0]!);
  await audit(tx, {
    actorUserId: userId,
    entity: 'renewal',
    entityId: renewal.id,
    action: 'renewal_requested',
    fromStatus: null,
    toStatus: 'pending',
    providerId: facts.providerId,
    details: { loanId: loan.id, amount: request.amount, tenorMonths: request.tenorMonths, settlement },
  });
  await recordDisclosure(tx, {
    userId,
    providerId: facts.providerId,
    loanId: loan.id,
    reason: 'renewal_requested',
    items: renewalDetails(request.amount, request.tenorMonths, request.reason),
    at: now,
  });
  return { renewal, providerId: facts.providerId };
}
