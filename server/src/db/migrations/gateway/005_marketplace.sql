-- The marketplace: an eligibility check that passed becomes an application with one offer per
-- eligible provider; accepting an offer makes a loan; an active loan can be renewed. Amounts
-- are integer minor units (bigint) and rates integer basis points. Ids are UUIDs so they can
-- appear in URLs without revealing how many there are.

CREATE TABLE loan_applications (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Null while a visitor's check waits for them to log in with the email they gave.
  user_id         integer REFERENCES users (id),
  email           text NOT NULL,
  organization_id integer NOT NULL REFERENCES organizations (id),
  member_id       integer NOT NULL REFERENCES organization_members (id),
  loan_type_id    integer NOT NULL REFERENCES loan_types (id),
  amount          bigint NOT NULL CHECK (amount > 0),
  tenor_months    integer NOT NULL CHECK (tenor_months >= 1),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loan_applications_user_idx ON loan_applications (user_id);
CREATE INDEX loan_applications_email_idx ON loan_applications (lower(email)) WHERE user_id IS NULL;
CREATE INDEX loan_applications_member_idx ON loan_applications (member_id);

CREATE TABLE loan_offers (
  id                       uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id           uuid NOT NULL REFERENCES loan_applications (id),
  provider_id              integer NOT NULL REFERENCES providers (id),
  principal                bigint NOT NULL CHECK (principal > 0),
  processing_fee           bigint NOT NULL CHECK (processing_fee >= 0),
  amount_received          bigint NOT NULL CHECK (amount_received >= 0),
  tenor_months             integer NOT NULL CHECK (tenor_months >= 1),
  annual_interest_rate_bps integer NOT NULL CHECK (annual_interest_rate_bps >= 0),
  apr_bps                  integer NOT NULL CHECK (apr_bps >= 0),
  monthly_repayment        bigint NOT NULL CHECK (monthly_repayment >= 0),
  total_repayment          bigint NOT NULL CHECK (total_repayment >= 0),
  total_cost_of_credit     bigint NOT NULL CHECK (total_cost_of_credit >= 0),
  -- 'expired' is also read from expires_at: an open offer past its expiry counts as expired.
  status                   text NOT NULL DEFAULT 'offered'
                             CHECK (status IN ('offered', 'accepted', 'declined', 'withdrawn', 'expired')),
  created_at               timestamptz NOT NULL DEFAULT now(),
  expires_at               timestamptz NOT NULL,
  decided_at               timestamptz,
  UNIQUE (application_id, provider_id)
);
CREATE INDEX loan_offers_application_idx ON loan_offers (application_id);

-- A loan's terms are its accepted offer's, which never change once accepted.
CREATE TABLE loans (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  offer_id          uuid NOT NULL UNIQUE REFERENCES loan_offers (id),
  user_id           integer NOT NULL REFERENCES users (id),
  status            text NOT NULL CHECK (status IN ('awaiting_disbursement', 'active', 'repaid')),
  installments_paid integer NOT NULL DEFAULT 0 CHECK (installments_paid >= 0),
  consented_at      timestamptz NOT NULL,
  accepted_at       timestamptz NOT NULL,
  disbursed_at      timestamptz,
  closed_at         timestamptz
);
CREATE INDEX loans_user_idx ON loans (user_id);

CREATE TABLE loan_renewals (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  loan_id      uuid NOT NULL REFERENCES loans (id),
  user_id      integer NOT NULL REFERENCES users (id),
  amount       bigint NOT NULL CHECK (amount > 0),
  tenor_months integer NOT NULL CHECK (tenor_months >= 1),
  reason       text NOT NULL DEFAULT '',
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_at   timestamptz
);
-- The database itself refuses a second pending renewal of one loan, whatever races the code.
CREATE UNIQUE INDEX loan_renewals_one_pending ON loan_renewals (loan_id) WHERE status = 'pending';

-- Every state change of an offer, loan or renewal, written in the same transaction as the change.
CREATE TABLE audit_log (
  id            bigserial PRIMARY KEY,
  occurred_at   timestamptz NOT NULL DEFAULT now(),
  actor_user_id integer REFERENCES users (id),
  entity        text NOT NULL CHECK (entity IN ('offer', 'loan', 'renewal')),
  entity_id     uuid NOT NULL,
  action        text NOT NULL,
  from_status   text,
  to_status     text NOT NULL,
  details       jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);

-- Answers to accept, decline and renew kept by Idempotency-Key, so a retry gets the first answer.
CREATE TABLE idempotency_keys (
  user_id      integer NOT NULL REFERENCES users (id),
  key          text NOT NULL,
  request_hash text NOT NULL,
  status_code  integer NOT NULL,
  response     jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
