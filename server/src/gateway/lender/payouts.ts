import type { Queryable } from '../../db/database';
import { Conflict, InvalidInput, NotFound } from '../../errors/domain-errors';
import { audit } from '../../core/audit';
import { formatDate, formatMoney } from '../../core/format';
import type { Payoff } from '@lendbridge/contract';
import { LOAN_NOT_FOUND, lockLoan, payoffBasisOf, payoffOf, type LoanRecord } from '../../core/loan-records';
import { dayOf, startOfDay } from '../../core/schedule';
import { assertLoanTransition } from '../../core/state-machine';
import { assertBorrowerStanding } from '../marketplace/standing';
import { lockProviderRepayments, settleEarly, tomorrow } from './repayments';

export interface PayoutInput {
  loanId: string;
  /** The lender acting; undefined for Lendbridge's own replay of demo history. */
  providerId?: number;
  amountPaid: number;
  paidOn: string;
  reference: string;
  actorUserId: number | null;
  today: string;
}

export interface RecordedPayout {
  loan: LoanRecord;
  /** The loan this renewal settled, and its closing figure. */
  settled: { loanId: string; amount: number; settlement: Payoff } | null;
}

async function providerOfLoan(tx: Queryable, loanId: string, providerId?: number): Promise<number> {
  const { rows } = await tx.query<{ providerId: number }>(
    `SELECT provider_id AS "providerId" FROM loans WHERE id = $1 AND ($2::integer IS NULL OR provider_id = $2)`,
    [loanId, providerId ?? null],
  );
  const found = rows[0];
  if (!found) throw new NotFound(LOAN_NOT_FOUND, { reason: 'not_found' });
  return found.providerId;
}

/**
 * The lender paid the loan out: it becomes active and its schedule runs from the payout date.
 * The amount paid must be what the loan says reaches the borrower (a check against typing
 * mistakes). A renewal loan's payout first settles the loan it replaces at its payoff figure on
 * the payout day, as that loan's last repayment (it becomes repaid, settled by this one, the
 * interest not charged recorded), and pays out the rest:
 * principal = processing fee + settlement + net payout, to the minor unit.
 */
export async function recordPayout(tx: Queryable, input: PayoutInput): Promise<RecordedPayout> {
  const providerId = await providerOfLoan(tx, input.loanId, input.providerId);
  await lockProviderRepayments(tx, providerId);
  const loan = await lockLoan(tx, input.loanId, { providerId });
  assertLoanTransition(loan.status, 'active');
  // A lender paying out: as accepting did, check the borrower's standing as it is today.
  if (input.providerId !== undefined) await assertBorrowerStanding(tx, loan, 'this loan cannot be paid out');
  const accepted = dayOf(loan.acceptedAt);
  if (input.paidOn < accepted || input.paidOn > tomorrow(input.today)) {
    throw new InvalidInput(
      `The payout date must be between the day the offer was accepted (${formatDate(loan.acceptedAt)}) and today.`,
      { field: 'paidOn' },
    );
  }
  const replaced = loan.replacesLoanId ? await lockLoan(tx, loan.replacesLoanId) : null;
  const payoff = replaced ? payoffOf(payoffBasisOf(replaced), input.paidOn) : null;
  const settlement = payoff?.amount ?? 0;
  const netPayout = loan.amountReceived - settlement;
  if (netPayout < 0) {
    throw new Conflict(
      `This renewal loan would pay out ${formatMoney(loan.amountReceived)}, less than the ${formatMoney(settlement)} still owed on the loan it replaces. Cancel it instead. Nothing was changed.`,
      { reason: 'payout_short' },
    );
  }
  if (input.amountPaid !== netPayout) {
    // The settlement depends on the payout day, so the message says which day it is for.
    const why = replaced
      ? `${formatMoney(loan.amountReceived)} after the processing fee, less ${formatMoney(settlement)} settling the loan it replaces if paid out on ${input.paidOn}`
      : `the ${formatMoney(loan.principal)} lent less the ${formatMoney(loan.processingFee)} processing fee`;
    throw new InvalidInput(`The amount paid out must be ${formatMoney(netPayout)}: ${why}.`, {
      field: 'amountPaid',
    });
  }
  await tx.query(
    `UPDATE loans SET status = 'active', disbursed_at = $2, payout_amount = $3, payout_reference = $4,
       settlement_amount = $5 WHERE id = $1`,
    [
      loan.id,
      startOfDay(input.paidOn),
      input.amountPaid,
      input.reference.trim(),
      replaced ? settlement : null,
    ],
  );
  await audit(tx, {
    actorUserId: input.actorUserId,
    entity: 'loan',
    entityId: loan.id,
    action: 'loan_disbursed',
    fromStatus: loan.status,
    toStatus: 'active',
    providerId,
    details: {
      amountPaid: input.amountPaid,
      paidOn: input.paidOn,
      reference: input.reference.trim(),
      ...(replaced ? { replacesLoanId: replaced.id, settlementAmount: settlement, settlement: payoff } : {}),
    },
  });
  let settled: RecordedPayout['settled'] = null;
  if (replaced && payoff && payoff.amount > 0) {
    await settleEarly(tx, replaced, {
      settlement: payoff,
      reference: `RENEWAL-${loan.id}`,
      settledByLoanId: loan.id,
      actorUserId: input.actorUserId,
    });
    settled = { loanId: replaced.id, amount: payoff.amount, settlement: payoff };
  }
  return { loan: await lockLoan(tx, loan.id), settled };
}

/**
 * The lender will not pay the loan out: it is cancelled with the reason given, nothing is owed,
 * and it no longer counts against the borrower's affordability. A cancelled renewal loan leaves
 * the loan it would have replaced as it was.
 */
export async function cancelLoan(
  tx: Queryable,
  input: { loanId: string; providerId: number; reason: string; actorUserId: number; now: Date },
): Promise<LoanRecord> {
  const loan = await lockLoan(tx, input.loanId, { providerId: input.providerId });
  assertLoanTransition(loan.status, 'cancelled');
  await tx.query(`UPDATE loans SET status = 'cancelled', cancel_reason = $2, closed_at = $3 WHERE id = $1`, [
    loan.id,
    input.reason,
    input.now,
  ]);
  await audit(tx, {
    actorUserId: input.actorUserId,
    entity: 'loan',
    entityId: loan.id,
    action: 'loan_cancelled',
    fromStatus: loan.status,
    toStatus: 'cancelled',
    providerId: input.providerId,
    details: { reason: input.reason },
  });
  return lockLoan(tx, loan.id);
}
