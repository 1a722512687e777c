-- Search over institutions and their scholarships with PostgreSQL full-text search: it needs no
-- extension, so the same migration runs on PGlite and on any PostgreSQL server.
--
-- Each table keeps its own search vector as a generated column, so it can never fall out of
-- step with the text it is made from. Weights rank a hit in a name or title (A) above one in
-- a field of study (B) and both above one in a location (C). The 'english' configuration lower-
-- cases and stems, so "Engineers" finds "Engineering" and "scholarships" finds "Scholarship".
ALTER TABLE institutions.institutions
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, name), 'A') ||
    setweight(to_tsvector('english'::regconfig, location), 'C')
  ) STORED;

ALTER TABLE institutions.scholarships
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, title), 'A') ||
    setweight(to_tsvector('english'::regconfig, field_of_study), 'B')
  ) STORED;

-- fastupdate off: listings are read far more often than written, and a pending list of
-- unindexed entries would be scanned by every search until a vacuum merged it.
CREATE INDEX institutions_search_idx ON institutions.institutions USING gin (search_vector)
  WITH (fastupdate = off);
CREATE INDEX scholarships_search_idx ON institutions.scholarships USING gin (search_vector)
  WITH (fastupdate = off);

-- Scholarships are always read per institution; the listing pages through active institutions by name.
CREATE INDEX scholarships_institution_idx ON institutions.scholarships (institution_id, deadline, id)
  WHERE is_active;
CREATE INDEX institutions_active_name_idx ON institutions.institutions (name, id) WHERE is_active;
