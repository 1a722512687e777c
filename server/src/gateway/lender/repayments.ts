import type { Payoff, RepaymentSource } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { Conflict, InvalidInput } from '../../errors/domain-errors';
import { audit } from '../../core/audit';
import { formatDate } from '../../core/format';
import { outstandingOf, type LoanRecord } from '../../core/loan-records';
import { dayOf, startOfDay } from '../../core/schedule';
import { assertTakesRepayments } from '../../core/state-machine';

/**
 * Repayments of one provider's loans are written one transaction at a time (a transaction-scoped
 * advisory lock, taken before any loan's row lock): a reference is then recorded once however
 * the same payment arrives (by hand, in a file, twice at once), and no two writers can wait on
 * each other's loans.
 */
export async function lockProviderRepayments(tx: Queryable, providerId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`repayments:${providerId}`]);
}

/**
 * The one definition of "the same reference": compatibility forms unified (NFKC: `ﬁ` is `fi`,
 * fullwidth letters are plain ones) and case folded the way JavaScript upper-cases (`ß` is `SS`).
 * It is stored with each repayment (reference_key), and the unique index is on that column, so the
 * database never disagrees with the checks made here.
 */
export const referenceKey = (reference: string) =>
  reference.trim().normalize('NFKC').toUpperCase().normalize('NFKC');

/** The references among `references` this provider has recorded already, as reference keys. */
export async function recordedReferences(
  tx: Queryable,
  providerId: number,
  references: string[],
): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ key: string; paidOn: string }>(
    `SELECT reference_key AS key, to_char(paid_on, 'YYYY-MM-DD') AS "paidOn" FROM loan_repayments
     WHERE provider_id = $1 AND reference_key = ANY($2::text[])`,
    [providerId, references.map(referenceKey)],
  );
  return new Map(rows.map((row) => [row.key, row.paidOn]));
}

/** Why a payment dated `paidOn` cannot be a repayment of this loan, or null when it can. */
export function repaymentDateProblem(loan: LoanRecord, paidOn: string, today: string): string | null {
  const paidOut = loan.disbursedAt ? dayOf(loan.disbursedAt) : null;
  if (paidOn > tomorrow(today)) return `The date ${paidOn} is in the future.`;
  if (paidOut && paidOn < paidOut) {
    return `The date ${paidOn} is before the loan was paid out on ${formatDate(loan.disbursedAt!)}.`;
  }
  return null;
}

/** A day's grace for time zones: it may already be tomorrow where the payment was made. */
export const tomorrow = (today: string) => dayOf(new Date(startOfDay(today).getTime() + 24 * 60 * 60 * 1000));

export interface RepaymentInput {
  amount: number;
  paidOn: string;
  reference: string;
  source: RepaymentSource;
  remittanceId: string | null;
  actorUserId: number | null;
}

export interface AppliedRepayment {
  repaymentId: string;
  appliedAmount: number;
  overpaidAmount: number;
  outstandingAfter: number;
  repaid: boolean;
}

/**
 * Applies a payment to a loan being repaid, which the caller has locked (after the provider's
 * repayment lock). It pays the schedule's oldest unpaid instalment first, then the next; what
 * goes beyond the whole balance is recorded as overpaid, for the lender to refund. The payment
 * that clears the balance closes the loan as repaid. One audit row per payment.
 */
