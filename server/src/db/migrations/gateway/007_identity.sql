-- Roster-verified identity (docs/requirements.md#identity): before anything personal is shown, a
-- person proves they control the contact their organisation vouches for with an emailed one-time
-- code. A proven roster entry binds to one account; offers, loans and renewals follow the
-- binding, never an email typed into a form.

-- The contact the employer or school vouches for. Someone who leaves the roster keeps their
-- row (their loans refer to it) but is no longer on_roster.
ALTER TABLE organization_members ADD COLUMN contact_email text;
ALTER TABLE organization_members ADD COLUMN on_roster boolean NOT NULL DEFAULT true;

-- One-time codes, keyed on what was typed (organisation and number) rather than on the roster
-- row: a number that is not on the roster gets a code too, never sent, so asking for and trying
-- codes answer the same whether or not the number exists. Only a salted hash is stored.
CREATE TABLE identity_codes (
  id              bigserial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations (id),
  reg_no_key      text NOT NULL,
  member_id       integer REFERENCES organization_members (id),
  contact         text,
  salt            text NOT NULL,
  code_hash       text NOT NULL,
  attempts        integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  -- Set when the code was used, replaced by a newer one or tried too often.
  closed_at       timestamptz
);
CREATE INDEX identity_codes_open_idx ON identity_codes (organization_id, reg_no_key) WHERE closed_at IS NULL;

-- What a right code earns: a bearer proof (hashed) that lets this browser see the member's
-- check and, once it logs in or registers, bind the member to the account.
CREATE TABLE identity_proofs (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id   integer NOT NULL REFERENCES organization_members (id),
  contact     text NOT NULL,
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);

-- One roster entry, one account. The contact it was proven with and when: a changed contact or
-- an old proof means proving again.
CREATE TABLE identity_bindings (
  member_id  integer PRIMARY KEY REFERENCES organization_members (id),
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contact    text NOT NULL,
  proven_at  timestamptz NOT NULL
);
CREATE INDEX identity_bindings_user_idx ON identity_bindings (user_id);

-- A visitor's check belongs to the proof it was made with until that proof binds to an account.
ALTER TABLE loan_applications ADD COLUMN identity_proof_id uuid REFERENCES identity_proofs (id);
CREATE INDEX loan_applications_proof_idx ON loan_applications (identity_proof_id) WHERE user_id IS NULL;
-- The typed email no longer owns anything.
ALTER TABLE loan_applications ALTER COLUMN email DROP NOT NULL;
DROP INDEX loan_applications_email_idx;

-- What a pending renewal would cost each month, so affordability counts it before the lender decides.
ALTER TABLE loan_renewals ADD COLUMN monthly_repayment bigint CHECK (monthly_repayment >= 0);

-- Everything about a borrower that was made available to a lender: who, what, when and why.
CREATE TABLE lender_disclosures (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider_id  integer NOT NULL REFERENCES providers (id),
  loan_id      uuid NOT NULL REFERENCES loans (id),
  reason       text NOT NULL CHECK (reason IN ('offer_accepted', 'renewal_requested')),
  -- [{label, value}] exactly as disclosed.
  items        jsonb NOT NULL,
  disclosed_at timestamptz NOT NULL
);
CREATE INDEX lender_disclosures_user_idx ON lender_disclosures (user_id, disclosed_at DESC);
