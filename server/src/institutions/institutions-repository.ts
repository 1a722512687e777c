import type { InstitutionWithScholarships } from '@lendbridge/contract';
import type { Queryable } from '../db/database';
import { toSearchTerms, type SearchTerms } from './search-terms';

export interface InstitutionsPageQuery {
  searchWord?: string;
  limit: number;
  offset: number;
}

export interface InstitutionsPageResult {
  items: InstitutionWithScholarships[];
  totalCount: number;
}

/** One scholarship as the contract spells it; `s` is institutions.scholarships. */
const SCHOLARSHIP_JSON = `json_build_object(
  'id', s.id, 'title', s.title, 'amount', s.amount, 'currency', s.currency,
  'deadline', to_char(s.deadline, 'YYYY-MM-DD'), 'level', s.level, 'fieldOfStudy', s.field_of_study,
  'eligibilitySummary', s.eligibility_summary, 'howToApply', s.how_to_apply)`;

/** One institution as the contract spells it, around a scholarships array built by the caller. */
const institutionJson = (scholarships: string) => `json_build_object(
  'id', i.id, 'slug', i.slug, 'name', i.name, 'location', i.location, 'description', i.description,
  'website', i.website, 'organizationCode', i.organization_code, 'isPartner', i.is_partner,
  'scholarships', COALESCE((${scholarships}), '[]'::json))`;

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
  COALESCE(json_agg(${institutionJson(`
    SELECT json_agg(${SCHOLARSHIP_JSON} ORDER BY s.deadline, s.id)
    FROM institutions.scholarships s
    WHERE s.institution_id = i.id AND s.is_active`)} ORDER BY i.name, i.id), '[]'::json) AS items
FROM page JOIN institutions.institutions i ON i.id = page.id`;

/**
 * Ranked search. A scholarship is a hit when every word is found in its title or field or in
 * its institution's name or location; an institution is a hit when every word is in its own
 * name or location, or when one of its scholarships is. A hit ranks by where its words were
 * found (name and title above field above location); an institution ranks by its best hit, and
 * its scholarships are listed best match first.
 *
 * Every row read comes from an index: the GIN indexes find the institutions holding any of the
 * words and the scholarships holding all of them; only for an institution holding some but not
 * all of the words are its own scholarships read, to see whether they hold the rest. The
 * scholarships shown are read for the page's institutions alone. So the work follows the number
 * of hits, never the size of the tables. The MATERIALIZED and OFFSET 0 fences keep the planner
 * from trading those lookups for scans of whole tables, which its generic estimates for prefix
 * searches would otherwise lead it to.
 */
const SEARCH_SQL = `
WITH matched_institutions AS MATERIALIZED (
  SELECT i.id, i.search_vector,
         i.search_vector @@ to_tsquery('english', $1) AS matches_all,
         ts_rank(i.search_vector, to_tsquery('english', $2)) AS rank
  FROM institutions.institutions i
  WHERE i.search_vector @@ to_tsquery('english', $2) AND i.is_active
),
hits AS (
  SELECT id, rank FROM matched_institutions WHERE matches_all
  UNION ALL
  SELECT s.institution_id, ts_rank(s.search_vector, to_tsquery('english', $2)) + COALESCE(mi.rank, 0)
  FROM institutions.scholarships s
  LEFT JOIN matched_institutions mi ON mi.id = s.institution_id
  WHERE s.search_vector @@ to_tsquery('english', $1) AND s.is_active
  UNION ALL
  SELECT mi.id, own.rank + mi.rank
  FROM matched_institutions mi, LATERAL (
    SELECT ts_rank(s.search_vector, to_tsquery('english', $2)) AS rank
    FROM institutions.scholarships s
    WHERE s.institution_id = mi.id AND s.is_active
      AND NOT s.search_vector @@ to_tsquery('english', $1)
      AND (s.search_vector || mi.search_vector) @@ to_tsquery('english', $1)
    OFFSET 0
  ) own
  WHERE NOT mi.matches_all
),
ranked AS MATERIALIZED (
  SELECT hits.id, max(hits.rank) AS rank, min(i.name) AS name
  FROM hits JOIN institutions.institutions i ON i.id = hits.id AND i.is_active
  GROUP BY hits.id
),
page AS (
  SELECT id, rank FROM ranked ORDER BY rank DESC, name, id LIMIT $3 OFFSET $4
)
SELECT
  numnode(to_tsquery('english', $1)) AS "lexemes",
  (SELECT count(*) FROM ranked)::int AS "totalCount",
  (SELECT COALESCE(json_agg(${institutionJson(`
    SELECT json_agg(${SCHOLARSHIP_JSON}
                    ORDER BY ts_rank(s.search_vector, to_tsquery('english', $2)) DESC, s.deadline, s.id)
    FROM institutions.scholarships s
    WHERE s.institution_id = i.id AND s.is_active
      AND (i.search_vector @@ to_tsquery('english', $1)
           OR (s.search_vector || i.search_vector) @@ to_tsquery('english', $1))`)}
    ORDER BY page.rank DESC, i.name, i.id), '[]'::json)
   FROM page JOIN institutions.institutions i ON i.id = page.id) AS items`;

interface PageRow {
  totalCount: number;
  items: InstitutionWithScholarships[];
}

/** Reads for the institutions service; the only module that knows its SQL. */
export function institutionsRepository(db: Queryable) {
  const list = async (limit: number, offset: number): Promise<InstitutionsPageResult> => {
    const { rows } = await db.query<PageRow>(LIST_SQL, [limit, offset]);
    return rows[0] ?? { items: [], totalCount: 0 };
  };

  const search = async (terms: SearchTerms, limit: number, offset: number) => {
    const { rows } = await db.query<PageRow & { lexemes: number }>(SEARCH_SQL, [
      terms.allWords,
      terms.anyWord,
      limit,
      offset,
    ]);
    return rows[0] ?? { items: [], totalCount: 0, lexemes: 0 };
  };

  return {
    /** Active institutions with their active scholarships, ranked by `searchWord` when there is one. */
    async findActive({ searchWord, limit, offset }: InstitutionsPageQuery): Promise<InstitutionsPageResult> {
      const terms = toSearchTerms(searchWord);
      if (!terms) return list(limit, offset);
      const found = await search(terms, limit, offset);
      // Only stop words ("the", "of"): they say nothing about what to find, so it is no search at all.
      if (found.lexemes === 0) return list(limit, offset);
      return { items: found.items, totalCount: found.totalCount };
    },
  };
}

export type InstitutionsRepository = ReturnType<typeof institutionsRepository>;
