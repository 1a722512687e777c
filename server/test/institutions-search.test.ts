import { institutionsRoutes, type InstitutionsPage } from '@lendbridge/contract';
import { institutions } from '../src/seed/data';
import { editDistance } from '../src/institutions/edit-distance';
import { institutionsRepository } from '../src/institutions/institutions-repository';
import { allowedEdits, distinctWords, toQueries, toSearchWords } from '../src/institutions/search-terms';
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

const bySlug = (slug: string) => activeInstitutions.find((i) => i.slug === slug)!;

describe('what students type', () => {
  it.each([
    ['UNILAG', 'university-of-lagos'],
    ['OAU', 'obafemi-awolowo-university'],
    ['ABU', 'ahmadu-bello-university'],
    ['UNN', 'university-of-nigeria-nsukka'],
    ['LASU', 'lagos-state-university'],
    ['YABATECH', 'yaba-college-of-technology'],
    ['unilag', 'university-of-lagos'],
    ['University of Ife', 'obafemi-awolowo-university'],
  ])('finds “%s” first: %s, by its short form or former name', async (typed, slug) => {
    const answer = await search(typed);
    expect(slugs(answer)[0]).toBe(slug);
    // All its open scholarships come with it: the institution itself matched.
    expect(answer.items[0]!.scholarships.map((s) => s.title).sort()).toEqual(
      bySlug(slug)
        .scholarships.map((s) => s.title)
        .sort(),
    );
  });

  it.each([
    ['Univeristy of Lagos', 'university-of-lagos'],
    ['univrsity of lagso', 'university-of-lagos'],
    ['Obafemi Awolowo Univeristy', 'obafemi-awolowo-university'],
    ['Ahmadu Belo', 'ahmadu-bello-university'],
    ['Yabatec', 'yaba-college-of-technology'],
    ['Covenent', 'covenant-university'],
  ])('finds “%s”, typed with mistakes, first: %s', async (typed, slug) => {
    expect(slugs(await search(typed))[0]).toBe(slug);
  });

  it('corrects a short word whose mistake leaves it few trigrams of the word meant', async () => {
    // "ogan" and "zaira" share a quarter or less of their trigrams with "ogun" and "zaria":
    // too little for the quick "alike" lookup, so the nearest-words walk finds them.
    expect(slugs(await search('Ota Ogan'))[0]).toBe('covenant-university');
    expect(slugs(await search('Ahmadu Bello Zaira'))[0]).toBe('ahmadu-bello-university');
  });

  it('finds a scholarship by a misspelt word of its title', async () => {
    expect(titles(await search('veterinery'))).toContain('Savannah Veterinary Medicine Bursary');
    expect(titles(await search('Savanah bursray'))).toEqual(['Savannah Veterinary Medicine Bursary']);
  });

  it('finds a word being typed before its end, whatever its stem', async () => {
    // "universit" is no stem of "university" ("univers"): the catalogue's words complete it.
    expect(slugs(await search('universit of lag'))[0]).toBe('university-of-lagos');
    expect(slugs(await search('unila'))[0]).toBe('university-of-lagos');
    expect(titles(await search('engineeri'))).toContain('Women in Engineering Bursary');
  });

  it('ranks exact matches above those found through a correction', async () => {
    // "mentors" matches "Mentor" as typed (one stem); "Mentees" is a correction of it.
    await service.db.query(
      `INSERT INTO institutions.institutions (slug, name, location, description, website)
       VALUES ('aaa-mentees', 'Aaa Mentees Academy', 'Jos, Plateau', 'd', 'w'),
              ('zzz-mentor', 'Zzz Mentor College', 'Jos, Plateau', 'd', 'w')`,
    );
    const order = slugs(await search('mentors'));
    expect(order).toEqual(['zzz-mentor', 'aaa-mentees']);
  });

  it('says when nothing matches and suggests the closest names, which do find something', async () => {
    const answer = await search('Covenant Zaria');
    expect(answer).toMatchObject({ items: [], totalCount: 0 });
    expect(answer.suggestions[0]).toBe('Covenant University');
    expect(answer.suggestions.length).toBeLessThanOrEqual(3);
    for (const suggestion of answer.suggestions) {
      expect((await search(suggestion)).totalCount).toBeGreaterThan(0);
    }
    expect((await search('zebracorn')).suggestions).toEqual([]);
    expect((await search('UNILAG')).suggestions).toEqual([]);
  });

  it('never suggests what is hidden', async () => {
    const answer = await search('Federal University of Technology Akure Mining');
    expect(answer.totalCount).toBe(0);
    expect(answer.suggestions).not.toContain('Federal University of Technology, Akure');
    expect(answer.suggestions).not.toContain('Mining Engineering Field Studies Grant');
  });

  it('suggests a title from when it is written until its scholarship closes', async () => {
    const [{ id }] = (
      await service.db.query<{ id: number }>(
        `SELECT id FROM institutions.institutions WHERE slug = 'covenant-university'`,
      )
    ).rows as [{ id: number }];
    await service.db.query(
      `INSERT INTO institutions.scholarships (institution_id, title, amount, currency, deadline, level, field_of_study,
         eligibility_summary, how_to_apply)
       VALUES ($1, 'Quixotic Quasar Prize', 5000000, 'NGN', '2030-01-01', 'Undergraduate', 'Physics', 'e', 'h')`,
      [id],
    );
    const typed = 'Quixotik Quasr Priz Zaria';
    expect((await search(typed)).suggestions).toContain('Quixotic Quasar Prize');
    await service.db.query(
      `UPDATE institutions.scholarships SET is_active = false WHERE title = 'Quixotic Quasar Prize'`,
    );
    expect((await search(typed)).suggestions).not.toContain('Quixotic Quasar Prize');
  });

  it('answers each institution’s other names', async () => {
    const answer = await search('Awolowo');
    expect(answer.items[0]!.otherNames).toEqual(bySlug('obafemi-awolowo-university').otherNames);
  });
});

