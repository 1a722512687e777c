-- Search that finds what students type: other names ("UNILAG", "University of Ife"), words with
-- a letter or two wrong, and a ranking that reads few rows. How the search uses it: docs/api.md.
--
-- pg_trgm ships with PostgreSQL (a trusted extension: the database owner may create it) and with
-- PGlite, which loads it in server/src/db/database.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Short forms and former names, searched like the name.
ALTER TABLE institutions.institutions ADD COLUMN other_names text[] NOT NULL DEFAULT '{}';

-- array_to_string is only STABLE (it serves every array type); over text it cannot change, and
-- generated columns and index expressions need IMMUTABLE ones.
CREATE FUNCTION institutions.joined(names text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_to_string(names, ' ');

-- What two spellings of a name share: lower case, apostrophes dropped ("Nigeria’s"), every run of
-- other characters one space. "University of Lagos" and "university  of lagos!" give one key.
CREATE FUNCTION institutions.search_key(body text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN btrim(regexp_replace(regexp_replace(lower(body), '[''’‘`]', '', 'g'), '[^[:alnum:]]+', ' ', 'g'));

-- The institution's own text now includes its other names, at the name's weight.
DROP INDEX institutions.institutions_search_idx;
ALTER TABLE institutions.institutions DROP COLUMN search_vector;
ALTER TABLE institutions.institutions
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, name || ' ' || institutions.joined(other_names)), 'A') ||
    setweight(to_tsvector('english'::regconfig, location), 'C')
  ) STORED;

