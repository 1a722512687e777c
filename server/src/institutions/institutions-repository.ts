import { INSTITUTIONS_MAX_SUGGESTIONS, type InstitutionWithScholarships } from '@lendbridge/contract';
import type { Queryable } from '../db/database';
import { editDistance } from './edit-distance';
import {
  allowedEdits,
  distinctWords,
  MAX_COMPLETIONS,
  MAX_CORRECTIONS,
  MIN_FUZZY_WORD_LENGTH,
  toQueries,
  toSearchWords,
  type WordForms,
} from './search-terms';

export interface InstitutionsPageQuery {
  searchWord?: string;
  limit: number;
  offset: number;
}

export interface InstitutionsPageResult {
  items: InstitutionWithScholarships[];
  totalCount: number;
  /** Names close to a search that found nothing; empty otherwise. */
  suggestions: string[];
}

/**
 * Every active institution by name, each with all its active scholarships by deadline. The
 * rows are assembled into JSON by the database: one round trip, whatever the page size.
 */
const LIST_SQL = `
WITH page AS (
  SELECT id FROM institutions.institutions
  WHERE is_active
  ORDER BY name, id
  LIMIT $1 OFFSET $2
)
SELECT
  (SELECT count(*) FROM institutions.institutions WHERE is_active)::int AS "totalCount",
  COALESCE(json_agg(institutions.institution_json(i, (
    SELECT json_agg(institutions.scholarship_json(s.id, s.title, s.amount, s.currency, s.deadline, s.level,
                                                  s.field_of_study, s.eligibility_summary, s.how_to_apply)
                    ORDER BY s.deadline, s.id)
    FROM institutions.scholarships s
    WHERE s.institution_id = i.id AND s.is_active)) ORDER BY i.name, i.id), '[]'::json) AS items
FROM page JOIN institutions.institutions i ON i.id = page.id`;

/**
 * Each typed word's forms in the catalogue (migration 005_search_without_planning.sql: a
 * function, so that its plan is made once a session rather than at every search).
 */
const WORD_FORMS_SQL = 'SELECT * FROM institutions.word_forms($1, $2, $3, $4)';

/**
 * The nearest words by trigram distance, however little alike: for a short word with a letter
 * wrong in its middle ("kamo" and "kano" are 0.25 alike), which the `%` lookup above misses.
 * A nearest-first walk of the GiST index, 15 to 25 times the cost of that lookup (migration
 * 004), so only for words it left without a correction.
 */
const NEAREST_WORDS_SQL = `
SELECT t.word, ARRAY(SELECT n.word FROM institutions.search_words n ORDER BY n.word <-> t.word LIMIT $2) AS neighbours
FROM unnest($1::text[]) AS t(word)`;

/**
 * The active institution names and scholarship titles closest to what was typed, for a search
 * that found nothing (migration 006_suggestions_from_alike_names.sql: at most 0.75 apart in
 * trigram distance, read from GIN indexes).
 */
const SUGGESTIONS_SQL = 'SELECT name FROM institutions.suggestions($1, $2)';

/**
 * Ranked search over the search documents (one row per active institution, see migration 003):
 * a hit holds every word, as typed, completed or corrected, in its names, its scholarships'
 * titles and fields, or its place. Hits are ordered by
 *   1. exact before corrected: a hit that needs a correction comes after every hit that does not;
 *   2. where the words were found: exactly the name or an other name, then a name starting with
 *      them, then every word in the names, then in the names and titles, then also in fields,
 *      then also in the place;
 *   3. an institution with an open scholarship before one whose deadlines have all passed;
 *   4. name, then id: a total order, so paging never repeats or skips an institution.
 * Each hit costs a few tsvector tests on its one narrow row; the scholarships are read for the
 * page's institutions alone: the matching ones, open first and best match first (all of them
 * when the institution's own names and place hold every word; when no single scholarship holds
 * every word, those holding any).
 * The statement is the function institutions.search_page (migration
 * 005_search_without_planning.sql), whose plan is made once a session.
 */
const SEARCH_SQL =
  'SELECT * FROM institutions.search_page($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)';

interface PageRow {
  totalCount: number;
  items: InstitutionWithScholarships[];
}

interface WordFormsRow {
  word: string;
  isStopWord: boolean;
  completions: string[];
  mayBeMistyped: boolean;
  neighbours: string[];
}

interface NearestWordsRow {
  word: string;
  neighbours: string[];
}

