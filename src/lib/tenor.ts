import type { LOAN_LIMITS } from '@lendbridge/contract';

/**
 * The gateway's range of repayment periods, mirrored for the forms. The contract's types pin each
 * value: if the gateway's rule changes, these lines stop compiling.
 */
export const MIN_TENOR_MONTHS: (typeof LOAN_LIMITS)['minTenorMonths'] = 1;
export const MAX_TENOR_MONTHS: (typeof LOAN_LIMITS)['maxTenorMonths'] = 60;

/** The repayment periods the forms offer, all within the gateway's range. */
export const TENOR_CHOICES = [1, 2, 3, 4, 5, 6, 9, 12, 18, 24, 36, 48, 60] as const;

export const isTenorChoice = (months: number) => TENOR_CHOICES.some((choice) => choice === months);

export const monthsLabel = (months: number) => (months === 1 ? '1 month' : `${months} months`);
