import { Value } from '@sinclair/typebox/value';
import { INSTITUTIONS_DEFAULT_PAGE_SIZE, INSTITUTIONS_MAX_PAGE_SIZE, institutionsRoutes } from '..';

const route = institutionsRoutes.activeInstitutionsWithScholarships;

describe('the institutions contract', () => {
  it('accepts the clients’ default page size, which the server then caps', () => {
    expect(INSTITUTIONS_MAX_PAGE_SIZE).toBeLessThan(INSTITUTIONS_DEFAULT_PAGE_SIZE);
    expect(Value.Check(route.querystring, { searchWord: '', pageSize: 10_000, pageIndex: 0 })).toBe(true);
    expect(route.summary).toContain(`at most ${INSTITUTIONS_MAX_PAGE_SIZE}`);
  });

  it('refuses negative paging, over-long searches and unknown parameters', () => {
    expect(Value.Check(route.querystring, { pageIndex: -1 })).toBe(false);
    expect(Value.Check(route.querystring, { pageSize: 0 })).toBe(false);
    expect(Value.Check(route.querystring, { searchWord: 'x'.repeat(101) })).toBe(false);
    expect(Value.Check(route.querystring, { search: 'law' })).toBe(false);
  });

  it('answers a page that says which page size it applied', () => {
    const page = {
      items: [
        {
          id: 1,
          slug: 'university-of-lagos',
          name: 'University of Lagos',
          location: 'Akoka, Lagos',
          description: 'd',
          website: 'https://university-of-lagos.example',
          organizationCode: 'UNILAG',
          isPartner: true,
          otherNames: ['UNILAG'],
          scholarships: [
            {
              id: 1,
              title: 'Marine Biology Research Grant',
              amount: 120_000_000,
              currency: 'NGN',
              deadline: '2027-04-30',
              level: 'Postgraduate',
              fieldOfStudy: 'Marine science',
              eligibilitySummary: 'e',
              howToApply: 'h',
            },
          ],
        },
      ],
      totalCount: 1,
      pageIndex: 0,
      pageSize: INSTITUTIONS_MAX_PAGE_SIZE,
      maxPageSize: INSTITUTIONS_MAX_PAGE_SIZE,
      suggestions: [],
    };
    expect(Value.Check(route.response, { requestSuccessful: true, message: 'ok', responseData: page })).toBe(
      true,
    );
    const { pageSize: _omitted, ...withoutApplied } = page;
    expect(
      Value.Check(route.response, { requestSuccessful: true, message: 'ok', responseData: withoutApplied }),
    ).toBe(false);
    const badSlug = { ...page, items: [{ ...page.items[0]!, slug: '../admin' }] };
    expect(
      Value.Check(route.response, { requestSuccessful: true, message: 'ok', responseData: badSlug }),
    ).toBe(false);
  });
});
