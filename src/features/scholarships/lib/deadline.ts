import { siteEnv } from '../../../config/env';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-formats';

const DAY_MS = 86_400_000;

/** A calendar date as the reader's own clock sees it, as YYYY-MM-DD. */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from one YYYY-MM-DD to another; UTC arithmetic, so no daylight-saving hour shifts it. */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [y, m, d] = date.split('-').map(Number);
    return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  };
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** A deadline is the last day to apply: it has passed only once that day is over. */
export function hasPassed(deadline: string, today: string): boolean {
  return daysBetween(today, deadline) < 0;
}

// Languages whose locales write numbers with the digits 0-9 and group them from a thousand on.
const WESTERN_DIGITS = /^(en|fr|yo|ha|ig|pt|es|de|it|nl|sw)(-|$)/i;

/**
 * A count of days as the locale writes it. Below a thousand, in a locale of WESTERN_DIGITS, that
 * is the number's own digits: formatting it would load the locale's number data, a long task
 * while the page starts (it shows on every scholarship card), only to write the same digits.
 */
function formatDays(days: number, locale: string): string {
  if (days < 1000 && WESTERN_DIGITS.test(locale)) return String(days);
  return numberFormat(locale, {}).format(days);
}

export function describeDaysLeft(deadline: string, today: string, locale = siteEnv.locale): string {
  const days = daysBetween(today, deadline);
  if (days < 0) return 'closed';
  if (days === 0) return 'closes today';
  if (days === 1) return '1 day left';
  return `${formatDays(days, locale)} days left`;
}

/** "30 April 2027": the date alone, read as written whatever the reader's time zone. */
export function formatDeadline(deadline: string, locale = siteEnv.locale): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${deadline}T00:00:00Z`),
  );
}
