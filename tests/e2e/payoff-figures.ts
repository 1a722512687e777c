import { expect, type Locator } from '@playwright/test';
import { minorOf } from './lender';

/*
 * The payoff figure (docs/api.md, "Settlement (payoff)") worked out in the test from what the
 * borrower's page shows, without the product's own function: the schedule's rows, what has been
 * repaid and the interest rate.
 */

export interface ScheduleRow {
  dueDate: string;
  /** The due date as the page writes it ("27 Nov 2026"). */
  dueDateShown: string;
  amount: number;
  interest: number;
  balanceAfter: number;
  status: string;
}

export interface ExpectedPayoff {
  principal: number;
  interest: number;
  partPayment: number;
  amount: number;
  remainingSchedule: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "27 Nov 2026" (or "27 Sept 2026") → "2026-11-27". */
export function isoOf(shown: string): string {
  const [day, month, year] = shown.trim().split(/\s+/);
  const index = MONTHS.indexOf(month!.slice(0, 3));
  if (index < 0) throw new Error(`Not a date: ${shown}`);
  return `${year}-${String(index + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/** Today as the gateway counts days (UTC). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** 2946055 → "₦29,460.55", as the pages and emails write an amount. */
export const naira = (minor: number) =>
  `₦${(minor / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const halfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** The rows of a repayment schedule table (Payment, Due date, Amount, Principal, Interest, Balance after, Status). */
export async function scheduleIn(table: Locator): Promise<ScheduleRow[]> {
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
  return rows.map(([, due, amount, , interest, balanceAfter, status]) => ({
    dueDate: isoOf(due!),
    dueDateShown: due!.trim(),
    amount: minorOf(amount!),
    interest: minorOf(interest!),
    balanceAfter: minorOf(balanceAfter!),
    status: status!.trim(),
  }));
}

/**
 * What settles the loan today: the principal left after the instalments paid in full, the
 * scheduled interest of every unpaid instalment already due, interest by the day (actual/365,
 * half up, at most that instalment's interest) on the balance since the last due date, less what
 * was paid towards the first unpaid instalment. No early-settlement fee: Kobo Credit's seeded
 * terms have none.
 */
export function expectedPayoff(
  schedule: ScheduleRow[],
  loan: { principal: number; repaid: number; rateBps: number },
  today: string,
): ExpectedPayoff {
  let left = loan.repaid;
  let paidInFull = 0;
  while (paidInFull < schedule.length && left >= schedule[paidInFull]!.amount) {
    left -= schedule[paidInFull]!.amount;
    paidInFull += 1;
  }
  const principal = paidInFull === 0 ? loan.principal : schedule[paidInFull - 1]!.balanceAfter;
  const due = schedule.filter((row) => row.dueDate <= today).length;
  // The loans these tests look at have an instalment due and one still to come.
  expect(due).toBeGreaterThan(0);
  expect(due).toBeLessThan(schedule.length);
  let interest = schedule.slice(paidInFull, due).reduce((sum, row) => sum + row.interest, 0);
  const lastDue = schedule[due - 1]!;
  const days = (Date.parse(today) - Date.parse(lastDue.dueDate)) / 86_400_000;
  interest += Math.min(
    halfUp(lastDue.balanceAfter * loan.rateBps * days, 10_000 * 365),
    schedule[due]!.interest,
  );
  const total = schedule.reduce((sum, row) => sum + row.amount, 0);
  return {
    principal,
    interest,
    partPayment: left,
    amount: principal + interest - left,
    remainingSchedule: total - loan.repaid,
  };
}

/** "To settle today (27 Nov 2026)" as every loan page words it for `payoff`. */
export function settleTodayText(payoff: ExpectedPayoff): string {
  const parts = [`principal ${naira(payoff.principal)}`, `interest to date ${naira(payoff.interest)}`];
  if (payoff.partPayment > 0) parts.push(`less ${naira(payoff.partPayment)} already paid`);
  return `${naira(payoff.amount)} (${parts.join(', ')})`;
}
