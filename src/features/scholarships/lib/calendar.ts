import { formatMoney } from '../../../lib/money';
import type { ScholarshipListing } from './listing';

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in text values. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded onto continuation lines that start
 * with a space. Counted in UTF-8 bytes, never splitting a character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = utf8Length(char.codePointAt(0) ?? 0);
    // The first line may hold 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');

function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export interface CalendarOptions {
  /** When the listing was read (DTSTAMP); fixed by the build so the page renders the same twice. */
  stamp: string;
  /** Where the reader can find the scholarship again. */
  url: string;
}

/**
 * An iCalendar file with one all-day event on the deadline and a reminder a week before, so
 * there is time to gather documents. The UID is stable: adding it twice updates one event.
 */
export function scholarshipCalendar(listing: ScholarshipListing, { stamp, url }: CalendarOptions): string {
  const stampUtc = new Date(stamp)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const description = [
    `${listing.institution.name}: ${formatMoney(listing.amount, listing.currency)}.`,
    `Who can apply: ${listing.eligibilitySummary}`,
    `How to apply: ${listing.howToApply}`,
    url,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lendbridge//Scholarship deadlines//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:scholarship-${listing.id}@lendbridge`,
    `DTSTAMP:${stampUtc}`,
    `DTSTART;VALUE=DATE:${compactDate(listing.deadline)}`,
    `DTEND;VALUE=DATE:${compactDate(dayAfter(listing.deadline))}`,
    `SUMMARY:${escapeText(`Scholarship deadline: ${listing.title}`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${url}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(`One week left to apply for ${listing.title}`)}`,
    'TRIGGER:-P7D',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A link target that works without JavaScript: the file travels inside the link itself. */
export function calendarHref(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

export function calendarFileName(listing: ScholarshipListing): string {
  const slug = listing.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'scholarship'}-deadline.ics`;
}
