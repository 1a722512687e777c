-- The institutions service owns its own schema; the gateway never reads these tables.
CREATE SCHEMA IF NOT EXISTS institutions;

CREATE TABLE institutions.institutions (
  id                serial PRIMARY KEY,
  slug              text NOT NULL UNIQUE,
  name              text NOT NULL,
  location          text NOT NULL,
  description       text NOT NULL,
  website           text NOT NULL,
  -- Links a partner institution to the gateway organization its students borrow through.
  organization_code text,
  is_partner        boolean NOT NULL DEFAULT false,
  is_active         boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE institutions.scholarships (
  id                  serial PRIMARY KEY,
  institution_id      integer NOT NULL REFERENCES institutions.institutions (id),
  title               text NOT NULL,
  amount              bigint NOT NULL CHECK (amount > 0),
  currency            text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  deadline            date NOT NULL,
  level               text NOT NULL,
  field_of_study      text NOT NULL,
  eligibility_summary text NOT NULL,
  how_to_apply        text NOT NULL,
  is_active           boolean NOT NULL DEFAULT true,
  UNIQUE (institution_id, title)
);

-- Same role as the gateway's seed_runs, kept in this service's own schema.
CREATE TABLE institutions.seed_runs (
  name   text PRIMARY KEY,
  ran_at timestamptz NOT NULL DEFAULT now()
);