describe('ranking a student expects', () => {
  it('puts the exact name first, then names starting with the words, then other names holding them', async () => {
    await service.db.query(
      `INSERT INTO institutions.institutions (slug, name, location, description, website)
       VALUES ('aaa-lagos-uni', 'Aaa University of Lagos Alumni Trust', 'Kano, Kano', 'd', 'w'),
              ('university-of-lagos-annex', 'University of Lagos Annex', 'Kano, Kano', 'd', 'w')`,
    );
    const order = slugs(await search('university of lagos'));
    expect(order.slice(0, 2)).toEqual(['university-of-lagos', 'university-of-lagos-annex']);
    // Every word in the name, not at its start; among those, open scholarships first (it has none).
    expect(order.slice(2)).toEqual(['lagos-state-university', 'aaa-lagos-uni']);
    // Words being typed: the names starting with them still come first.
    expect(slugs(await search('universit of la')).slice(0, 2)).toEqual([
      'university-of-lagos',
      'university-of-lagos-annex',
    ]);
  });

  it('puts an institution with an open scholarship before one whose deadlines have all passed', async () => {
    await service.db.query(
      `INSERT INTO institutions.institutions (slug, name, location, description, website)
       VALUES ('aaa-closed-poly', 'Aaa Closed Polytechnic', 'Bida, Niger', 'd', 'w'),
              ('zzz-open-poly', 'Zzz Open Polytechnic', 'Bida, Niger', 'd', 'w')`,
    );
    await service.db.query(
      `INSERT INTO institutions.scholarships (institution_id, title, amount, currency, deadline, level,
         field_of_study, eligibility_summary, how_to_apply)
       SELECT id, 'Bida Craft Grant', 100, 'NGN', t.deadline::date, 'Diploma', 'Arts', 'e', 'h'
       FROM institutions.institutions, (VALUES ('aaa-closed-poly', '2020-01-31'), ('zzz-open-poly', '2999-01-31'))
         AS t(slug, deadline)
       WHERE institutions.institutions.slug = t.slug`,
    );
    expect(slugs(await search('Bida'))).toEqual(['zzz-open-poly', 'aaa-closed-poly']);
  });

  it('pages through a search in a total order: every hit once, none on two pages', async () => {
    const everything = await search('a');
    expect(everything.totalCount).toBeGreaterThan(4);
    const paged: string[] = [];
    for (let pageIndex = 0; pageIndex * 2 < everything.totalCount; pageIndex += 1) {
      const response = await service.app.inject({
        method: 'GET',
        url: route.url,
        query: { searchWord: 'a', pageSize: '2', pageIndex: String(pageIndex) },
      });
      paged.push(...slugs(response.json().responseData));
    }
    expect(paged).toEqual(slugs(everything));
    expect(new Set(paged).size).toBe(everything.totalCount);
  });
});

