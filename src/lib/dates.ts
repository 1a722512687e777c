import { siteEnv } from '../config/env';
import { dateTimeFormat } from './intl-formats';

/** "2026-03-31" (a calendar date, no time zone) → "31 Mar 2026", the same day everywhere. */
export function formatCalendarDate(date: string, locale = siteEnv.locale): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(parsed);
}

/** An instant (ISO date-time) in the reader's own time zone: "31 Mar 2026, 14:05". */
export function formatDateTime(instant: string, locale = siteEnv.locale): string {
  const parsed = new Date(instant);
  if (Number.isNaN(parsed.getTime())) return instant;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(parsed);
}

/** An instant's day in the reader's own time zone: "31 Mar 2026". */
export function formatDay(instant: string, locale = siteEnv.locale): string {
  const parsed = new Date(instant);
  if (Number.isNaN(parsed.getTime())) return instant;
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(parsed);
}