-- Searches read this table alone: one narrow row per active institution, holding everything a
-- search looks at (its names, its active scholarships' titles and fields, its place), weighted
-- A, B, C and D in the order a student ranks them. A popular word matches thousands of
-- institutions; each costs one small row here instead of a visit to every scholarship, which is
-- what keeps a search fast on a single PGlite connection. Kept in step by the triggers below.
CREATE TABLE institutions.search_documents (
  institution_id integer PRIMARY KEY REFERENCES institutions.institutions (id) ON DELETE CASCADE,
  name           text NOT NULL,
  -- The search_key of the name and of each other name, each between bars ("|university of lagos|
  -- unilag|"): "exactly a name" is one strpos of "|key|", "a name starts with" one of "|key".
  name_keys      text NOT NULL,
  document       tsvector NOT NULL,
  -- The latest deadline of its active scholarships: it has an open one while this is not past.
  last_deadline  date
);
CREATE INDEX search_documents_idx ON institutions.search_documents USING gin (document)
  WITH (fastupdate = off);

-- Every word written in a searchable text, once: where a word being typed finds its endings and
-- a mistyped word the word it was meant to be. A few thousand rows for a real catalogue, so the
-- nearest spellings (a trigram index, ordered by distance) take well under a millisecond. Words
-- are added as texts are written and never removed: a word no row holds any longer matches
-- nothing. "C" collation: ordered by bytes, so the words starting with a prefix are a key range.
CREATE TABLE institutions.search_words (
  word text COLLATE "C" PRIMARY KEY
);
CREATE INDEX search_words_trgm_idx ON institutions.search_words USING gist (word gist_trgm_ops);

-- The words of a text worth completing or correcting to: three characters or more, with a letter
-- (numbers are not misspelt, and shorter words are too alike to tell apart).
CREATE FUNCTION institutions.words_of(body text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w FROM regexp_split_to_table(institutions.search_key(body), ' ') AS w
  WHERE length(w) >= 3 AND w ~ '[[:alpha:]]'
$$;

-- Rewrites the search documents (and adds the words) of the given institutions from their rows.
CREATE FUNCTION institutions.refresh_search(ids integer[]) RETURNS void
  LANGUAGE sql AS $$
  -- Joined, not "= ANY (ids)": a bulk load passes thousands of ids, and ANY would scan them per row.
  DELETE FROM institutions.search_documents d USING unnest(ids) AS changed(id) WHERE d.institution_id = changed.id;
  WITH source AS (
    SELECT i.id, i.name, i.other_names, i.location, own.titles, own.fields, own.last_deadline
    FROM unnest(ids) AS changed(id)
    JOIN institutions.institutions i ON i.id = changed.id
    LEFT JOIN LATERAL (
      SELECT string_agg(s.title, ' ') AS titles, string_agg(s.field_of_study, ' ') AS fields,
             max(s.deadline) AS last_deadline
      FROM institutions.scholarships s
      WHERE s.institution_id = i.id AND s.is_active
    ) own ON true
    WHERE i.is_active
  ),
  written AS (
    INSERT INTO institutions.search_documents (institution_id, name, name_keys, document, last_deadline)
    SELECT id, name,
           '|' || institutions.search_key(name) || '|' ||
             coalesce((SELECT string_agg(institutions.search_key(n) || '|', '') FROM unnest(other_names) AS n), ''),
           setweight(to_tsvector('english', name || ' ' || institutions.joined(other_names)), 'A') ||
           setweight(to_tsvector('english', coalesce(titles, '')), 'B') ||
           setweight(to_tsvector('english', coalesce(fields, '')), 'C') ||
           setweight(to_tsvector('english', location), 'D'),
           last_deadline
    FROM source
  )
  INSERT INTO institutions.search_words (word)
  SELECT DISTINCT w
  FROM source,
       institutions.words_of(concat_ws(' ', name, institutions.joined(other_names), location, titles, fields)) AS w
  ON CONFLICT DO NOTHING;
$$;

CREATE FUNCTION institutions.institutions_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM institutions.refresh_search(ARRAY(SELECT DISTINCT id FROM written));
  RETURN NULL;
END
$$;

CREATE FUNCTION institutions.scholarships_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM institutions.refresh_search(ARRAY(SELECT DISTINCT institution_id FROM written));
  RETURN NULL;
END
$$;

-- An update may move a scholarship: both its institutions are rewritten.
CREATE FUNCTION institutions.scholarships_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM institutions.refresh_search(ARRAY(
    SELECT institution_id FROM written UNION SELECT institution_id FROM removed));
  RETURN NULL;
END
$$;

CREATE FUNCTION institutions.scholarships_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM institutions.refresh_search(ARRAY(SELECT DISTINCT institution_id FROM removed));
  RETURN NULL;
END
$$;

-- Once per statement, over the rows it wrote: a bulk load costs one pass, not one per row.
-- (A deleted institution's document goes with it: ON DELETE CASCADE.)
CREATE TRIGGER search_after_insert AFTER INSERT ON institutions.institutions
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION institutions.institutions_written();
CREATE TRIGGER search_after_update AFTER UPDATE ON institutions.institutions
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION institutions.institutions_written();
CREATE TRIGGER search_after_insert AFTER INSERT ON institutions.scholarships
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION institutions.scholarships_written();
CREATE TRIGGER search_after_update AFTER UPDATE ON institutions.scholarships
  REFERENCING OLD TABLE AS removed NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION institutions.scholarships_changed();
CREATE TRIGGER search_after_delete AFTER DELETE ON institutions.scholarships
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION institutions.scholarships_removed();

-- What is already there.
SELECT institutions.refresh_search(ARRAY(SELECT id FROM institutions.institutions));

-- The search no longer reads these tables' vectors through an index: a page's own rows only.
DROP INDEX institutions.scholarships_search_idx;

-- A search that finds nothing suggests the names and titles closest to what was typed, read in
-- order of trigram distance straight from these indexes.
CREATE INDEX institutions_name_trgm_idx ON institutions.institutions USING gist (name gist_trgm_ops)
  WHERE is_active;
CREATE INDEX scholarships_title_trgm_idx ON institutions.scholarships USING gist (title gist_trgm_ops)
  WHERE is_active;
