import type { ProviderSetting } from '@lendbridge/contract';
import { formatMoney } from '../../lib/money';
import { monthsLabel, TENOR_CHOICES } from '../../lib/tenor';

/**
 * What the lenders of one loan type at one organisation lend (from `GET api/ProviderSettings`),
 * so the wizard offers only what at least one of them would: a repayment period some lender
 * allows, and an amount some lender lends over that period.
 */
export interface LendingTerms {
  /** The form's repayment periods that at least one lender allows, shortest first. */
  tenorChoices: number[];
  /** The settings behind them: each lender's range for this loan type and organisation. */
  settings: ProviderSetting[];
}

/** null when no lender lends this loan type to people at this organisation. */
export function lendingTerms(
  settings: readonly ProviderSetting[],
  organizationCode: string,
  loanTypeId: number,
): LendingTerms | null {
  const lending = settings.filter(
    (setting) =>
      setting.loanTypeId === loanTypeId && setting.acceptedOrganizationCodes.includes(organizationCode),
  );
  if (lending.length === 0) return null;
  const tenorChoices = TENOR_CHOICES.filter((months) =>
    lending.some((setting) => setting.minTenorMonths <= months && months <= setting.maxTenorMonths),
  );
  return { tenorChoices, settings: lending };
}

/** The loan types at least one lender lends to people at the organisation. */
export const loanTypesLent = (settings: readonly ProviderSetting[], organizationCode: string) =>
  new Set(
    settings
      .filter((setting) => setting.acceptedOrganizationCodes.includes(organizationCode))
      .map((setting) => setting.loanTypeId),
  );

export interface AmountRange {
  min: number;
  max: number;
}

/**
 * The smallest and largest amounts any lender lends, over `tenorMonths` if given (a lender that
 * does not allow that period does not count).
 */
export function amountRange(terms: LendingTerms, tenorMonths?: number): AmountRange | null {
  const lending = terms.settings.filter(
    (setting) =>
      tenorMonths === undefined ||
      (setting.minTenorMonths <= tenorMonths && tenorMonths <= setting.maxTenorMonths),
  );
  if (lending.length === 0) return null;
  return {
    min: Math.min(...lending.map((setting) => setting.minAmount)),
    max: Math.max(...lending.map((setting) => setting.maxAmount)),
  };
}

export const describeRange = ({ min, max }: AmountRange) => `${formatMoney(min)} to ${formatMoney(max)}`;

/**
 * Why no lender would lend `amount` over `tenorMonths`, or null when at least one would. Ranges
 * can leave gaps between lenders, so the amount is checked against each, not the overall range.
 */
export function amountRefusal(terms: LendingTerms, amount: number, tenorMonths: number): string | null {
  const fits = terms.settings.some(
    (setting) =>
      setting.minAmount <= amount &&
      amount <= setting.maxAmount &&
      setting.minTenorMonths <= tenorMonths &&
      tenorMonths <= setting.maxTenorMonths,
  );
  if (fits) return null;
  const range = amountRange(terms, tenorMonths);
  return range
    ? `No lender lends this amount over ${monthsLabel(tenorMonths)}. Over that period lenders lend ${describeRange(range)}.`
    : 'Choose a repayment period a lender offers.';
}