export async function applyRepayment(
  tx: Queryable,
  loan: LoanRecord,
  input: RepaymentInput,
): Promise<AppliedRepayment> {
  assertTakesRepayments(loan.status);
  const owed = outstandingOf(loan);
  const appliedAmount = Math.min(input.amount, owed);
  const overpaidAmount = input.amount - appliedAmount;
  const repaid = appliedAmount === owed;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO loan_repayments (loan_id, provider_id, amount, applied_amount, overpaid_amount, paid_on, reference,
       source, remittance_id, recorded_by, reference_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      loan.id,
      loan.providerId,
      input.amount,
      appliedAmount,
      overpaidAmount,
      input.paidOn,
      input.reference.trim(),
      input.source,
      input.remittanceId,
      input.actorUserId,
      referenceKey(input.reference),
    ],
  );
  const repaymentId = rows[0]!.id;
  await tx.query(
    `UPDATE loans SET amount_repaid = amount_repaid + $2, amount_overpaid = amount_overpaid + $3,
       status = $4, closed_at = $5 WHERE id = $1`,
    [
      loan.id,
      appliedAmount,
      overpaidAmount,
      repaid ? 'repaid' : 'active',
      repaid ? startOfDay(input.paidOn) : null,
    ],
  );
  await audit(tx, {
    actorUserId: input.actorUserId,
    entity: 'loan',
    entityId: loan.id,
    action:
      input.source === 'renewal_settlement'
        ? 'loan_settled_by_renewal'
        : repaid
          ? 'loan_repaid'
          : 'repayment_received',
    fromStatus: loan.status,
    toStatus: repaid ? 'repaid' : 'active',
    providerId: loan.providerId,
    details: {
      repaymentId,
      amount: input.amount,
      appliedAmount,
      overpaidAmount,
      reference: input.reference.trim(),
      paidOn: input.paidOn,
      source: input.source,
      ...(input.remittanceId ? { remittanceId: input.remittanceId } : {}),
    },
  });
  return { repaymentId, appliedAmount, overpaidAmount, outstandingAfter: owed - appliedAmount, repaid };
}

/** A hand-recorded repayment: its reference must be new to this provider. */
export async function recordManualRepayment(
  tx: Queryable,
  loan: LoanRecord,
  input: Omit<RepaymentInput, 'source' | 'remittanceId'>,
  today: string,
): Promise<AppliedRepayment> {
  assertTakesRepayments(loan.status);
  const dateProblem = repaymentDateProblem(loan, input.paidOn, today);
  if (dateProblem) throw new InvalidInput(dateProblem, { field: 'paidOn' });
  const recorded = await recordedReferences(tx, loan.providerId, [input.reference]);
  const earlier = recorded.get(referenceKey(input.reference));
  if (earlier) {
    throw new Conflict(
      `A repayment with the reference ${input.reference.trim()} was already recorded (paid on ${earlier}). Nothing was changed.`,
      { reason: 'duplicate_reference', field: 'reference' },
    );
  }
  return applyRepayment(tx, loan, { ...input, source: 'manual', remittanceId: null });
}

/**
 * Settles a loan being repaid early, at its payoff figure (a renewal's payout does this): one
 * repayment of exactly that figure, the loan repaid with its closing figure and the interest the
 * schedule no longer charges kept on it, and every figure in the audit row. The caller has
 * locked the loan (after the provider's repayment lock).
 */
export async function settleEarly(
  tx: Queryable,
  loan: LoanRecord,
  input: { settlement: Payoff; reference: string; settledByLoanId: string; actorUserId: number | null },
): Promise<void> {
  assertTakesRepayments(loan.status);
  const { settlement } = input;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO loan_repayments (loan_id, provider_id, amount, applied_amount, overpaid_amount, paid_on, reference,
       source, remittance_id, recorded_by, reference_key)
     VALUES ($1, $2, $3, $3, 0, $4, $5, 'renewal_settlement', NULL, $6, $7) RETURNING id`,
    [
      loan.id,
      loan.providerId,
      settlement.amount,
      settlement.asOf,
      input.reference,
      input.actorUserId,
      referenceKey(input.reference),
    ],
  );
  await tx.query(
    `UPDATE loans SET amount_repaid = amount_repaid + $2, status = 'repaid', closed_at = $3,
       settled_payoff = $4::jsonb, settled_by_loan_id = $5 WHERE id = $1`,
    [
      loan.id,
      settlement.amount,
      startOfDay(settlement.asOf),
      JSON.stringify(settlement),
      input.settledByLoanId,
    ],
  );
  await audit(tx, {
    actorUserId: input.actorUserId,
    entity: 'loan',
    entityId: loan.id,
    action: 'loan_settled_by_renewal',
    fromStatus: loan.status,
    toStatus: 'repaid',
    providerId: loan.providerId,
    details: {
      repaymentId: rows[0]!.id,
      reference: input.reference,
      paidOn: settlement.asOf,
      source: 'renewal_settlement',
      settledByLoanId: input.settledByLoanId,
      settlement,
    },
  });
}
