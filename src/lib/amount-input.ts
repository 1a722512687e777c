import type { LOAN_LIMITS } from '@lendbridge/contract';
import { siteEnv } from '../config/env';
import { numberFormat } from './intl-formats';
import { formatMoney, minorUnitsPerMajor } from './money';

/**
 * The gateway's ceiling on any loan amount, in minor units, mirrored so a form can say so before
 * a round trip. The contract's type pins the value: if the gateway's limit changes, this stops compiling.
 */
export const MAX_LOAN_AMOUNT: (typeof LOAN_LIMITS)['maxAmount'] = 100_000_000_000;

export type AmountInput = { ok: true; minor: number } | { ok: false; error: string };

/** The currency's symbol as the locale writes it (₦ for NGN in en-NG). */
export function currencySymbol(currency = siteEnv.currency, locale = siteEnv.locale): string {
  const parts = numberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/**
 * Reads an amount typed in major units (naira), as people write it: "500000", "500,000" or
 * "₦500,000". Only whole amounts are accepted, and the answer is in integer minor units, so no
 * float ever reaches the gateway.
 */
export function parseAmountInput(raw: string, perMajor = minorUnitsPerMajor()): AmountInput {
  const cleaned = raw.replace(/[\s,]/g, '').replace(currencySymbol(), '');
  if (cleaned === '') return { ok: false, error: 'Enter an amount.' };
  if (!/^\d+$/.test(cleaned)) {
    return { ok: false, error: 'Enter a whole amount in digits, for example 500,000.' };
  }
  const major = Number(cleaned);
  if (major <= 0) return { ok: false, error: 'Enter an amount greater than zero.' };
  if (!Number.isSafeInteger(major * perMajor) || major * perMajor > MAX_LOAN_AMOUNT) {
    return { ok: false, error: `Enter an amount of at most ${formatMoney(MAX_LOAN_AMOUNT)}.` };
  }
  return { ok: true, minor: major * perMajor };
}

/** Minor units back to the digits a person would type, for prefilling a field. */
export function amountInputValue(minor: number, perMajor = minorUnitsPerMajor()): string {
  return String(Math.floor(minor / perMajor));
}
