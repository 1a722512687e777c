import type { Payoff, RepaymentSource } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { Conflict, InvalidInput } from '../../errors/domain-errors';
import { audit } from '../../core/audit';
import { formatDate } from '../../core/format';
import { outstandingOf, type LoanRecord } from '../../core/loan-records';
import { dayOf, startOfDay } from '../../core/schedule';
import { chunksOf } from '../../core/statement-chunks';
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

/** A payment with what it does to its loan, worked out by the caller against the loan as it stands. */
export interface PaymentToRecord extends RepaymentInput {
  loan: LoanRecord;
  appliedAmount: number;
  overpaidAmount: number;
  /** It clears the loan's balance: the loan closes as repaid. */
  repaid: boolean;
}

/**
 * Writes payments to loans the caller has locked (after the provider's repayment lock), in their
 * order: each payment's row, one audit row per payment, and each loan's new balance (closed as
 * repaid by the payment that clears it). A payroll file's thousands of payments take a few
 * set-based statements of at most 2,000 rows each, so no statement holds the database (or, on
 * PGlite, the process) for long. Answers the repayments' ids in the payments' order.
 */
export async function recordPayments(tx: Queryable, payments: PaymentToRecord[]): Promise<string[]> {
  const ids: string[] = [];
  for (const chunk of chunksOf(payments)) {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO loan_repayments (loan_id, provider_id, amount, applied_amount, overpaid_amount, paid_on, reference,
         source, remittance_id, recorded_by, reference_key)
       SELECT p.loan_id, p.provider_id, p.amount, p.applied, p.overpaid, p.paid_on, p.reference, p.source,
              p.remittance_id, p.recorded_by, p.reference_key
       FROM unnest($1::uuid[], $2::integer[], $3::bigint[], $4::bigint[], $5::bigint[], $6::date[], $7::text[],
                   $8::text[], $9::uuid[], $10::integer[], $11::text[])
         WITH ORDINALITY AS p(loan_id, provider_id, amount, applied, overpaid, paid_on, reference, source,
                              remittance_id, recorded_by, reference_key, position)
       ORDER BY p.position
       RETURNING id`,
      [
        chunk.map((payment) => payment.loan.id),
        chunk.map((payment) => payment.loan.providerId),
        chunk.map((payment) => payment.amount),
        chunk.map((payment) => payment.appliedAmount),
        chunk.map((payment) => payment.overpaidAmount),
        chunk.map((payment) => payment.paidOn),
        chunk.map((payment) => payment.reference.trim()),
        chunk.map((payment) => payment.source),
        chunk.map((payment) => payment.remittanceId),
        chunk.map((payment) => payment.actorUserId),
        chunk.map((payment) => referenceKey(payment.reference)),
      ],
    );
    const chunkIds = rows.map((row) => row.id);
    ids.push(...chunkIds);
    await auditPayments(tx, chunk, chunkIds);
  }
  await updateBalances(tx, payments);
  return ids;
}

async function auditPayments(
  tx: Queryable,
  payments: PaymentToRecord[],
  repaymentIds: string[],
): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_user_id, entity, entity_id, action, from_status, to_status, details, provider_id)
     SELECT e.actor, 'loan', e.loan_id, e.action, e.from_status, e.to_status, e.details, e.provider_id
     FROM unnest($1::integer[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::integer[])
       WITH ORDINALITY AS e(actor, loan_id, action, from_status, to_status, details, provider_id, position)
     ORDER BY e.position`,
    [
      payments.map((payment) => payment.actorUserId),
      payments.map((payment) => payment.loan.id),
      payments.map((payment) =>
        payment.source === 'renewal_settlement'
          ? 'loan_settled_by_renewal'
          : payment.repaid
            ? 'loan_repaid'
            : 'repayment_received',
      ),
      payments.map((payment) => payment.loan.status),
      payments.map((payment) => (payment.repaid ? 'repaid' : 'active')),
      payments.map((payment, index) =>
        JSON.stringify({
          repaymentId: repaymentIds[index],
          amount: payment.amount,
          appliedAmount: payment.appliedAmount,
          overpaidAmount: payment.overpaidAmount,
          reference: payment.reference.trim(),
          paidOn: payment.paidOn,
          source: payment.source,
          ...(payment.remittanceId ? { remittanceId: payment.remittanceId } : {}),
        }),
      ),
      payments.map((payment) => payment.loan.providerId),
    ],
  );
}

