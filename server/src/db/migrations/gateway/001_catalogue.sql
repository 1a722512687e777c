-- The marketplace catalogue: loan types, providers and their lending settings, the
-- organizations borrowers work or study at, and the public content (FAQ, testimonials).

CREATE TABLE loan_types (
  id          serial PRIMARY KEY,
  code        text NOT NULL UNIQUE,
  name        text NOT NULL,
  description text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE providers (
  id         serial PRIMARY KEY,
  slug       text NOT NULL UNIQUE,
  name       text NOT NULL,
  summary    text NOT NULL,
  website    text NOT NULL,
  licence    text NOT NULL,
  is_active  boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE organizations (
  id         serial PRIMARY KEY,
  code       text NOT NULL UNIQUE,
  name       text NOT NULL,
  kind       text NOT NULL CHECK (kind IN ('employer', 'school')),
  status     boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Money is integer minor units (bigint), rates integer basis points: no floats anywhere.
CREATE TABLE provider_settings (
  id                       serial PRIMARY KEY,
  provider_id              integer NOT NULL REFERENCES providers (id),
  loan_type_id             integer NOT NULL REFERENCES loan_types (id),
  min_amount               bigint NOT NULL CHECK (min_amount > 0),
  max_amount               bigint NOT NULL,
  min_tenor_months         integer NOT NULL CHECK (min_tenor_months >= 1),
  max_tenor_months         integer NOT NULL,
  annual_interest_rate_bps integer NOT NULL CHECK (annual_interest_rate_bps >= 0),
  processing_fee_bps       integer NOT NULL CHECK (processing_fee_bps >= 0),
  UNIQUE (provider_id, loan_type_id),
  CHECK (max_amount >= min_amount),
  CHECK (max_tenor_months >= min_tenor_months)
);

CREATE TABLE provider_setting_organizations (
  provider_setting_id integer NOT NULL REFERENCES provider_settings (id) ON DELETE CASCADE,
  organization_id     integer NOT NULL REFERENCES organizations (id),
  PRIMARY KEY (provider_setting_id, organization_id)
);

-- The roster an organization shares so a registration or staff number can be verified.
CREATE TABLE organization_members (
  id              serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations (id),
  reg_no          text NOT NULL,
  full_name       text NOT NULL,
  monthly_net_pay bigint NOT NULL CHECK (monthly_net_pay >= 0),
  UNIQUE (organization_id, reg_no)
);

CREATE TABLE faqs (
  id          serial PRIMARY KEY,
  question    text NOT NULL UNIQUE,
  answer      text NOT NULL,
  category    text NOT NULL,
  is_approved boolean NOT NULL DEFAULT false,
  sort_order  integer NOT NULL DEFAULT 0
);

CREATE TABLE testimonials (
  id           serial PRIMARY KEY,
  author       text NOT NULL,
  role         text NOT NULL,
  quote        text NOT NULL UNIQUE,
  rating       integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  is_published boolean NOT NULL DEFAULT true
);
