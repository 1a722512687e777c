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

const DAY_MS = 24 * 60 * 60 * 1000;
/** Day count of accrued interest: actual days elapsed over a 365-day year, leap years too. */
export const DAYS_PER_YEAR = 365;

/** The same calendar day `count` months after a YYYY-MM-DD day, or that month's last day when it is shorter (31 Jan → 28 Feb). */
export function addMonthsToDay(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + count + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + count, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

/** Whole calendar days from one YYYY-MM-DD day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Instalment `number` falls due that many months after the payout day. */
export const installmentDueDate = (disbursedOn: string, number: number): string =>
  addMonthsToDay(disbursedOn, number);

export interface PayoffTerms {
  principal: number;
  annualInterestRateBps: number;
  tenorMonths: number;
  /** The payout day (YYYY-MM-DD): the schedule runs from it. */
  disbursedOn: string;
  /** Everything paid towards the schedule so far; it pays the oldest instalment first. */
  amountRepaid: number;
  /** The day the loan would be settled (YYYY-MM-DD). */
  settlementDate: string;
  /** The lender's early-settlement fee, in basis points of the principal outstanding; 0 for none. */
  earlySettlementFeeBps: number;
}

/** What settles a loan on one day, and how that figure is made up. */
export interface Payoff {
  /** The settlement day (YYYY-MM-DD). */
  asOf: string;
  /** What settles the loan that day: principal + accruedInterest + fee − partPayment. */
  amount: number;
  /** The principal still owed after the instalments paid in full. */
  principal: number;
  /**
   * Interest earned up to the settlement day and not yet paid: the scheduled interest of
   * instalments already due but unpaid, plus interest on the balance from the last due date.
   */
  accruedInterest: number;
  /** The lender's early-settlement fee (0 unless their settings state one). */
  fee: number;
  /** Already paid towards the first instalment not paid in full. */
  partPayment: number;
  /** What the schedule still has to collect (future interest included). */
  remainingSchedule: number;
  /** The schedule's interest that settling that day does not charge: remainingSchedule − amount. */
  interestNotCharged: number;
}

/**
 * The payoff figure: what settles a loan on `settlementDate`.
 *
 * - principal: the balance after the instalments paid in full (payments pay the oldest first);
 * - accrued interest: the scheduled interest of every unpaid instalment already due (those
 *   months have run), plus interest on the balance left after the last due instalment, from its
 *   due date (the payout day if none is due yet) to the settlement day, actual/365, rounded half
 *   up once, and never more than that instalment's scheduled interest;
 * - fee: the lender's early-settlement fee on the principal, rounded half up, only while some
 *   instalment is not yet due, and never so much that settling costs more than the schedule;
 * - less any part payment already made towards the first unpaid instalment.
 *
 * Once the last instalment is due the payoff is exactly what the schedule has left to collect.
 */
export function payoff(terms: PayoffTerms): Payoff {
  assertTerms(terms.principal, terms.annualInterestRateBps, terms.tenorMonths);
  assertWhole(terms.amountRepaid, 'amountRepaid', 0);
  assertWhole(terms.earlySettlementFeeBps, 'earlySettlementFeeBps', 0);
  const schedule = repaymentSchedule(terms.principal, terms.annualInterestRateBps, terms.tenorMonths);
  const total = schedule.reduce((sum, installment) => sum + installment.amount, 0);
  const repaid = Math.min(terms.amountRepaid, total);
  const remainingSchedule = total - repaid;

  // Instalments paid in full, and what is left over towards the next one.
  let left = repaid;
  let paidInFull = 0;
  while (paidInFull < schedule.length && left >= schedule[paidInFull]!.amount) {
    left -= schedule[paidInFull]!.amount;
    paidInFull += 1;
  }
  const partPayment = left;
  const principal = paidInFull === 0 ? terms.principal : schedule[paidInFull - 1]!.balanceAfter;

  // Instalments whose due date is on or before the settlement day.
  let due = 0;
  while (due < schedule.length && installmentDueDate(terms.disbursedOn, due + 1) <= terms.settlementDate)
    due += 1;

  let accrued = 0;
  for (let index = paidInFull; index < due; index += 1) accrued += schedule[index]!.interest;
  if (due < schedule.length) {
    const balance = due === 0 ? terms.principal : schedule[due - 1]!.balanceAfter;
    const since = due === 0 ? terms.disbursedOn : installmentDueDate(terms.disbursedOn, due);
    const days = Math.max(0, daysBetween(since, terms.settlementDate));
    const daily = divideHalfUp(
      BigInt(balance) * BigInt(terms.annualInterestRateBps) * BigInt(days),
      BPS_PER_UNIT * BigInt(DAYS_PER_YEAR),
    );
    accrued += Math.min(Number(daily), schedule[due]!.interest);
  }

  // A part payment of the last instalment early in its month can exceed its principal and the
  // interest accrued so far: what was paid already settles the loan, and nothing is left to pay.
  const beforeFee = Math.max(0, principal + accrued - partPayment);
  const feeDue =
    due < schedule.length
      ? Number(divideHalfUp(BigInt(principal) * BigInt(terms.earlySettlementFeeBps), BPS_PER_UNIT))
      : 0;
  const fee = beforeFee === 0 ? 0 : Math.max(0, Math.min(feeDue, remainingSchedule - beforeFee));
  const amount = beforeFee + fee;
  return {
    asOf: terms.settlementDate,
    amount,
    principal,
    accruedInterest: accrued,
    fee,
    partPayment,
    remainingSchedule,
    interestNotCharged: remainingSchedule - amount,
  };
}

/**
 * The smallest principal whose amount received (after the processing fee) is at least
 * `received`: a renewal must lend enough to settle the loan it replaces.
 */
export function smallestPrincipalReceiving(received: number, processingFeeBps: number): number {
  assertWhole(received, 'received', 0);
  assertWhole(processingFeeBps, 'processingFeeBps', 0);
  if (processingFeeBps >= 10_000) throw new RangeError('processingFeeBps must be below 10 000');
  // A first guess from the exact ratio, then the fee's rounding settles it by a unit or two.
  let principal = Math.ceil((received * 10_000) / (10_000 - processingFeeBps));
  while (principal > 0 && principal - 1 - processingFee(principal - 1, processingFeeBps) >= received)
    principal -= 1;
  while (principal - processingFee(principal, processingFeeBps) < received) principal += 1;
  return principal;
}
