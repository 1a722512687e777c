import type { LoanTypeTerms, LoanTypeTermsRequest, PROVIDER_SETTING_LIMITS } from '@lendbridge/contract';
import { formatMoney } from '../../lib/money';
import { moneyInputValue, parseMoneyInput } from './money-input';

type Limits = typeof PROVIDER_SETTING_LIMITS;
/** The gateway's limits on a loan type's terms, mirrored for the form; the contract's type pins each value. */
export const SETTING_LIMITS: {
  minAmount: Limits['minAmount'];
  maxAmount: Limits['maxAmount'];
  minTenorMonths: Limits['minTenorMonths'];
  maxTenorMonths: Limits['maxTenorMonths'];
  maxAnnualInterestRateBps: Limits['maxAnnualInterestRateBps'];
  maxProcessingFeeBps: Limits['maxProcessingFeeBps'];
  maxEarlySettlementFeeBps: Limits['maxEarlySettlementFeeBps'];
} = {
  minAmount: 100_000,
  maxAmount: 100_000_000_000,
  minTenorMonths: 1,
  maxTenorMonths: 60,
  maxAnnualInterestRateBps: 10_000,
  maxProcessingFeeBps: 1_000,
  maxEarlySettlementFeeBps: 1_000,
};

export type TermsField =
  | 'minAmount'
  | 'maxAmount'
  | 'minTenorMonths'
  | 'maxTenorMonths'
  | 'annualInterestRateBps'
  | 'processingFeeBps'
  | 'earlySettlementFeeBps';

/** The form's text, as staff type it: naira, months and percentages. */
export type TermsValues = Record<TermsField, string> & { organizationCodes: string[] };

const percentText = (bps: number) => String(bps / 100);

export function termsToValues(terms: LoanTypeTerms | null): TermsValues {
  if (!terms) {
    return {
      minAmount: '',
      maxAmount: '',
      minTenorMonths: '',
      maxTenorMonths: '',
      annualInterestRateBps: '',
      processingFeeBps: '',
      earlySettlementFeeBps: '0',
      organizationCodes: [],
    };
  }
  return {
    minAmount: moneyInputValue(terms.minAmount),
    maxAmount: moneyInputValue(terms.maxAmount),
    minTenorMonths: String(terms.minTenorMonths),
    maxTenorMonths: String(terms.maxTenorMonths),
    annualInterestRateBps: percentText(terms.annualInterestRateBps),
    processingFeeBps: percentText(terms.processingFeeBps),
    earlySettlementFeeBps: percentText(terms.earlySettlementFeeBps ?? 0),
    organizationCodes: [...terms.organizationCodes],
  };
}

/** "32.5" (percent) → 3250 basis points, exactly from the digits; null when it is not such a number. */
export function parsePercent(raw: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(raw.trim().replace(/%$/, '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function parseMonths(raw: string): number | null {
  const trimmed = raw.trim();
  return /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Checks the terms as the gateway would, so staff learn every problem at once and beside its field. */
export function checkTerms(values: TermsValues): {
  problems: Partial<Record<TermsField, string>>;
  terms: LoanTypeTermsRequest | null;
} {
  const problems: Partial<Record<TermsField, string>> = {};
  const amountRange = `between ${formatMoney(SETTING_LIMITS.minAmount)} and ${formatMoney(SETTING_LIMITS.maxAmount)}`;
  const amount = (field: 'minAmount' | 'maxAmount') => {
    const parsed = parseMoneyInput(values[field]);
    if (!parsed.ok) problems[field] = parsed.error;
    else if (parsed.minor < SETTING_LIMITS.minAmount || parsed.minor > SETTING_LIMITS.maxAmount) {
      problems[field] = `Enter an amount ${amountRange}.`;
    } else return parsed.minor;
    return null;
  };
  const months = (field: 'minTenorMonths' | 'maxTenorMonths') => {
    const parsed = parseMonths(values[field]);
    if (parsed === null || parsed < SETTING_LIMITS.minTenorMonths || parsed > SETTING_LIMITS.maxTenorMonths) {
      problems[field] =
        `Enter whole months from ${SETTING_LIMITS.minTenorMonths} to ${SETTING_LIMITS.maxTenorMonths}.`;
      return null;
    }
    return parsed;
  };
  const percent = (
    field: 'annualInterestRateBps' | 'processingFeeBps' | 'earlySettlementFeeBps',
    maxBps: number,
  ) => {
    const parsed = parsePercent(values[field]);
    if (parsed === null || parsed > maxBps) {
      problems[field] = `Enter a percentage from 0 to ${maxBps / 100}, with at most two decimals.`;
      return null;
    }
    return parsed;
  };
  const minAmount = amount('minAmount');
  const maxAmount = amount('maxAmount');
  const minTenorMonths = months('minTenorMonths');
  const maxTenorMonths = months('maxTenorMonths');
  const annualInterestRateBps = percent('annualInterestRateBps', SETTING_LIMITS.maxAnnualInterestRateBps);
  const processingFeeBps = percent('processingFeeBps', SETTING_LIMITS.maxProcessingFeeBps);
  const earlySettlementFeeBps = percent('earlySettlementFeeBps', SETTING_LIMITS.maxEarlySettlementFeeBps);
  if (minAmount !== null && maxAmount !== null && minAmount > maxAmount) {
    problems.maxAmount = 'The largest amount must be at least the smallest.';
  }
  if (minTenorMonths !== null && maxTenorMonths !== null && minTenorMonths > maxTenorMonths) {
    problems.maxTenorMonths = 'The longest period must be at least the shortest.';
  }
  if (Object.keys(problems).length > 0) return { problems, terms: null };
  return {
    problems,
    terms: {
      minAmount: minAmount!,
      maxAmount: maxAmount!,
      minTenorMonths: minTenorMonths!,
      maxTenorMonths: maxTenorMonths!,
      annualInterestRateBps: annualInterestRateBps!,
      processingFeeBps: processingFeeBps!,
      earlySettlementFeeBps: earlySettlementFeeBps!,
      organizationCodes: values.organizationCodes,
    },
  };
}