/** The catalogue words `word` may be a mistyping of: a letter or two away, fewest edits first. */
const correctionsOf = (word: string, neighbours: string[]) =>
  neighbours
    .map((neighbour) => ({ neighbour, edits: editDistance(word, neighbour) }))
    .filter(({ edits }) => edits > 0 && edits <= allowedEdits(word))
    // Stable: among equally near words, the trigram order (the most alike first) stands.
    .sort((a, b) => a.edits - b.edits)
    .slice(0, MAX_CORRECTIONS)
    .map(({ neighbour }) => neighbour);

/** Other names as an operator may type them: trimmed, blanks and repeats (in any letter case) dropped. */
export function cleanOtherNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter((name) => {
      const key = name.toLowerCase();
      if (name === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Today's date where the service runs, as the deadlines are written (YYYY-MM-DD). */
const isoToday = () => new Date().toISOString().slice(0, 10);

/** Reads and writes for the institutions service; the only module that knows its SQL. */
export function institutionsRepository(db: Queryable, options: { today?: () => string } = {}) {
  const today = options.today ?? isoToday;

  const list = async (limit: number, offset: number): Promise<InstitutionsPageResult> => {
    const { rows } = await db.query<PageRow>(LIST_SQL, [limit, offset]);
    return { ...(rows[0] ?? { items: [], totalCount: 0 }), suggestions: [] };
  };

  /** Each word with its completions and the corrections a letter or two away. */
  const wordForms = async (words: string[]): Promise<WordForms[]> => {
    const { rows } = await db.query<WordFormsRow>(WORD_FORMS_SQL, [
      words,
      MIN_FUZZY_WORD_LENGTH,
      MAX_COMPLETIONS,
      MAX_CORRECTIONS * 3,
    ]);
    const searched = rows.filter((row) => !row.isStopWord);
    const unresolved = searched
      .filter((row) => row.mayBeMistyped && correctionsOf(row.word, row.neighbours).length === 0)
      .map((row) => row.word);
    const nearest = new Map<string, string[]>();
    if (unresolved.length > 0) {
      const found = await db.query<NearestWordsRow>(NEAREST_WORDS_SQL, [unresolved, MAX_CORRECTIONS * 3]);
      for (const row of found.rows) nearest.set(row.word, row.neighbours);
    }
    return searched.map((row) => ({
      word: row.word,
      completions: row.completions,
      corrections: correctionsOf(row.word, nearest.get(row.word) ?? row.neighbours),
    }));
  };

  const suggest = async (searchWord: string): Promise<string[]> => {
    const { rows } = await db.query<{ name: string }>(SUGGESTIONS_SQL, [
      searchWord,
      INSTITUTIONS_MAX_SUGGESTIONS,
    ]);
    return rows.map((row) => row.name);
  };

  return {
    /**
     * Active institutions with their active scholarships, ranked by `searchWord` when there is
     * one; when a search finds nothing, the names closest to it as suggestions.
     */
    async findActive({ searchWord, limit, offset }: InstitutionsPageQuery): Promise<InstitutionsPageResult> {
      const typed = toSearchWords(searchWord);
      if (!typed) return list(limit, offset);
      const words = await wordForms(distinctWords(typed));
      // Only stop words ("the", "of"): they say nothing about what to find, so it is no search at all.
      if (words.length === 0) return list(limit, offset);
      const queries = toQueries(words, typed);
      const { rows } = await db.query<PageRow>(SEARCH_SQL, [
        queries.exact,
        queries.all,
        queries.inNames,
        queries.inTitles,
        queries.inFields,
        // Its words, not the raw text: what was typed may hold anything, a NUL byte included.
        typed.join(' '),
        queries.correctedPhrase,
        today(),
        queries.any,
        limit,
        offset,
        queries.all !== queries.exact,
      ]);
      const found = rows[0] ?? { items: [], totalCount: 0 };
      const suggestions = found.totalCount === 0 ? await suggest(typed.join(' ')) : [];
      return { ...found, suggestions };
    },

    /**
     * Replaces an institution's other names (short forms, former names). They are searched like
     * its name from the moment this commits. False: no institution has that id.
     */
    async setOtherNames(institutionId: number, names: string[]): Promise<boolean> {
      const { affectedRows } = await db.query(
        'UPDATE institutions.institutions SET other_names = $2 WHERE id = $1',
        [institutionId, cleanOtherNames(names)],
      );
      return affectedRows > 0;
    },
  };
}

export type InstitutionsRepository = ReturnType<typeof institutionsRepository>;
