import { currencySymbol } from '../../lib/amount-input';
import { minorUnitsPerMajor } from '../../lib/money';

export type MoneyInput = { ok: true; minor: number } | { ok: false; error: string };

/**
 * Reads an amount of money as staff type it from a bank statement: "490,000", "₦43,210.55".
 * Unlike a borrower's loan amount it may have kobo, and it is turned into whole minor units from
 * the digits themselves, never through a float.
 */
export function parseMoneyInput(raw: string, perMajor = minorUnitsPerMajor()): MoneyInput {
  const cleaned = raw.replace(/[\s,]/g, '').replace(currencySymbol(), '');
  if (cleaned === '') return { ok: false, error: 'Enter an amount.' };
  const decimals = String(perMajor).length - 1;
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[2] ?? '').length > decimals) {
    return {
      ok: false,
      error: `Enter the amount in digits${decimals > 0 ? `, with at most ${decimals} decimal places` : ''}, for example 12,500${decimals > 0 ? '.50' : ''}.`,
    };
  }
  const fraction = (match[2] ?? '').padEnd(decimals, '0');
  const minor = Number(match[1]) * perMajor + (fraction === '' ? 0 : Number(fraction));
  if (!Number.isSafeInteger(minor)) return { ok: false, error: 'That amount is too large.' };
  if (minor <= 0) return { ok: false, error: 'Enter an amount greater than zero.' };
  return { ok: true, minor };
}

/** Minor units as staff would type them: 4321055 → "43210.55", 49000000 → "490000". */
export function moneyInputValue(minor: number, perMajor = minorUnitsPerMajor()): string {
  const decimals = String(perMajor).length - 1;
  const major = Math.floor(minor / perMajor);
  const rest = minor % perMajor;
  return rest === 0 ? String(major) : `${major}.${String(rest).padStart(decimals, '0')}`;
}

/** Today in the reader's time zone as YYYY-MM-DD: the default day for a payment just made. */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
