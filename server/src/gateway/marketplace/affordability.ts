import type { Queryable } from '../../db/database';
import { RuleRefused } from '../../errors/domain-errors';
import { existingMonthlyRepayments } from '../../core/catalogue-facts';
import { explainLimit, monthlyRepaymentLimit } from '../../core/eligibility-rules';
import { formatMoney } from '../../core/format';

export interface AffordabilityCheck {
  /** The roster entry, locked by the caller for the rest of its transaction. */
  member: { id: number; monthlyNetPay: number };
  /** The monthly repayment the decision would add. */
  monthlyRepayment: number;
  affordabilityShareBps: number;
  /** The loan a renewal would replace, which then no longer counts. */
  replacingLoanId: string | null;
}

/**
 * The affordability rule at decision time (accept, renewal): counts every loan of the person
 * awaiting payout, being repaid or with a pending renewal, whatever check or account it came
 * from; a loan the lender cancelled or that is repaid no longer counts (existingMonthlyRepayments).
 * Run under the roster entry's lock, so parallel decisions see each other's loans.
 */
export async function assertAffordable(tx: Queryable, check: AffordabilityCheck): Promise<void> {
  const existing = await existingMonthlyRepayments(tx, check.member.id, check.replacingLoanId);
  const limit = monthlyRepaymentLimit(check.member.monthlyNetPay, check.affordabilityShareBps, existing);
  if (check.monthlyRepayment <= limit) return;
  throw new RuleRefused(
    `The monthly repayment of ${formatMoney(check.monthlyRepayment)} is more than your limit of ${formatMoney(limit)} ` +
      `(${explainLimit(check.affordabilityShareBps, existing)}` +
      `${check.replacingLoanId ? ', with the renewed loan replacing this one' : ', counting the loans you have already accepted'}). ` +
      'Nothing was changed.',
    { reason: 'affordability' },
  );
}
