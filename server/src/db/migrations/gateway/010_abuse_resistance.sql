-- Sign-in codes: past the failed-login limit, a login from a network the owner has not used
-- needs the password and a code emailed to the account (docs/security.md). Salted hashes only.
CREATE TABLE login_codes (
  id         bigserial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  salt       text NOT NULL,
  code_hash  text NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX login_codes_user_idx ON login_codes (user_id, id DESC);
CREATE INDEX login_codes_expires_at_idx ON login_codes (expires_at);

-- "The same repayment reference" is decided once, by the gateway (referenceKey in
-- server/src/gateway/lender/repayments.ts: Unicode compatibility forms and case folded), and
-- stored, so the unique index and every check compare the same key. Rows recorded before this
-- get the database's own folding, which is the same for the ASCII references they hold.
ALTER TABLE loan_repayments ADD COLUMN reference_key text;
UPDATE loan_repayments SET reference_key = upper(normalize(btrim(reference), NFKC));
ALTER TABLE loan_repayments ALTER COLUMN reference_key SET NOT NULL;
DROP INDEX loan_repayments_reference_key;
CREATE UNIQUE INDEX loan_repayments_reference_key ON loan_repayments (provider_id, reference_key);
