/**
 * Loan arithmetic, shared by the gateway (which prices offers) and the site (whose calculator
 * estimates a repayment before any check). Money is integer minor units throughout: rates are
 * applied with BigInt rational arithmetic and every amount is rounded once, half up, to a
 * whole minor unit. Only the APR, a rate and not an amount, is found numerically.
 *
 * This file has no dependencies so the site can import it as a value.
 */

/** Basis points per unit, times twelve months: a monthly rate is bps / 120 000. */
const MONTHLY_BPS_DENOMINATOR = BigInt(120_000);
const BPS_PER_UNIT = BigInt(10_000);
const ZERO = BigInt(0);
const ONE = BigInt(1);
const TWO = BigInt(2);

export interface LoanTerms {
  /** The amount borrowed, in minor units. */
  principal: number;
  tenorMonths: number;
  /** Nominal annual interest rate in basis points, charged monthly on the balance. */
  annualInterestRateBps: number;
  /** One-off processing fee in basis points of the principal, deducted before disbursement. */
  processingFeeBps: number;
}

export interface Installment {
  number: number;
  amount: number;
  principal: number;
  interest: number;
  /** What is still owed after this payment. */
  balanceAfter: number;
}

export interface LoanQuote {
  principal: number;
  processingFee: number;
  /** What reaches the borrower's account: the principal less the processing fee. */
  amountReceived: number;
  tenorMonths: number;
  annualInterestRateBps: number;
  /** Effective annual rate of the whole cost (interest and fee), in basis points. */
  aprBps: number;
  monthlyRepayment: number;
  totalRepayment: number;
  /** Everything paid beyond what was received: interest plus the fee. */
  totalCostOfCredit: number;
}

/** a / b rounded half up, for non-negative a and positive b. */
function divideHalfUp(a: bigint, b: bigint): bigint {
  return (a * TWO + b) / (TWO * b);
}

function assertWhole(value: number, name: string, minimum: number): void {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new RangeError(`${name} must be a whole number of at least ${minimum}, got ${value}`);
  }
}

function assertTerms(principal: number, annualInterestRateBps: number, tenorMonths: number): void {
  assertWhole(principal, 'principal', 0);
  assertWhole(annualInterestRateBps, 'annualInterestRateBps', 0);
  assertWhole(tenorMonths, 'tenorMonths', 1);
}

/** The processing fee on a principal, rounded half up. */
export function processingFee(principal: number, processingFeeBps: number): number {
  assertWhole(principal, 'principal', 0);
  assertWhole(processingFeeBps, 'processingFeeBps', 0);
  return Number(divideHalfUp(BigInt(principal) * BigInt(processingFeeBps), BPS_PER_UNIT));
}

/**
 * The level monthly payment that repays `principal` over `tenorMonths` at the annual rate:
 * P·r / (1 − (1 + r)^−n) with r = bps / 120 000, computed exactly as a ratio of BigInts and
 * rounded half up. Without interest it is the principal split evenly, rounded up so the last
 * payment is never the largest.
 */
export function monthlyRepayment(
  principal: number,
  annualInterestRateBps: number,
  tenorMonths: number,
): number {
  assertTerms(principal, annualInterestRateBps, tenorMonths);
  const p = BigInt(principal);
  const n = BigInt(tenorMonths);
  if (annualInterestRateBps === 0) return Number((p + n - ONE) / n);
  const bps = BigInt(annualInterestRateBps);
  // (1 + r)^n = growth / base with integers only.
  const growth = (MONTHLY_BPS_DENOMINATOR + bps) ** n;
  const base = MONTHLY_BPS_DENOMINATOR ** n;
  return Number(divideHalfUp(p * bps * growth, MONTHLY_BPS_DENOMINATOR * (growth - base)));
}

/** Interest for one month on a balance, rounded half up. */
function monthInterest(balance: bigint, bps: bigint): bigint {
  return divideHalfUp(balance * bps, MONTHLY_BPS_DENOMINATOR);
}

/**
 * The amortisation schedule: each month pays that month's interest and the rest off the
 * balance; the last payment clears whatever rounding left, so the principal repaid is exact.
 */
