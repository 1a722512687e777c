import { addMonthsToDay, daysBetween, payoff, type Payoff, type PayoffTerms } from '../loan-math';
import cases from './fixtures/payoff-cases.json';

/*
 * The expected figures in fixtures/payoff-cases.json were computed by payoff_cases.py beside
 * it: Python, exact fractions, written from the rule as docs/api.md states it rather than from
 * this code. Regenerate with `python3 contract/src/__tests__/fixtures/payoff_cases.py`.
 */
const table = cases as { name: string; terms: PayoffTerms; expected: Payoff }[];

describe('the payoff figure', () => {
  it.each(table.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    expect(payoff(row.terms)).toEqual(row.expected);
  });

  it('settles the demo renewal at about ₦280,431 plus a few days of interest, not ₦315,115.34', () => {
    const demo = table[0]!.expected;
    expect(demo.principal).toBe(28_043_115);
    expect(demo.remainingSchedule).toBe(31_511_534);
    // 12 days at 32% a year on ₦280,431.15, rounded once: 280 431.15 × 0.32 × 12 / 365.
    expect(demo.accruedInterest).toBe(295_029);
    expect(demo.amount).toBe(demo.principal + demo.accruedInterest);
  });

  it('never asks more to settle than the schedule has left, and each part adds up', () => {
    for (const { expected } of table) {
      expect(expected.amount).toBeLessThanOrEqual(expected.remainingSchedule);
      expect(expected.amount).toBe(
        expected.principal + expected.accruedInterest + expected.fee - expected.partPayment,
      );
    }
  });

  it('asks nothing, never less than nothing, once a part payment covers what settles the loan', () => {
    // One instalment of ₦10,300 (₦10,000 and a month's interest at 36%), ₦10,200 of it paid:
    // four days in, ₦10,000 plus ₦39.45 of interest settles it, less than was paid.
    const settled = payoff({
      principal: 1_000_000,
      annualInterestRateBps: 3_600,
      tenorMonths: 1,
      disbursedOn: '2026-01-01',
      amountRepaid: 1_020_000,
      earlySettlementFeeBps: 100,
      settlementDate: '2026-01-05',
    });
    expect(settled).toMatchObject({ amount: 0, fee: 0, partPayment: 1_020_000, accruedInterest: 3_945 });
    expect(settled.interestNotCharged).toBe(settled.remainingSchedule);
  });

  it('covers part-paid and overdue instalments among its independent cases', () => {
    expect(table.some((row) => row.expected.partPayment > 0)).toBe(true);
    const overdue = table.find((row) => row.name.startsWith('two instalments overdue'))!;
    // Two months' scheduled interest are due, so the accrual is more than a part month's.
    expect(overdue.expected.accruedInterest).toBeGreaterThan(2 * 700_000);
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => payoff({ ...table[0]!.terms, amountRepaid: 1.5 })).toThrow(RangeError);
  });

  it('counts calendar days and month ends the way the schedule does', () => {
    expect(addMonthsToDay('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsToDay('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsToDay('2026-11-30', 3)).toBe('2027-02-28');
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });
});
