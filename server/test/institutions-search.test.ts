import { institutionsRoutes, type InstitutionsPage } from '@lendbridge/contract';
import { institutions } from '../src/db/seed/data';
import { activeInstitutions, hiddenScholarships, startTestInstitutions } from './helpers/institutions';

const route = institutionsRoutes.activeInstitutionsWithScholarships;

let service: Awaited<ReturnType<typeof startTestInstitutions>>;

beforeAll(async () => {
  service = await startTestInstitutions();
});
afterAll(() => service.close());

async function search(searchWord: string): Promise<InstitutionsPage> {
  const response = await service.app.inject({
    method: 'GET',
    url: route.url,
    query: { searchWord, pageSize: '10000', pageIndex: '0' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().responseData;
}

const titles = (answer: InstitutionsPage) => answer.items.flatMap((i) => i.scholarships.map((s) => s.title));
const slugs = (answer: InstitutionsPage) => answer.items.map((i) => i.slug);

/** The longest word of a text: distinctive enough to find it again. */
const longestWord = (text: string) =>
  text.split(/[^\p{L}]+/u).reduce((best, word) => (word.length > best.length ? word : best), '');

const activeScholarships = activeInstitutions.flatMap((institution) =>
  institution.scholarships.map((scholarship) => ({ institution, scholarship })),
);

describe('search hits', () => {
  it.each(activeScholarships.map(({ institution, scholarship }) => [scholarship.title, institution.slug]))(
    'finds “%s” by the longest word of its title, in any letter case',
    async (title, slug) => {
      const word = longestWord(title);
      for (const typed of [word, word.toUpperCase(), word.toLowerCase()]) {
        const answer = await search(typed);
        expect(titles(answer)).toContain(title);
        expect(slugs(answer)).toContain(slug);
      }
    },
  );

  it('finds an institution by a word of its name, with all its active scholarships', async () => {
    const seeded = activeInstitutions.find((i) => i.slug === 'obafemi-awolowo-university')!;
    const answer = await search('Awolowo');
    expect(slugs(answer)).toEqual([seeded.slug]);
    expect(answer.items[0]!.scholarships.map((s) => s.title).sort()).toEqual(
      seeded.scholarships.map((s) => s.title).sort(),
    );
  });

  it('finds institutions by location and scholarships by field of study', async () => {
    const zaria = activeInstitutions.filter((i) => /zaria/i.test(i.location));
    expect(zaria.length).toBeGreaterThan(0);
    expect(slugs(await search('zaria')).sort()).toEqual(zaria.map((i) => i.slug).sort());

    const veterinary = activeScholarships.filter(({ scholarship }) =>
      /veterinary/i.test(scholarship.fieldOfStudy),
    );
    expect(titles(await search('VETERINARY')).sort()).toEqual(
      veterinary.map(({ scholarship }) => scholarship.title).sort(),
    );
  });

  it('matches the start of a word, and other forms of it', async () => {
    expect(titles(await search('engin'))).toContain('Women in Engineering Bursary');
    expect(titles(await search('engineers'))).toContain('Women in Engineering Bursary');
    const named = activeScholarships.find(({ scholarship }) => / Scholarship$/.test(scholarship.title))!;
    expect(titles(await search('scholarships'))).toContain(named.scholarship.title);
  });

  it('needs every word, found in the scholarship or its institution, and keeps only the scholarships that match', async () => {
    const answer = await search('lagos engineering');
    const unilag = answer.items.find((i) => i.slug === 'university-of-lagos');
    expect(unilag?.scholarships.map((s) => s.title)).toEqual(['Women in Engineering Bursary']);
    for (const item of answer.items) {
      const seeded = institutions.find((i) => i.slug === item.slug)!;
      expect(`${seeded.name} ${seeded.location}`).toMatch(/lagos/i);
      for (const s of item.scholarships) expect(`${s.title} ${s.fieldOfStudy}`).toMatch(/engineer/i);
    }
  });

  it('finds nothing for a word nobody uses', async () => {
    const answer = await search('zebracorn');
    expect(answer).toMatchObject({ items: [], totalCount: 0 });
  });
});

describe('ranking', () => {
  it('puts institutions named after the word before those only located there', async () => {
    const answer = await search('Lagos');
    const named = activeInstitutions.filter((i) => /lagos/i.test(i.name)).map((i) => i.slug);
    const locatedOnly = activeInstitutions
      .filter((i) => !/lagos/i.test(i.name) && /lagos/i.test(i.location))
      .map((i) => i.slug);
    expect(named.length).toBeGreaterThan(0);
    expect(locatedOnly.length).toBeGreaterThan(0);
    expect(slugs(answer).sort()).toEqual([...named, ...locatedOnly].sort());
    expect(slugs(answer).slice(0, named.length).sort()).toEqual([...named].sort());
  });

  it('ranks a hit in a title above a hit in a field of study', async () => {
    const answer = await search('engineering');
    const inTitle = activeScholarships.filter(({ scholarship }) => /engineering/i.test(scholarship.title));
    const fieldOnly = activeScholarships.filter(
      ({ scholarship }) =>
        !/engineering/i.test(scholarship.title) && /engineering/i.test(scholarship.fieldOfStudy),
    );
    expect(inTitle.length).toBeGreaterThan(0);
    expect(fieldOnly.length).toBeGreaterThan(0);
    const order = slugs(answer);
    const best = Math.max(...inTitle.map(({ institution }) => order.indexOf(institution.slug)));
    for (const { institution } of fieldOnly) {
      if (inTitle.some((hit) => hit.institution.slug === institution.slug)) continue;
      expect(order.indexOf(institution.slug)).toBeGreaterThan(best);
    }
  });

  it('ranks within an institution too: its best-matching scholarship first', async () => {
    await service.db.query(
      `INSERT INTO institutions.institutions (slug, name, location, description, website)
       VALUES ('ranking-poly', 'Ranking Polytechnic', 'Jos, Plateau', 'd', 'w')`,
    );
    await service.db.query(
      `INSERT INTO institutions.scholarships (institution_id, title, amount, currency, deadline, level,
         field_of_study, eligibility_summary, how_to_apply)
       SELECT id, t.title, 100, 'NGN', t.deadline::date, 'Diploma', t.field, 'e', 'h'
       FROM institutions.institutions, (VALUES
         ('Early Award', '2027-01-01', 'Geology'),
         ('Geology Field Trip Grant', '2027-12-31', 'Mining')) AS t(title, deadline, field)
       WHERE slug = 'ranking-poly'`,
    );
    const answer = await search('geology');
    const poly = answer.items.find((i) => i.slug === 'ranking-poly')!;
    expect(poly.scholarships.map((s) => s.title)).toEqual(['Geology Field Trip Grant', 'Early Award']);
  });
});

describe('what is hidden stays hidden from search', () => {
  it.each(hiddenScholarships.map(({ scholarship }) => [scholarship.title]))(
    'does not find the inactive “%s”',
    async (title) => {
      expect(titles(await search(title))).not.toContain(title);
    },
  );

  it('does not find inactive institutions by name, even with their scholarships', async () => {
    for (const institution of institutions.filter((i) => !i.isActive)) {
      expect(slugs(await search(institution.name))).not.toContain(institution.slug);
    }
  });
});

