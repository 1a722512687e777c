import { daysBetween, describeDaysLeft, formatDeadline, hasPassed, localDate } from '../lib/deadline';
import { EMPTY_SEARCH, effectiveSort, readSearchState, writeSearchState } from '../lib/search-state';

describe('the search in the URL', () => {
  it('round-trips every setting', () => {
    const state = {
      q: 'marine biology',
      level: 'Postgraduate',
      field: 'Marine science',
      minAmount: '100000',
      maxAmount: '2000000',
      showClosed: true,
      sort: 'amount-desc' as const,
    };
    const query = writeSearchState(state);
    expect(query).toBe(
      '?q=marine+biology&level=Postgraduate&field=Marine+science&min=100000&max=2000000&closed=show&sort=amount-desc',
    );
    expect(readSearchState(query)).toEqual(state);
  });

  it('leaves a plain visit with a plain URL', () => {
    expect(writeSearchState(EMPTY_SEARCH)).toBe('');
    expect(readSearchState('')).toEqual(EMPTY_SEARCH);
  });

  it('ignores what it cannot use instead of failing', () => {
    expect(readSearchState(`?sort=cheapest&min=-5&max=abc&q=${'x'.repeat(300)}`)).toMatchObject({
      sort: '',
      minAmount: '',
      maxAmount: '',
      q: 'x'.repeat(100),
    });
  });

  it('sorts by best match while searching and by deadline otherwise', () => {
    expect(effectiveSort({ q: 'law', sort: '' })).toBe('best');
    expect(effectiveSort({ q: '', sort: '' })).toBe('deadline');
    expect(effectiveSort({ q: '', sort: 'best' })).toBe('deadline');
    expect(effectiveSort({ q: 'law', sort: 'amount-asc' })).toBe('amount-asc');
  });
});

describe('deadlines', () => {
  it('counts whole days between dates, across a change of year and a leap day', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-01-10', '2027-01-01')).toBe(-9);
  });

  it('is open until the deadline day is over', () => {
    expect(hasPassed('2027-04-30', '2027-04-30')).toBe(false);
    expect(hasPassed('2027-04-30', '2027-05-01')).toBe(true);
    expect(describeDaysLeft('2027-04-30', '2027-04-30')).toBe('closes today');
    expect(describeDaysLeft('2027-04-30', '2027-04-29')).toBe('1 day left');
    expect(describeDaysLeft('2027-04-30', '2026-11-21')).toBe('160 days left');
    expect(describeDaysLeft('2027-04-30', '2027-05-02')).toBe('closed');
  });

  it('writes a count of days as the locale does: grouped from a thousand, in the locale’s own digits', () => {
    expect(describeDaysLeft('2030-01-01', '2026-11-21')).toBe('1,137 days left');
    const arabic = new Intl.NumberFormat('ar-EG').format(160);
    expect(arabic).not.toBe('160');
    expect(describeDaysLeft('2027-04-30', '2026-11-21', 'ar-EG')).toBe(`${arabic} days left`);
  });

  it('shows the date as written, whatever the time zone', () => {
    expect(formatDeadline('2027-04-30', 'en-NG')).toBe('30 April 2027');
    expect(localDate(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });
});
