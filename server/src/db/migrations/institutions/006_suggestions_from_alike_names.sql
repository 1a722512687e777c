-- Suggestions for a search that finds nothing, without walking the catalogue. The nearest-first
-- walk of a GiST trigram index visits much of it when nothing is near: on the benchmark's
-- catalogue (PostgreSQL 15) "lagos kano" cost 15 ms over the names and 60 ms over the titles,
-- which 50,000 scholarships share a hundred ways. Instead: the names and titles at least 0.25
-- alike (pg_trgm's `%`, distance at most 0.75) from GIN indexes, which read a few posting
-- lists, and each title once. "lagos kano": 2.3 ms; "nursing engineering": 4 ms over the names
-- and 3.9 ms over the titles.

-- Every title an active scholarship has had, once. Like search_words, added as scholarships are
-- written and never removed: a suggestion is checked against the scholarships when it is read.
CREATE TABLE institutions.search_titles (
  title text PRIMARY KEY
);
CREATE INDEX search_titles_alike_idx ON institutions.search_titles USING gin (title gin_trgm_ops);
INSERT INTO institutions.search_titles (title)
  SELECT DISTINCT title FROM institutions.scholarships WHERE is_active;

CREATE FUNCTION institutions.titles_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO institutions.search_titles (title)
    SELECT DISTINCT title FROM written WHERE is_active
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER titles_after_insert AFTER INSERT ON institutions.scholarships
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION institutions.titles_written();
CREATE TRIGGER titles_after_update AFTER UPDATE ON institutions.scholarships
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION institutions.titles_written();

-- Whether a title is still an active scholarship's at an active institution (one with a search
-- document): the first such row ends the check.
CREATE INDEX scholarships_title_idx ON institutions.scholarships (title, institution_id) WHERE is_active;

-- The names: the search documents hold exactly the active institutions'.
CREATE INDEX search_documents_name_alike_idx ON institutions.search_documents USING gin (name gin_trgm_ops);

DROP INDEX institutions.institutions_name_trgm_idx;
DROP INDEX institutions.scholarships_title_trgm_idx;

-- The active names and titles closest to what was typed, nearest first; each a search that
-- finds something, since every word of it is in a search document.
CREATE FUNCTION institutions.suggestions(p_typed text, p_limit integer)
RETURNS TABLE (name text)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
SET pg_trgm.similarity_threshold = 0.25
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT closest.name FROM (
    (SELECT d.name, d.name <-> p_typed AS distance
     FROM institutions.search_documents d
     WHERE d.name % p_typed
     ORDER BY 2 LIMIT p_limit)
    UNION ALL
    (SELECT t.title, t.title <-> p_typed
     FROM institutions.search_titles t
     WHERE t.title % p_typed
       AND EXISTS (SELECT 1 FROM institutions.scholarships s
                   JOIN institutions.search_documents d ON d.institution_id = s.institution_id
                   WHERE s.title = t.title AND s.is_active)
     ORDER BY 2 LIMIT p_limit)
  ) closest
  GROUP BY closest.name
  ORDER BY min(closest.distance), closest.name
  LIMIT p_limit;
END
$$;
