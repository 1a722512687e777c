import type { Payoff, RecordSettlementRequest } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { Conflict, InvalidInput } from '../../errors/domain-errors';
import { formatMoney } from '../../core/format';
import { payoffBasisOf, payoffOf, type LoanRecord } from '../../core/loan-records';
import { closeSettlementRequest } from '../../core/settlement-requests';
import { assertTakesRepayments } from '../../core/state-machine';
import { recordedReferences, referenceKey, repaymentDateProblem, settleEarly } from './repayments';

/**
 * The lender records an early-settlement payment (docs/api.md, "Early settlement"): it must be
 * exactly the payoff figure of the day it was paid, so a typing mistake cannot leave a loan
 * closed with money owed, nor take more than the payoff. The loan becomes repaid with that
 * closing figure (and the interest it no longer charges), the open request, if any, is
 * settled. The caller holds the provider's repayment lock and the loan's.
 */
export async function recordSettlement(
  tx: Queryable,
  loan: LoanRecord,
  input: RecordSettlementRequest & { actorUserId: number; now: Date },
  today: string,
): Promise<Payoff> {
  assertTakesRepayments(loan.status);
  const dateProblem = repaymentDateProblem(loan, input.paidOn, today);
  if (dateProblem) throw new InvalidInput(dateProblem, { field: 'paidOn' });
  const reference = input.reference.trim();
  const earlier = (await recordedReferences(tx, loan.providerId, [reference])).get(referenceKey(reference));
  if (earlier) {
    throw new Conflict(
      `A repayment with the reference ${reference} was already recorded (paid on ${earlier}). Nothing was changed.`,
      { reason: 'duplicate_reference', field: 'reference' },
    );
  }
  const settlement = payoffOf(payoffBasisOf(loan), input.paidOn);
  if (input.amountPaid !== settlement.amount) {
    throw new InvalidInput(
      `The settlement paid on ${input.paidOn} must be ${formatMoney(settlement.amount)}, the payoff figure of that day. Record a smaller payment as a repayment instead.`,
      { field: 'amountPaid' },
    );
  }
  const repaymentId = await settleEarly(tx, loan, {
    settlement,
    reference,
    settledByLoanId: null,
    actorUserId: input.actorUserId,
  });
  await closeSettlementRequest(tx, loan, { repaymentId, actorUserId: input.actorUserId, now: input.now });
  return settlement;
}
