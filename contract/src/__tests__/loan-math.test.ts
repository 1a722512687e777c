import {
  annualPercentageRateBps,
  maximumAffordablePrincipal,
  monthlyRepayment,
  processingFee,
  quoteLoan,
  repaymentSchedule,
} from '../loan-math';

/*
 * Expected figures were computed independently of this code: with Python's decimal module at
 * 60 digits (the annuity formula P·r / (1 − (1 + r)^−n), interest rounded half up month by
 * month, and the APR by bisection on the discounted payments), and checked against the
 * textbook example of 100 000 at 12 % over 12 months, which repays 8 884.88 a month.
 */
describe('loan arithmetic in minor units', () => {
  it('repays 100 000.00 at 12% over a year with the textbook 8 884.88 a month', () => {
    expect(monthlyRepayment(10_000_000, 1_200, 12)).toBe(888_488);
  });

  it('prices a ₦500,000 personal loan at 22% with a 1.5% fee over 12 months', () => {
    expect(
      quoteLoan({
        principal: 50_000_000,
        tenorMonths: 12,
        annualInterestRateBps: 2_200,
        processingFeeBps: 150,
      }),
    ).toEqual({
      principal: 50_000_000,
      processingFee: 750_000,
      amountReceived: 49_250_000,
      tenorMonths: 12,
      annualInterestRateBps: 2_200,
      aprBps: 2_801,
      monthlyRepayment: 4_679_719,
      totalRepayment: 56_156_627,
      totalCostOfCredit: 6_906_627,
    });
  });

  it('states the APR as the effective annual rate: 12% charged monthly is 12.68%', () => {
    const payments = repaymentSchedule(10_000_000, 1_200, 12).map((payment) => payment.amount);
    expect(annualPercentageRateBps(10_000_000, payments)).toBe(1_268);
  });

  it('has an APR of zero when nothing is paid beyond what was received', () => {
    expect(annualPercentageRateBps(300, [100, 100, 100])).toBe(0);
    expect(
      quoteLoan({ principal: 300, tenorMonths: 3, annualInterestRateBps: 0, processingFeeBps: 0 }).aprBps,
    ).toBe(0);
  });

  it('repays exactly the principal, the last payment absorbing the rounding', () => {
    const schedule = repaymentSchedule(50_000_000, 2_200, 12);
    expect(schedule).toHaveLength(12);
    expect(schedule.reduce((sum, payment) => sum + payment.principal, 0)).toBe(50_000_000);
    expect(schedule.at(-1)).toMatchObject({ number: 12, amount: 4_679_718, balanceAfter: 0 });
    expect(schedule.slice(0, -1).every((payment) => payment.amount === 4_679_719)).toBe(true);
    for (const payment of schedule) expect(payment.amount).toBe(payment.principal + payment.interest);
  });

  it('splits an interest-free loan evenly, rounding up so the last payment is the smallest', () => {
    expect(monthlyRepayment(100, 0, 3)).toBe(34);
    expect(repaymentSchedule(100, 0, 3).map((payment) => payment.amount)).toEqual([34, 34, 32]);
  });

  it('rounds the processing fee half up to a whole minor unit', () => {
    expect(processingFee(12_345, 150)).toBe(185);
    expect(processingFee(1, 5_000)).toBe(1);
    expect(processingFee(3, 1_000)).toBe(0);
  });

  it('finds the largest principal whose repayment fits a monthly budget, to the minor unit', () => {
    const budget = 888_488;
    const principal = maximumAffordablePrincipal(budget, 1_200, 12);
    expect(monthlyRepayment(principal, 1_200, 12)).toBeLessThanOrEqual(budget);
    expect(monthlyRepayment(principal + 1, 1_200, 12)).toBeGreaterThan(budget);
    expect(maximumAffordablePrincipal(0, 1_200, 12)).toBe(0);
    expect(maximumAffordablePrincipal(100, 0, 4)).toBe(400);
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => monthlyRepayment(10.5, 1_200, 12)).toThrow(RangeError);
    expect(() => monthlyRepayment(1_000, 1_200, 0)).toThrow(RangeError);
    expect(() => processingFee(-1, 100)).toThrow(RangeError);
  });
});
