import { calendarFileName, calendarHref, foldLine, scholarshipCalendar } from '../lib/calendar';
import { toListings } from '../lib/listing';
import { unilag } from './fixtures';

const [bursary] = toListings([unilag]);
const ics = scholarshipCalendar(bursary!, {
  stamp: '2026-11-21T10:00:00.000Z',
  url: 'http://localhost:8000/partner/university-of-lagos',
});
const unfolded = ics.replace(/\r\n /g, '');

describe('the deadline calendar file', () => {
  it('is an iCalendar file with one all-day event on the deadline', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(unfolded).toContain('\r\nDTSTART;VALUE=DATE:20270228\r\n');
    expect(unfolded).toContain('\r\nDTEND;VALUE=DATE:20270301\r\n');
    expect(unfolded).toContain('\r\nDTSTAMP:20261121T100000Z\r\n');
    expect(unfolded).toContain('\r\nUID:scholarship-12@lendbridge\r\n');
    expect(unfolded).toContain('SUMMARY:Scholarship deadline: Women in Engineering Bursary\r\n');
  });

  it('reminds a week before and says how to apply', () => {
    expect(unfolded).toContain('TRIGGER:-P7D');
    expect(unfolded).toContain('How to apply: Apply through the student portal.');
  });

  it('escapes commas, semicolons and line breaks in text', () => {
    expect(unfolded).toMatch(
      /DESCRIPTION:University of Lagos: .*\\nWho can apply: For female students in 200 level or above\.\\n/,
    );
    const tricky = scholarshipCalendar(
      { ...bursary!, title: 'Arts; Music, and Drama' },
      { stamp: '2026-11-21T10:00:00.000Z', url: 'x' },
    );
    expect(tricky.replace(/\r\n /g, '')).toContain(
      'SUMMARY:Scholarship deadline: Arts\\; Music\\, and Drama',
    );
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const folded = foldLine(`SUMMARY:${'₦'.repeat(40)}`);
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'₦'.repeat(40)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('travels as a data: link with a readable file name', () => {
    expect(calendarHref(ics).startsWith('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR')).toBe(true);
    expect(calendarFileName(bursary!)).toBe('women-in-engineering-bursary-deadline.ics');
  });
});
