/**
 * Amounts in the gateway's messages, written the way the site shows them (₦500,000). The
 * marketplace's currency is the naira; amounts arrive as integer kobo and are divided only here.
 */
const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const wholeNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const KOBO_PER_NAIRA = 100;

export function formatMoney(minor: number): string {
  return (minor % KOBO_PER_NAIRA === 0 ? wholeNaira : naira).format(minor / KOBO_PER_NAIRA);
}

/** Minor units as a file for spreadsheets writes them: 2946055 → "29460.55" (no currency, no grouping). */
export const decimalAmount = (minor: number) =>
  `${Math.floor(minor / KOBO_PER_NAIRA)}.${String(minor % KOBO_PER_NAIRA).padStart(2, '0')}`;

export function formatDate(date: Date): string {
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
