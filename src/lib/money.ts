import { siteEnv } from '../config/env';

/** Minor units per major unit for the configured currency (100 for NGN, 0 for JPY). */
export function minorUnitsPerMajor(currency = siteEnv.currency, locale = siteEnv.locale): number {
  const digits = new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  return 10 ** (digits ?? 2);
}

/**
 * Formats an integer amount of minor units. Whole amounts drop their decimals (₦50,000 rather
 * than ₦50,000.00); the division happens only here, for display.
 */
export function formatMoney(minor: number, currency = siteEnv.currency, locale = siteEnv.locale): string {
  const perMajor = minorUnitsPerMajor(currency, locale);
  const whole = minor % perMajor === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : undefined,
    maximumFractionDigits: whole ? 0 : undefined,
  }).format(minor / perMajor);
}

/** 2_450 basis points → "24.5%". */
export function formatRate(basisPoints: number, locale = siteEnv.locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}
