-- Remembers that demo data was loaded, so a later start may top it up but a database that
-- already holds real data is never seeded by accident.
CREATE TABLE seed_runs (
  name   text PRIMARY KEY,
  ran_at timestamptz NOT NULL DEFAULT now()
);