/** Each loan's balance after all its payments: what they applied and overpaid, added once. */
async function updateBalances(tx: Queryable, payments: PaymentToRecord[]): Promise<void> {
  const byLoan = new Map<string, { applied: number; overpaid: number; closedAt: Date | null }>();
  for (const payment of payments) {
    const loan = byLoan.get(payment.loan.id) ?? { applied: 0, overpaid: 0, closedAt: null };
    loan.applied += payment.appliedAmount;
    loan.overpaid += payment.overpaidAmount;
    if (payment.repaid) loan.closedAt = startOfDay(payment.paidOn);
    byLoan.set(payment.loan.id, loan);
  }
  for (const chunk of chunksOf([...byLoan])) {
    await tx.query(
      `UPDATE loans l SET amount_repaid = l.amount_repaid + u.applied, amount_overpaid = l.amount_overpaid + u.overpaid,
         status = CASE WHEN u.closed_at IS NULL THEN 'active' ELSE 'repaid' END, closed_at = u.closed_at
       FROM unnest($1::uuid[], $2::bigint[], $3::bigint[], $4::timestamptz[]) AS u(id, applied, overpaid, closed_at)
       WHERE l.id = u.id`,
      [
        chunk.map(([id]) => id),
        chunk.map(([, loan]) => loan.applied),
        chunk.map(([, loan]) => loan.overpaid),
        chunk.map(([, loan]) => loan.closedAt),
      ],
    );
  }
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
  const [repaymentId] = await recordPayments(tx, [{ ...input, loan, appliedAmount, overpaidAmount, repaid }]);
  return {
    repaymentId: repaymentId!,
    appliedAmount,
    overpaidAmount,
    outstandingAfter: owed - appliedAmount,
    repaid,
  };
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
 * Settles a loan being repaid early, at its payoff figure (a renewal's payout, or a settlement
 * payment the lender records): one repayment of exactly that figure, the loan repaid with its
 * closing figure (whose interestNotCharged is what the schedule no longer charges) kept on it,
 * and every figure in the audit row. The caller has locked the loan (after the provider's
 * repayment lock). Answers the repayment's id.
 */
export async function settleEarly(
  tx: Queryable,
  loan: LoanRecord,
  input: {
    settlement: Payoff;
    reference: string;
    /** The renewal loan whose payout settles it; null for a settlement payment. */
    settledByLoanId: string | null;
    actorUserId: number | null;
  },
): Promise<string> {
  assertTakesRepayments(loan.status);
  const { settlement } = input;
  const source: RepaymentSource = input.settledByLoanId ? 'renewal_settlement' : 'early_settlement';
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO loan_repayments (loan_id, provider_id, amount, applied_amount, overpaid_amount, paid_on, reference,
       source, remittance_id, recorded_by, reference_key)
     VALUES ($1, $2, $3, $3, 0, $4, $5, $6, NULL, $7, $8) RETURNING id`,
    [
      loan.id,
      loan.providerId,
      settlement.amount,
      settlement.asOf,
      input.reference,
      source,
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
    action: input.settledByLoanId ? 'loan_settled_by_renewal' : 'loan_settled_early',
    fromStatus: loan.status,
    toStatus: 'repaid',
    providerId: loan.providerId,
    details: {
      repaymentId: rows[0]!.id,
      reference: input.reference,
      paidOn: settlement.asOf,
      source,
      ...(input.settledByLoanId ? { settledByLoanId: input.settledByLoanId } : {}),
      settlement,
    },
  });
  return rows[0]!.id;
}
