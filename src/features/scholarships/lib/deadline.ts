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

export function describeDaysLeft(deadline: string, today: string): string {
  const days = daysBetween(today, deadline);
  if (days < 0) return 'closed';
  if (days === 0) return 'closes today';
  if (days === 1) return '1 day left';
  return `${numberFormat(siteEnv.locale, {}).format(days)} days left`;
}

/** "30 April 2027": the date alone, read as written whatever the reader's time zone. */
export function formatDeadline(deadline: string, locale = siteEnv.locale): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${deadline}T00:00:00Z`),
  );
}
