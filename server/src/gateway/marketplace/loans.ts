import {
  quoteLoan,
  repaymentSchedule,
  type EligibilityRule,
  type Loan,
  type LoanQuote,
  type LoanStatus,
  type LoanSummary,
  type Renewal,
  type ScheduledPayment,
} from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import { bindingOf } from '../identity/bindings';
import { assertAffordable } from './affordability';
import { audit } from './audit';
import { lockMember } from './catalogue-facts';
import { recordDisclosure, renewalDetails } from './disclosures';
import { formatMoney } from './format';
import { assertLoanTransition, assertRenewable } from './state-machine';

/** A loan's terms are its accepted offer's quote. */
interface LoanRow extends LoanQuote {
  id: string;
  offerId: string;
  userId: number;
  providerName: string;
  loanTypeId: number;
  loanTypeName: string;
  status: LoanStatus;
  installmentsPaid: number;
  acceptedAt: Date;
  disbursedAt: Date | null;
  closedAt: Date | null;
}

const LOAN_SELECT = `
  SELECT l.id, l.offer_id AS "offerId", l.user_id AS "userId", p.name AS "providerName",
         a.loan_type_id AS "loanTypeId", t.name AS "loanTypeName",
         o.principal, o.processing_fee AS "processingFee", o.amount_received AS "amountReceived",
         o.tenor_months AS "tenorMonths", o.annual_interest_rate_bps AS "annualInterestRateBps",
         o.apr_bps AS "aprBps", o.monthly_repayment AS "monthlyRepayment", o.total_repayment AS "totalRepayment",
         o.total_cost_of_credit AS "totalCostOfCredit", l.status, l.installments_paid AS "installmentsPaid",
         l.accepted_at AS "acceptedAt", l.disbursed_at AS "disbursedAt", l.closed_at AS "closedAt"
  FROM loans l
  JOIN loan_offers o ON o.id = l.offer_id
  JOIN loan_applications a ON a.id = o.application_id
  JOIN providers p ON p.id = o.provider_id
  JOIN loan_types t ON t.id = a.loan_type_id`;

