-- Searches without planning. A search's two statements took longer to plan than to run: on the
-- benchmark's catalogue (PGlite, 10,000 institutions) planning the ranked search cost about 2 ms of
-- its 5, and the word forms 1.5 ms of 2. PL/pgSQL keeps each statement's plan for the session
-- (a connection, the one PGlite has or each pooled PostgreSQL one), and a generic plan is the
-- same for every search, so it is made once: `plan_cache_mode = force_generic_plan`. A generic
-- plan evaluates each expression of its parameters where it is used, once per row, so every
-- tsquery and name key is worked out once, in DECLARE, before the statement runs. How the search
-- ranks is in docs/api.md#student-finance-the-institutions-service.

-- One scholarship and one institution as the contract spells them: the listing and the search
-- both build their answers with these, so the shape has one source.
CREATE FUNCTION institutions.scholarship_json(
  id integer, title text, amount bigint, currency text, deadline date, level text, field_of_study text,
  eligibility_summary text, how_to_apply text) RETURNS json
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN json_build_object(
    'id', id, 'title', title, 'amount', amount, 'currency', currency,
    'deadline', to_char(deadline, 'YYYY-MM-DD'), 'level', level, 'fieldOfStudy', field_of_study,
    'eligibilitySummary', eligibility_summary, 'howToApply', how_to_apply);

CREATE FUNCTION institutions.institution_json(i institutions.institutions, scholarships json) RETURNS json
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN json_build_object(
    'id', i.id, 'slug', i.slug, 'name', i.name, 'location', i.location, 'description', i.description,
    'website', i.website, 'organizationCode', i.organization_code, 'isPartner', i.is_partner,
    'otherNames', i.other_names, 'scholarships', COALESCE(scholarships, '[]'::json));

-- What the catalogue's own words make of each typed word: whether it is a stop word ("of",
-- "the"), the words it begins, and, for one that begins none, the words most alike by trigrams
-- (pg_trgm's `%`: at least 0.3 alike) nearest first; the caller keeps those a letter or two away.
-- Index lookups in a small table only.
CREATE FUNCTION institutions.word_forms(
  p_words text[], p_min_fuzzy_length integer, p_max_completions integer, p_max_neighbours integer)
RETURNS TABLE (word text, "isStopWord" boolean, completions text[], "mayBeMistyped" boolean, neighbours text[])
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT t.word,
         to_tsvector('english', t.word) = ''::tsvector,
         c.completions,
         fuzzy.may_be_mistyped,
         CASE WHEN fuzzy.may_be_mistyped
              THEN ARRAY(SELECT n.word::text FROM institutions.search_words n WHERE n.word % t.word
                         ORDER BY n.word <-> t.word LIMIT p_max_neighbours)
              ELSE '{}'::text[] END
  FROM unnest(p_words) WITH ORDINALITY AS t(word, position)
  CROSS JOIN LATERAL (
    SELECT ARRAY(
      SELECT w.word::text FROM institutions.search_words w
      WHERE length(t.word) >= p_min_fuzzy_length AND w.word >= t.word AND w.word < t.word || chr(1114111)
      ORDER BY length(w.word), w.word
      LIMIT p_max_completions) AS completions
  ) c
  CROSS JOIN LATERAL (
    SELECT cardinality(c.completions) = 0 AND length(t.word) >= p_min_fuzzy_length AND t.word ~ '[[:alpha:]]'
           AS may_be_mistyped
  ) fuzzy
  ORDER BY t.position;
END
$$;

-- A ranked page of institutions for a search, and how many there are in all; the parameters are
-- the queries institutions-repository.ts makes of what was typed.
CREATE FUNCTION institutions.search_page(
  p_exact text, p_all text, p_names text, p_titles text, p_fields text, p_typed text,
  p_corrected_typed text, p_today date, p_any text, p_limit integer, p_offset integer, p_may_correct boolean)
RETURNS TABLE ("totalCount" integer, items json)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  q_exact  tsquery := to_tsquery('english', p_exact);
  q_all    tsquery := to_tsquery('english', p_all);
  q_names  tsquery := to_tsquery('english', p_names);
  q_titles tsquery := to_tsquery('english', p_titles);
  q_fields tsquery := to_tsquery('english', p_fields);
  q_any    tsquery := to_tsquery('english', p_any);
  exact_key text := institutions.search_key(p_typed);
  corrected_key text := institutions.search_key(p_corrected_typed);
  exact_name text := '|' || exact_key || '|';
  corrected_name text := '|' || corrected_key || '|';
  exact_start text := '\|' || replace(exact_key, ' ', '[^| ]* ');
  corrected_start text := '\|' || replace(corrected_key, ' ', '[^| ]* ');
BEGIN
  RETURN QUERY
  WITH hits AS MATERIALIZED (
  SELECT id, name, corrected, open,
         CASE WHEN tier <> 2 THEN tier
              WHEN strpos(name_keys, CASE WHEN corrected THEN corrected_name ELSE exact_name END) > 0 THEN 0
              WHEN name_keys ~ CASE WHEN corrected THEN corrected_start ELSE exact_start END THEN 1
              ELSE 2 END AS tier
  FROM (
    SELECT d.institution_id AS id, d.name, d.name_keys,
           -- Without corrections every hit is exact: no test of the row needed.
           p_may_correct AND NOT d.document @@ q_exact AS corrected,
           -- Nested so that the usual hit (words in titles) costs two tests, not four.
           CASE WHEN d.document @@ q_titles THEN
                  CASE WHEN d.document @@ q_names THEN 2 ELSE 3 END
                WHEN d.document @@ q_fields THEN 4
                ELSE 5 END AS tier,
           coalesce(d.last_deadline >= p_today, false) AS open
    FROM institutions.search_documents d
    WHERE d.document @@ q_all
    OFFSET 0
  ) tested
),
page AS (
  SELECT * FROM hits ORDER BY corrected, tier, open DESC, name, id LIMIT p_limit OFFSET p_offset
)
SELECT
  (SELECT count(*) FROM hits)::int AS "totalCount",
  (SELECT COALESCE(json_agg(institutions.institution_json(i, (
    SELECT json_agg(institutions.scholarship_json(s.id, s.title, s.amount, s.currency, s.deadline, s.level,
                                           s.field_of_study, s.eligibility_summary, s.how_to_apply)
                ORDER BY s.open DESC, s.rank DESC, s.deadline, s.id)
    FROM (
      SELECT *, bool_or(holds_all) OVER () AS one_holds_all
      FROM (
        SELECT s.*, s.deadline >= p_today AS open,
               ts_rank(v, q_any) AS rank,
               v @@ q_all AS holds_all,
               v @@ q_any AS holds_any
        FROM institutions.scholarships s, LATERAL (SELECT s.search_vector || i.search_vector AS v OFFSET 0) joined
        WHERE s.institution_id = i.id AND s.is_active
        OFFSET 0
      ) tested
    ) s
    WHERE i.search_vector @@ q_all OR s.holds_all OR (NOT s.one_holds_all AND s.holds_any)))
    ORDER BY page.corrected, page.tier, page.open DESC, page.name, page.id), '[]'::json)
   FROM page JOIN institutions.institutions i ON i.id = page.id) AS items;
END
$$;
