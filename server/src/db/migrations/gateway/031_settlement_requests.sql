-- A borrower may ask to settle a loan early; the lender records the settlement payment, which
-- closes the loan at that day's payoff figure (docs/api.md, "Early settlement").

CREATE TABLE settlement_requests (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  loan_id           uuid NOT NULL REFERENCES loans (id),
  user_id           integer NOT NULL REFERENCES users (id),
  status            text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
  -- The payoff figure the borrower was shown when asking (contract Settlement).
  quoted_settlement jsonb NOT NULL,
  requested_at      timestamptz NOT NULL,
  settled_at        timestamptz,
  settled_by        integer REFERENCES users (id),
  repayment_id      uuid REFERENCES loan_repayments (id)
);
-- One open request per loan: a second ask while one is open is refused, not queued.
CREATE UNIQUE INDEX settlement_requests_one_open ON settlement_requests (loan_id) WHERE status = 'open';

ALTER TABLE loan_repayments DROP CONSTRAINT loan_repayments_source_check;
ALTER TABLE loan_repayments ADD CONSTRAINT loan_repayments_source_check
  CHECK (source IN ('manual', 'remittance', 'renewal_settlement', 'early_settlement'));

ALTER TABLE audit_log DROP CONSTRAINT audit_log_entity_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_entity_check
  CHECK (entity IN ('offer', 'loan', 'renewal', 'remittance', 'provider_setting', 'organization',
                    'roster_upload', 'roster_member', 'settlement_request'));