/** The same day `count` months later, or the month's last day when it is shorter (31 Jan → 28 Feb). */
export function addMonths(date: Date, count: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** Payments fall due monthly from the day the money was paid out. */
export function datedSchedule(row: LoanRow): ScheduledPayment[] {
  const start = row.disbursedAt;
  if (!start) return [];
  return repaymentSchedule(row.principal, row.annualInterestRateBps, row.tenorMonths).map((payment) => ({
    ...payment,
    dueDate: addMonths(start, payment.number).toISOString().slice(0, 10),
    paid: payment.number <= row.installmentsPaid,
  }));
}

function toSummary(row: LoanRow, schedule: ScheduledPayment[]): LoanSummary {
  const amountRepaid = schedule
    .filter((payment) => payment.paid)
    .reduce((sum, payment) => sum + payment.amount, 0);
  return {
    id: row.id,
    offerId: row.offerId,
    providerName: row.providerName,
    loanTypeName: row.loanTypeName,
    principal: row.principal,
    processingFee: row.processingFee,
    amountReceived: row.amountReceived,
    tenorMonths: row.tenorMonths,
    annualInterestRateBps: row.annualInterestRateBps,
    aprBps: row.aprBps,
    monthlyRepayment: row.monthlyRepayment,
    totalRepayment: row.totalRepayment,
    totalCostOfCredit: row.totalCostOfCredit,
    amountRepaid,
    outstandingBalance: row.status === 'repaid' ? 0 : row.totalRepayment - amountRepaid,
    status: row.status,
    acceptedAt: row.acceptedAt.toISOString(),
    disbursedAt: row.disbursedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

interface RenewalRow extends Omit<Renewal, 'requestedAt'> {
  requestedAt: Date;
}

const RENEWAL_SELECT = `SELECT id, loan_id AS "loanId", amount, tenor_months AS "tenorMonths", reason, status,
  requested_at AS "requestedAt" FROM loan_renewals`;

const toRenewal = ({ requestedAt, ...renewal }: RenewalRow): Renewal => ({
  ...renewal,
  requestedAt: requestedAt.toISOString(),
});

async function pendingRenewal(db: Queryable, loanId: string): Promise<Renewal | null> {
  const { rows } = await db.query<RenewalRow>(`${RENEWAL_SELECT} WHERE loan_id = $1 AND status = 'pending'`, [
    loanId,
  ]);
  return rows[0] ? toRenewal(rows[0]) : null;
}

/** Every loan of the account, newest first. */
export async function loanHistory(db: Queryable, userId: number): Promise<LoanSummary[]> {
  const { rows } = await db.query<LoanRow>(
    `${LOAN_SELECT} WHERE l.user_id = $1 ORDER BY l.accepted_at DESC`,
    [userId],
  );
  return rows.map((row) => toSummary(row, datedSchedule(row)));
}

/** The loan being repaid (the most recently paid out, should there be several) in full detail. */
export async function currentLoan(db: Queryable, userId: number): Promise<Loan | null> {
  const { rows } = await db.query<LoanRow>(
    `${LOAN_SELECT} WHERE l.user_id = $1 AND l.status = 'active' ORDER BY l.disbursed_at DESC LIMIT 1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  const schedule = datedSchedule(row);
  return {
    ...toSummary(row, schedule),
    schedule,
    nextPayment: schedule.find((payment) => !payment.paid) ?? null,
    pendingRenewal: await pendingRenewal(db, row.id),
  };
}

export async function loansAwaitingDisbursement(db: Queryable, userId: number): Promise<LoanSummary[]> {
  const { rows } = await db.query<LoanRow>(
    `${LOAN_SELECT} WHERE l.user_id = $1 AND l.status = 'awaiting_disbursement' ORDER BY l.accepted_at DESC`,
    [userId],
  );
  return rows.map((row) => toSummary(row, []));
}

async function lockLoan(tx: Queryable, loanId: string): Promise<LoanRow> {
  await tx.query('SELECT id FROM loans WHERE id = $1 FOR UPDATE', [loanId]);
  const { rows } = await tx.query<LoanRow>(`${LOAN_SELECT} WHERE l.id = $1`, [loanId]);
  const loan = rows[0];
  if (!loan) throw new HttpError(404, 'We could not find that loan among yours.', { error: 'not_found' });
  return loan;
}

/**
 * The provider paid the money out: repayments are due from now on. Providers report this from
 * their own systems; the demo data uses it to build the demo borrower's history.
 */
export async function disburseLoan(tx: Queryable, loanId: string, at: Date): Promise<void> {
  const loan = await lockLoan(tx, loanId);
  assertLoanTransition(loan.status, 'active');
  await tx.query(`UPDATE loans SET status = 'active', disbursed_at = $2 WHERE id = $1`, [loanId, at]);
  await audit(tx, {
    actorUserId: null,
    entity: 'loan',
    entityId: loanId,
    action: 'loan_disbursed',
    fromStatus: loan.status,
    toStatus: 'active',
    details: { amountReceived: loan.amountReceived },
  });
}

/** One scheduled payment received; the last one closes the loan as repaid. */
export async function recordRepayment(tx: Queryable, loanId: string, at: Date): Promise<void> {
  const loan = await lockLoan(tx, loanId);
  if (loan.status !== 'active') assertLoanTransition(loan.status, 'repaid');
  const paid = loan.installmentsPaid + 1;
  const repaid = paid >= loan.tenorMonths;
  await tx.query('UPDATE loans SET installments_paid = $2, status = $3, closed_at = $4 WHERE id = $1', [
    loanId,
    paid,
    repaid ? 'repaid' : 'active',
    repaid ? at : null,
  ]);
  await audit(tx, {
    actorUserId: null,
    entity: 'loan',
    entityId: loanId,
    action: repaid ? 'loan_repaid' : 'repayment_received',
    fromStatus: loan.status,
    toStatus: repaid ? 'repaid' : 'active',
    details: { installment: paid },
  });
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

/** A renewal refused by one of the check's rules, named as the check names it. */
const refused = (status: 400 | 409, rule: EligibilityRule, message: string, field?: string) =>
  new HttpError(status, message, { error: rule, ...(field ? { field } : {}) });

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
): Promise<Renewal> {
  const owned = await renewalFacts(tx, request.loanId, userId);
  if (!owned) {
    throw new HttpError(404, 'We could not find that loan among yours.', {
      error: 'not_found',
      field: 'loanId',
    });
  }
  const member = await lockMember(tx, owned.memberId);
  const loan = await lockLoan(tx, request.loanId);
  assertRenewable(loan.status, (await pendingRenewal(tx, loan.id)) !== null);
  // Read again under the locks: the roster or the lender's settings may have changed meanwhile.
  const facts = (await renewalFacts(tx, loan.id, userId))!;
  const lending = `${loan.providerName} no longer offers ${loan.loanTypeName}`;

  if (!facts.organizationActive) {
    throw refused(
      409,
      'organization_active',
      `${facts.organizationName} is not taking part in Lendbridge at the moment, so this loan cannot be renewed.`,
    );
  }
  if (!facts.onRoster) {
    throw refused(
      409,
      'registration_verified',
      `You are no longer on ${facts.organizationName}'s records, so this loan cannot be renewed.`,
    );
  }
  // A check would ask for the code again after 90 days or a new roster contact: so does a renewal.
  const binding = await bindingOf(tx, facts.memberId);
  if (binding?.userId !== userId || !binding.fresh) {
    throw refused(
      409,
      'registration_verified',
      'Confirm your staff or registration number with a code on the eligibility check before renewing.',
    );
  }
  if (
    !facts.providerActive ||
    facts.minAmount === null ||
    facts.maxAmount === null ||
    facts.minTenorMonths === null ||
    facts.maxTenorMonths === null ||
    facts.annualInterestRateBps === null ||
    facts.processingFeeBps === null
  ) {
    throw refused(409, 'loan_type_available', `${lending}, so this loan cannot be renewed.`);
  }
  if (!facts.lendsToOrganization) {
    throw refused(
      409,
      'organization_accepted',
      `${loan.providerName} no longer lends ${loan.loanTypeName} to ${facts.organizationName}, so this loan cannot be renewed.`,
    );
  }
  const { outstandingBalance } = toSummary(loan, datedSchedule(loan));
  const lowest = Math.max(facts.minAmount, outstandingBalance + 1);
  if (request.amount < lowest || request.amount > facts.maxAmount) {
    throw refused(
      400,
      'amount_in_range',
      `The amount must be more than the ${formatMoney(outstandingBalance)} you still owe, at least ${formatMoney(facts.minAmount)} and at most ${formatMoney(facts.maxAmount)}, what ${loan.providerName} lends for ${loan.loanTypeName}.`,
      'amount',
    );
  }
  if (request.tenorMonths < facts.minTenorMonths || request.tenorMonths > facts.maxTenorMonths) {
    throw refused(
      400,
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

  const { rows } = await tx.query<RenewalRow>(
    `INSERT INTO loan_renewals (loan_id, user_id, amount, tenor_months, reason, monthly_repayment, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING id, loan_id AS "loanId", amount, tenor_months AS "tenorMonths", reason, status, requested_at AS "requestedAt"`,
    [loan.id, userId, request.amount, request.tenorMonths, request.reason, monthlyRepayment, now],
  );
  const renewal = toRenewal(rows[0]!);
  await audit(tx, {
    actorUserId: userId,
    entity: 'renewal',
    entityId: renewal.id,
    action: 'renewal_requested',
    fromStatus: null,
    toStatus: 'pending',
    details: { loanId: loan.id, amount: request.amount, tenorMonths: request.tenorMonths },
  });
  await recordDisclosure(tx, {
    userId,
    providerId: facts.providerId,
    loanId: loan.id,
    reason: 'renewal_requested',
    items: renewalDetails(request.amount, request.tenorMonths, request.reason),
    at: now,
  });
  return renewal;
}