export function repaymentSchedule(
  principal: number,
  annualInterestRateBps: number,
  tenorMonths: number,
): Installment[] {
  const payment = BigInt(monthlyRepayment(principal, annualInterestRateBps, tenorMonths));
  const bps = BigInt(annualInterestRateBps);
  let balance = BigInt(principal);
  const schedule: Installment[] = [];
  for (let number = 1; number <= tenorMonths; number += 1) {
    const interest = monthInterest(balance, bps);
    const last = number === tenorMonths;
    let towardsPrincipal = last ? balance : payment - interest;
    if (towardsPrincipal > balance) towardsPrincipal = balance;
    if (towardsPrincipal < ZERO) towardsPrincipal = ZERO;
    balance -= towardsPrincipal;
    schedule.push({
      number,
      amount: Number(towardsPrincipal + interest),
      principal: Number(towardsPrincipal),
      interest: Number(interest),
      balanceAfter: Number(balance),
    });
  }
  return schedule;
}

/**
 * The monthly rate i at which the payments, discounted, are worth what was received
 * (Σ payment_k / (1 + i)^k = received), found by bisection. Rates are not money, so floating
 * point is fine here; the answer is rounded to a whole basis point of the annual rate.
 */
function monthlyInternalRate(received: number, payments: number[]): number {
  const presentValue = (rate: number) =>
    payments.reduce((sum, payment, index) => sum + payment / (1 + rate) ** (index + 1), 0);
  let low = 0;
  let high = 1;
  while (presentValue(high) > received && high < 1e6) high *= 2;
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > received) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * The annual percentage rate as consumer-credit rules define it: the effective annual rate,
 * (1 + i)^12 − 1, of the monthly rate that equates what the borrower receives with what they
 * repay. Fees count, which is why it is higher than the interest rate.
 */
export function annualPercentageRateBps(amountReceived: number, payments: number[]): number {
  const total = payments.reduce((sum, payment) => sum + payment, 0);
  if (amountReceived <= 0 || total <= amountReceived) return 0;
  const monthly = monthlyInternalRate(amountReceived, payments);
  return Math.round(((1 + monthly) ** 12 - 1) * 10_000);
}

/** Everything a borrower needs to compare one loan with another. */
export function quoteLoan(terms: LoanTerms): LoanQuote {
  const schedule = repaymentSchedule(terms.principal, terms.annualInterestRateBps, terms.tenorMonths);
  const fee = processingFee(terms.principal, terms.processingFeeBps);
  const amountReceived = terms.principal - fee;
  const payments = schedule.map((installment) => installment.amount);
  const totalRepayment = payments.reduce((sum, payment) => sum + payment, 0);
  return {
    principal: terms.principal,
    processingFee: fee,
    amountReceived,
    tenorMonths: terms.tenorMonths,
    annualInterestRateBps: terms.annualInterestRateBps,
    aprBps: annualPercentageRateBps(amountReceived, payments),
    monthlyRepayment: monthlyRepayment(terms.principal, terms.annualInterestRateBps, terms.tenorMonths),
    totalRepayment,
    totalCostOfCredit: totalRepayment - amountReceived,
  };
}

/**
 * The largest principal whose monthly repayment fits within `monthlyBudget`. The repayment
 * grows with the principal, so a binary search over whole minor units finds it exactly.
 */
export function maximumAffordablePrincipal(
  monthlyBudget: number,
  annualInterestRateBps: number,
  tenorMonths: number,
): number {
  assertTerms(Math.max(0, monthlyBudget), annualInterestRateBps, tenorMonths);
  if (monthlyBudget <= 0) return 0;
  let low = 0;
  // With no interest the budget buys budget × months; interest only lowers that.
  let high = monthlyBudget * tenorMonths;
  while (low < high) {
    const middle = Math.floor((low + high + 1) / 2);
    if (monthlyRepayment(middle, annualInterestRateBps, tenorMonths) <= monthlyBudget) low = middle;
    else high = middle - 1;
  }
  return low;
}
