import { repaymentSchedule, type ScheduledPayment } from '@lendbridge/contract';

/** The same day `count` months later, or the month's last day when it is shorter (31 Jan → 28 Feb). */
export function addMonths(date: Date, count: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** A calendar day as YYYY-MM-DD, in UTC. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** Midnight UTC of a YYYY-MM-DD day. */
export const startOfDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

export interface ScheduleTerms {
  principal: number;
  annualInterestRateBps: number;
  tenorMonths: number;
  disbursedAt: Date | null;
  /** Everything paid towards the schedule so far, in minor units. */
  amountRepaid: number;
}

/**
 * Payments fall due monthly from the day the money was paid out. What has been repaid pays the
 * oldest instalment first, so at most one instalment is partly paid. An instalment whose due
 * date has passed (before `today`, a YYYY-MM-DD day) and that is not paid in full is overdue.
 */
export function datedSchedule(terms: ScheduleTerms, today: string): ScheduledPayment[] {
  const start = terms.disbursedAt;
  if (!start) return [];
  let left = terms.amountRepaid;
  return repaymentSchedule(terms.principal, terms.annualInterestRateBps, terms.tenorMonths).map((payment) => {
    const amountPaid = Math.min(payment.amount, left);
    left -= amountPaid;
    const dueDate = dayOf(addMonths(start, payment.number));
    const paid = amountPaid === payment.amount;
    return {
      ...payment,
      dueDate,
      paid,
      amountPaid,
      status: paid ? 'paid' : dueDate < today ? 'overdue' : amountPaid > 0 ? 'part_paid' : 'due',
    };
  });
}

/** What is owed and unpaid from instalments past their due date. */
export const overdueAmount = (schedule: ScheduledPayment[]): number =>
  schedule
    .filter((payment) => payment.status === 'overdue')
    .reduce((sum, payment) => sum + payment.amount - (payment.amountPaid ?? 0), 0);