describe('other names are edited where institutions are', () => {
  it('finds an institution by a short form set after it was created, typed right or wrong', async () => {
    const repository = institutionsRepository(service.db);
    const { rows } = await service.db.query<{ id: number }>(
      `SELECT id FROM institutions.institutions WHERE slug = 'covenant-university'`,
    );
    expect(await repository.setOtherNames(rows[0]!.id, ['  CU ', 'Covenant Varsity Otta', 'cu', ''])).toBe(
      true,
    );
    expect((await search('CU')).items[0]!.otherNames).toEqual(['CU', 'Covenant Varsity Otta']);
    expect(slugs(await search('Varsity Otta'))[0]).toBe('covenant-university');
    expect(slugs(await search('Varsty Ota'))[0]).toBe('covenant-university');
    expect(await repository.setOtherNames(999_999, ['X'])).toBe(false);
  });
});

describe('turning what was typed into a search', () => {
  it('keeps letters and digits only, in order, repeats included', () => {
    expect(toSearchWords("Nigeria’s 2027 Women's <-> ENGINEERING! women")).toEqual([
      'nigerias',
      '2027',
      'womens',
      'engineering',
      'women',
    ]);
    expect(toSearchWords('  !?  ')).toBeNull();
    expect(toSearchWords('')).toBeNull();
    expect(toSearchWords(undefined)).toBeNull();
  });

  it('searches at most eight distinct words', () => {
    expect(distinctWords('a b a c d e f g h i j'.split(' '))).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
    ]);
  });

  it('builds each word’s alternatives: as typed (a prefix), completed, corrected', () => {
    const queries = toQueries(
      [
        { word: 'univeristy', completions: [], corrections: ['university'] },
        { word: 'lag', completions: ['lagos'], corrections: [] },
      ],
      ['univeristy', 'of', 'lag'],
    );
    expect(queries).toEqual({
      exact: 'univeristy:* & (lag:* | lagos)',
      all: '(univeristy:* | university) & (lag:* | lagos)',
      any: '(univeristy:* | university) | (lag:* | lagos)',
      inNames: '(univeristy:*A | university:A) & (lag:*A | lagos:A)',
      inTitles: '(univeristy:*AB | university:AB) & (lag:*AB | lagos:AB)',
      inFields: '(univeristy:*ABC | university:ABC) & (lag:*ABC | lagos:ABC)',
      correctedPhrase: 'university of lag',
    });
  });

  it('allows one edit in a short word and two in a long one', () => {
    expect(allowedEdits('lagos')).toBe(1);
    expect(allowedEdits('nsukka')).toBe(2);
  });

  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('univeristy', 'university')).toBe(1);
    expect(editDistance('lagso', 'lagos')).toBe(1);
    expect(editDistance('bursry', 'bursary')).toBe(1);
    expect(editDistance('savanah', 'savannah')).toBe(1);
    expect(editDistance('yabatec', 'yabatech')).toBe(1);
    expect(editDistance('mentors', 'mentees')).toBe(2);
    expect(editDistance('kano', 'lagos')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
