import {
  INSTITUTIONS_MAX_PAGE_SIZE,
  SEARCH_WORD_MAX_LENGTH,
  institutionsRoutes,
  type InstitutionsPage,
} from '@lendbridge/contract';
import { Value } from '@sinclair/typebox/value';
import {
  SITE_ORIGIN,
  activeInstitutions,
  hiddenScholarships,
  startTestInstitutions,
} from './helpers/institutions';

const route = institutionsRoutes.activeInstitutionsWithScholarships;

let service: Awaited<ReturnType<typeof startTestInstitutions>>;

beforeAll(async () => {
  service = await startTestInstitutions();
});
afterAll(() => service.close());

const get = (query = '', headers: Record<string, string> = {}) =>
  service.app.inject({ method: 'GET', url: `${route.url}${query}`, headers });

async function page(query = ''): Promise<InstitutionsPage> {
  const response = await get(query);
  expect(response.statusCode).toBe(200);
  return response.json().responseData;
}

const byName = <T extends { name: string }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

describe('GET active institutions with scholarships', () => {
  it('answers in the contract shape', async () => {
    const response = await get('?searchWord=&pageSize=10000&pageIndex=0');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect([...Value.Errors(route.response, body)].map((e) => `${e.path} ${e.message}`)).toEqual([]);
    expect(body.requestSuccessful).toBe(true);
  });

  it('lists every active institution by name with its active scholarships by deadline', async () => {
    const answer = await page();
    expect(answer.totalCount).toBe(activeInstitutions.length);
    expect(answer.items.map((i) => i.slug)).toEqual(byName(activeInstitutions).map((i) => i.slug));
    for (const item of answer.items) {
      const seeded = activeInstitutions.find((i) => i.slug === item.slug)!;
      const expected = [...seeded.scholarships].sort((a, b) =>
        a.deadline === b.deadline ? 0 : a.deadline < b.deadline ? -1 : 1,
      );
      expect(item.scholarships.map((s) => s.title)).toEqual(expected.map((s) => s.title));
      expect(item).toMatchObject({
        name: seeded.name,
        location: seeded.location,
        organizationCode: seeded.organizationCode,
        isPartner: seeded.isPartner,
      });
    }
  });

  it('gives money in integer minor units and deadlines as calendar dates', async () => {
    const answer = await page();
    const first = activeInstitutions[0]!.scholarships[0]!;
    const served = answer.items.flatMap((i) => i.scholarships).find((s) => s.title === first.title)!;
    expect(served).toMatchObject({
      amount: first.amount,
      currency: first.currency,
      deadline: first.deadline,
      level: first.level,
      fieldOfStudy: first.fieldOfStudy,
      eligibilitySummary: first.eligibilitySummary,
      howToApply: first.howToApply,
    });
  });

  it('hides inactive institutions and inactive scholarships', async () => {
    const answer = await page();
    const served = answer.items.flatMap((i) => i.scholarships.map((s) => s.title));
    expect(hiddenScholarships.length).toBeGreaterThan(0);
    for (const { scholarship } of hiddenScholarships) expect(served).not.toContain(scholarship.title);
    const slugs = answer.items.map((i) => i.slug);
    expect(slugs.every((slug) => activeInstitutions.some((i) => i.slug === slug))).toBe(true);
  });

  it('lets shared caches keep an answer briefly and lets the site read it', async () => {
    const response = await get('', { origin: SITE_ORIGIN });
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
  });

  it('is described in the service’s OpenAPI document with its parameters', async () => {
    const document = (await service.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const parameters: { name: string }[] = document.paths[route.url].get.parameters;
    expect(parameters.map((p) => p.name).sort()).toEqual(['pageIndex', 'pageSize', 'searchWord']);
  });
});

describe('paging', () => {
  it('walks through every institution once, in order, with the total on every page', async () => {
    const all = (await page()).items.map((i) => i.slug);
    const seen: string[] = [];
    for (let index = 0; index < Math.ceil(all.length / 2); index += 1) {
      const answer = await page(`?pageSize=2&pageIndex=${index}`);
      expect(answer).toMatchObject({ totalCount: all.length, pageIndex: index, pageSize: 2 });
      seen.push(...answer.items.map((i) => i.slug));
    }
    expect(seen).toEqual(all);
  });

  it('answers an empty page past the end, still with the total', async () => {
    const answer = await page('?pageSize=5&pageIndex=40');
    expect(answer.items).toEqual([]);
    expect(answer.totalCount).toBe(activeInstitutions.length);
  });

  it('pages search results too', async () => {
    const all = await page('?searchWord=university');
    expect(all.totalCount).toBeGreaterThan(1);
    const second = await page('?searchWord=university&pageSize=1&pageIndex=1');
    expect(second.totalCount).toBe(all.totalCount);
    expect(second.items.map((i) => i.slug)).toEqual([all.items[1]!.slug]);
  });
});

describe(`the page-size cap (${INSTITUTIONS_MAX_PAGE_SIZE})`, () => {
  const extra = INSTITUTIONS_MAX_PAGE_SIZE + 20;

  beforeAll(async () => {
    // Enough active institutions that the default page size of 10000 clients ask for must be
    // capped.
    await service.db.query(
      `INSERT INTO institutions.institutions (slug, name, location, description, website, is_partner)
       SELECT 'capped-college-' || n, 'Capped College ' || lpad(n::text, 3, '0'), 'Ibadan, Oyo', 'd', 'w', false
       FROM generate_series(1, $1) AS n`,
      [extra],
    );
  });

  it('applies the cap to a larger page size and says what it applied', async () => {
    const response = await get('?pageSize=10000&pageIndex=0');
    const body = response.json();
    expect(body.responseData).toMatchObject({
      totalCount: activeInstitutions.length + extra,
      pageIndex: 0,
      pageSize: INSTITUTIONS_MAX_PAGE_SIZE,
      maxPageSize: INSTITUTIONS_MAX_PAGE_SIZE,
    });
    expect(body.responseData.items).toHaveLength(INSTITUTIONS_MAX_PAGE_SIZE);
    expect(body.message).toMatch(new RegExp(`at most ${INSTITUTIONS_MAX_PAGE_SIZE}`));
  });

  it('caps the default page size as well, and the next page holds the rest', async () => {
    const first = await page();
    expect(first.pageSize).toBe(INSTITUTIONS_MAX_PAGE_SIZE);
    const second = await page('?pageSize=10000&pageIndex=1');
    expect(second.items).toHaveLength(first.totalCount - INSTITUTIONS_MAX_PAGE_SIZE);
    const slugs = new Set([...first.items, ...second.items].map((i) => i.slug));
    expect(slugs.size).toBe(first.totalCount);
  });

  it('caps a search the same way', async () => {
    const answer = await page('?searchWord=capped&pageSize=10000');
    expect(answer.totalCount).toBe(extra);
    expect(answer.items).toHaveLength(INSTITUTIONS_MAX_PAGE_SIZE);
  });
});

describe('bad input gets a 400 with a message, never a 5xx', () => {
  it.each([
    ['?pageSize=-1', /pageSize/],
    ['?pageSize=0', /pageSize/],
    ['?pageSize=ten', /pageSize.*integer/],
    ['?pageSize=2.5', /pageSize.*integer/],
    ['?pageSize=99999999999', /pageSize/],
    ['?pageIndex=-1', /pageIndex/],
    ['?pageIndex=first', /pageIndex.*integer/],
    ['?pageIndex=1&pageIndex=2', /pageIndex/],
    [`?searchWord=${'a'.repeat(SEARCH_WORD_MAX_LENGTH + 1)}`, /searchWord.*100/],
    ['?searchWord=x&page=2', /Unknown query parameter 'page'/],
    ['?SearchWord=x', /Unknown query parameter 'SearchWord'/],
    [`?searchWord=${encodeURIComponent('law\u0000clinic')}`, /searchWord.*control characters/],
  ])('%s', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ requestSuccessful: false, responseData: null });
    expect(body.message).toMatch(message);
  });

  it.each([
    ['tsquery syntax', `?searchWord=${encodeURIComponent("':* & | ! ( ) <-> \\")}`],
    ['SQL', `?searchWord=${encodeURIComponent("'; DROP TABLE institutions.institutions; --")}`],
    ['only stop words', '?searchWord=the%20of%20and'],
    ['emoji and other scripts', `?searchWord=${encodeURIComponent('🎓 ẹ̀kọ́ 奖学金')}`],
    [
      'the longest search allowed',
      `?searchWord=${'engineering '.repeat(8).slice(0, SEARCH_WORD_MAX_LENGTH)}`,
    ],
  ])('searching %s answers 200', async (_what, query) => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    expect(response.json().requestSuccessful).toBe(true);
  });

  it('treats a search of punctuation or stop words alone as no search', async () => {
    const all = await page();
    expect((await page('?searchWord=%20%21%3F%20')).totalCount).toBe(all.totalCount);
    expect((await page('?searchWord=the%20of')).totalCount).toBe(all.totalCount);
  });
});
