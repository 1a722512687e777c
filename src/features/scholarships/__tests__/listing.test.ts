import {
  applyFilters,
  filterOptions,
  sortListings,
  toListings,
  type ScholarshipFilters,
} from '../lib/listing';
import { oau, unilag } from './fixtures';

const none: ScholarshipFilters = { level: '', field: '', minAmount: '', maxAmount: '', showClosed: true };
const listings = toListings([unilag, oau]);
const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

describe('scholarship listings', () => {
  it('flattens institutions into scholarships that name their institution, in the given order', () => {
    expect(titles(listings)).toEqual([
      'Women in Engineering Bursary',
      'Marine Biology Research Grant',
      'Creative Arts Merit Award',
    ]);
    expect(listings[2]!.institution).toEqual({
      id: oau.id,
      slug: oau.slug,
      name: oau.name,
      location: oau.location,
      isPartner: true,
    });
  });

  it('filters by level, field and an amount range in naira', () => {
    expect(titles(applyFilters(listings, { ...none, level: 'Postgraduate' }, null))).toEqual([
      'Marine Biology Research Grant',
    ]);
    expect(titles(applyFilters(listings, { ...none, field: 'Arts' }, null))).toEqual([
      'Creative Arts Merit Award',
    ]);
    // 50,000,000 kobo is ₦500,000.
    expect(
      titles(applyFilters(listings, { ...none, minAmount: '500000', maxAmount: '1000000' }, null)),
    ).toEqual(['Women in Engineering Bursary']);
    expect(applyFilters(listings, { ...none, minAmount: 'lots' }, null)).toHaveLength(3);
  });

  it('hides scholarships whose deadline has passed unless asked, but only once it knows the date', () => {
    const open = { ...none, showClosed: false };
    expect(applyFilters(listings, open, null)).toHaveLength(3);
    expect(titles(applyFilters(listings, open, '2026-11-21'))).not.toContain('Creative Arts Merit Award');
    // The deadline day itself is still open.
    expect(applyFilters(listings, open, '2027-04-30').map((l) => l.title)).toContain(
      'Marine Biology Research Grant',
    );
  });

  it('sorts by deadline or amount, and keeps the service’s ranking for the best match', () => {
    expect(titles(sortListings(listings, 'deadline'))[0]).toBe('Creative Arts Merit Award');
    expect(titles(sortListings(listings, 'amount-desc'))).toEqual([
      'Marine Biology Research Grant',
      'Women in Engineering Bursary',
      'Creative Arts Merit Award',
    ]);
    expect(titles(sortListings(listings, 'amount-asc'))[0]).toBe('Creative Arts Merit Award');
    expect(sortListings(listings, 'best')).toEqual(listings);
  });

  it('finds a scholarship for every field under whichever field is chosen, and offers no such field', () => {
    const forAll = {
      ...oau,
      scholarships: [
        { ...oau.scholarships[0]!, id: 99, title: 'Any Student Grant', fieldOfStudy: 'All fields' },
      ],
    };
    const withForAll = toListings([unilag, forAll]);
    expect(titles(applyFilters(withForAll, { ...none, field: 'Engineering' }, null))).toEqual([
      'Women in Engineering Bursary',
      'Any Student Grant',
    ]);
    expect(filterOptions(withForAll).fields).toEqual(['Engineering', 'Marine science']);
  });

  it('offers the levels and fields the listings hold', () => {
    expect(filterOptions(listings)).toEqual({
      levels: ['Postgraduate', 'Undergraduate'],
      fields: ['Arts', 'Engineering', 'Marine science'],
    });
  });
});
