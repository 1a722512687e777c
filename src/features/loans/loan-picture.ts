import type { Loan } from '@lendbridge/contract';

/** One day on the balance chart: what the schedule planned to be left, and what was left. */
export interface BalancePoint {
  day: string;
  /** Left on the schedule after the instalments due by this day, had each been paid on time. */
  scheduled: number | null;
  /** Left on the schedule after the payments made by this day. */
  actual: number | null;
}

/**
 * The current loan's balance over time, in minor units: from the payout day (everything to
 * repay) the planned line steps down at each due date and the actual one at each payment.
 * Empty before payout.
 */
export function balanceOverTime(loan: Loan): BalancePoint[] {
  if (!loan.disbursedAt) return [];
  const points = new Map<string, BalancePoint>();
  const at = (day: string) => {
    const point = points.get(day) ?? { day, scheduled: null, actual: null };
    points.set(day, point);
    return point;
  };
  const start = at(loan.disbursedAt.slice(0, 10));
  start.scheduled = loan.totalRepayment;
  start.actual = loan.totalRepayment;

  let planned = loan.totalRepayment;
  for (const payment of loan.schedule) {
    planned -= payment.amount;
    at(payment.dueDate).scheduled = Math.max(0, planned);
  }
  let left = loan.totalRepayment;
  for (const payment of loan.payments ?? []) {
    left = Math.max(0, left - payment.amount);
    at(payment.paidOn).actual = left;
  }
  return [...points.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** How much of what the loan costs in all has been repaid, in whole per cent (rounded down). */
export const repaidPercent = (loan: Loan): number =>
  loan.totalRepayment === 0 ? 0 : Math.floor((loan.amountRepaid * 100) / loan.totalRepayment);
