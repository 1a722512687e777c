import { siteEnv } from '../config/env';
import { numberFormat } from './intl-formats';

// Asked once per amount when lists are filtered and sorted, so worth remembering.
const perMajorByCurrency = new Map<string, number>();

/** Minor units per major unit for the configured currency (100 for NGN, 1 for JPY). */
export function minorUnitsPerMajor(currency = siteEnv.currency, locale = siteEnv.locale): number {
  const key = `${currency}|${locale}`;
  let perMajor = perMajorByCurrency.get(key);
  if (perMajor === undefined) {
    const digits = numberFormat(locale, { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    perMajor = 10 ** (digits ?? 2);
    perMajorByCurrency.set(key, perMajor);
  }
  return perMajor;
}

/**
 * Formats an integer amount of minor units. Whole amounts drop their decimals (₦50,000 rather
 * than ₦50,000.00); the division happens only here, for display.
 */
export function formatMoney(minor: number, currency = siteEnv.currency, locale = siteEnv.locale): string {
  const perMajor = minorUnitsPerMajor(currency, locale);
  const whole = minor % perMajor === 0;
  return numberFormat(
    locale,
    whole
      ? { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }
      : { style: 'currency', currency },
  ).format(minor / perMajor);
}

/**
 * Formats an amount for a column of figures (a schedule, a history): always with the currency's
 * decimals, so whole and part amounts line up and read alike (₦8,284.00 above ₦7,191.92).
 */
export function formatMoneyInColumn(
  minor: number,
  currency = siteEnv.currency,
  locale = siteEnv.locale,
): string {
  return numberFormat(locale, { style: 'currency', currency }).format(
    minor / minorUnitsPerMajor(currency, locale),
  );
}

/** 2_450 basis points → "24.5%". */
export function formatRate(basisPoints: number, locale = siteEnv.locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
