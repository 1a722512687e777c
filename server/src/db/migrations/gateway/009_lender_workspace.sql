-- The lender workspace (docs/requirements.md#lender-workspace): lender staff pay loans out,
-- cancel them, record repayments by hand or from payroll remittance files, decide renewals and
-- edit their provider's terms.

-- Lender staff (role 2) work for one provider; borrowers and admins for none. A staff account
-- not attached to a provider yet cannot use the workspace.
ALTER TABLE users ADD COLUMN provider_id integer REFERENCES providers (id);
ALTER TABLE users ADD CONSTRAINT users_provider_staff_only CHECK (provider_id IS NULL OR role_id = 2);

-- Where a provider is told about accepted offers and renewal requests.
ALTER TABLE providers ADD COLUMN inbox_email text;

-- A loan's provider and roster entry never change; kept on the loan so the workspace's lists and
-- the remittance matching read one table rather than four.
ALTER TABLE loans ADD COLUMN provider_id integer REFERENCES providers (id);
ALTER TABLE loans ADD COLUMN member_id integer REFERENCES organization_members (id);
UPDATE loans l SET provider_id = o.provider_id, member_id = a.member_id
FROM loan_offers o JOIN loan_applications a ON a.id = o.application_id
WHERE o.id = l.offer_id;
ALTER TABLE loans ALTER COLUMN provider_id SET NOT NULL;
ALTER TABLE loans ALTER COLUMN member_id SET NOT NULL;

-- A lender may cancel a loan before paying it out.
ALTER TABLE loans DROP CONSTRAINT loans_status_check;
ALTER TABLE loans ADD CONSTRAINT loans_status_check
  CHECK (status IN ('awaiting_disbursement', 'active', 'repaid', 'cancelled'));
ALTER TABLE loans ADD COLUMN cancel_reason text;

-- What has been paid, in minor units, replaces the count of instalments: repayments can be partial.
-- Paid beyond what was owed is kept apart, to be refunded.
ALTER TABLE loans ADD COLUMN amount_repaid bigint NOT NULL DEFAULT 0 CHECK (amount_repaid >= 0);
ALTER TABLE loans ADD COLUMN amount_overpaid bigint NOT NULL DEFAULT 0 CHECK (amount_overpaid >= 0);
-- Every instalment but the last is the monthly repayment; the last absorbs the rounding.
UPDATE loans l SET amount_repaid = CASE
    WHEN l.status = 'repaid' OR l.installments_paid >= o.tenor_months THEN o.total_repayment
    ELSE LEAST(l.installments_paid * o.monthly_repayment, o.total_repayment) END
FROM loan_offers o WHERE o.id = l.offer_id;
ALTER TABLE loans DROP COLUMN installments_paid;

-- The payout as the lender recorded it.
ALTER TABLE loans ADD COLUMN payout_amount bigint CHECK (payout_amount >= 0);
ALTER TABLE loans ADD COLUMN payout_reference text;

-- Renewals: the new loan replaces the old one, whose outstanding balance its payout settles.
ALTER TABLE loans ADD COLUMN replaces_loan_id uuid REFERENCES loans (id);
ALTER TABLE loans ADD COLUMN settlement_amount bigint CHECK (settlement_amount >= 0);
ALTER TABLE loans ADD COLUMN settled_by_loan_id uuid REFERENCES loans (id);
CREATE UNIQUE INDEX loans_replaces_loan_key ON loans (replaces_loan_id)
  WHERE replaces_loan_id IS NOT NULL AND status <> 'cancelled';

CREATE INDEX loans_provider_status_idx ON loans (provider_id, status, accepted_at DESC);
CREATE INDEX loans_member_idx ON loans (member_id);

-- A renewal keeps the terms it was quoted on when asked, so approving it prices what the
-- borrower saw; and the lender's decision.
ALTER TABLE loan_renewals ADD COLUMN annual_interest_rate_bps integer CHECK (annual_interest_rate_bps >= 0);
ALTER TABLE loan_renewals ADD COLUMN processing_fee_bps integer CHECK (processing_fee_bps >= 0);
UPDATE loan_renewals r SET annual_interest_rate_bps = o.annual_interest_rate_bps,
       processing_fee_bps = CASE WHEN o.principal = 0 THEN 0 ELSE round(o.processing_fee * 10000.0 / o.principal) END
FROM loans l JOIN loan_offers o ON o.id = l.offer_id
WHERE l.id = r.loan_id;
ALTER TABLE loan_renewals ALTER COLUMN annual_interest_rate_bps SET NOT NULL;
ALTER TABLE loan_renewals ALTER COLUMN processing_fee_bps SET NOT NULL;
ALTER TABLE loan_renewals ADD COLUMN decided_by integer REFERENCES users (id);
ALTER TABLE loan_renewals ADD COLUMN decision_reason text;
ALTER TABLE loans ADD COLUMN renewal_id uuid REFERENCES loan_renewals (id);
CREATE UNIQUE INDEX loans_renewal_key ON loans (renewal_id) WHERE renewal_id IS NOT NULL;

-- A payroll remittance file, applied once per provider (by the hash of its text), and what
-- became of each of its rows.
CREATE TABLE remittance_uploads (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider_id     integer NOT NULL REFERENCES providers (id),
  organization_id integer NOT NULL REFERENCES organizations (id),
  file_hash       text NOT NULL,
  file_name       text NOT NULL,
  -- RemittanceTotals as applied.
  totals          jsonb NOT NULL,
  uploaded_by     integer NOT NULL REFERENCES users (id),
  applied_at      timestamptz NOT NULL,
  UNIQUE (provider_id, file_hash)
);
CREATE INDEX remittance_uploads_provider_idx ON remittance_uploads (provider_id, applied_at DESC);

CREATE TABLE remittance_rows (
  upload_id     uuid NOT NULL REFERENCES remittance_uploads (id),
  line          integer NOT NULL,
  -- RemittanceRow as applied.
  row           jsonb NOT NULL,
  PRIMARY KEY (upload_id, line)
);

-- Every repayment received. A reference is recorded once per provider, whichever way it came.
CREATE TABLE loan_repayments (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  loan_id         uuid NOT NULL REFERENCES loans (id),
  provider_id     integer NOT NULL REFERENCES providers (id),
  amount          bigint NOT NULL CHECK (amount > 0),
  applied_amount  bigint NOT NULL CHECK (applied_amount >= 0),
  overpaid_amount bigint NOT NULL CHECK (overpaid_amount >= 0),
  paid_on         date NOT NULL,
  reference       text NOT NULL,
  source          text NOT NULL CHECK (source IN ('manual', 'remittance', 'renewal_settlement')),
  remittance_id   uuid REFERENCES remittance_uploads (id),
  recorded_by     integer REFERENCES users (id),
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (applied_amount + overpaid_amount = amount)
);
CREATE UNIQUE INDEX loan_repayments_reference_key ON loan_repayments (provider_id, upper(reference));
CREATE INDEX loan_repayments_loan_idx ON loan_repayments (loan_id, recorded_at);

-- Lender actions are audited too: repayments, remittance files and changes to a provider's
-- terms (which have no uuid of their own: entity_id is null, details hold before and after).
ALTER TABLE audit_log DROP CONSTRAINT audit_log_entity_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_entity_check
  CHECK (entity IN ('offer', 'loan', 'renewal', 'remittance', 'provider_setting'));
ALTER TABLE audit_log ALTER COLUMN entity_id DROP NOT NULL;
ALTER TABLE audit_log ALTER COLUMN to_status DROP NOT NULL;
ALTER TABLE audit_log ADD COLUMN provider_id integer REFERENCES providers (id);
CREATE INDEX audit_log_provider_idx ON audit_log (provider_id, occurred_at DESC) WHERE provider_id IS NOT NULL;

-- The expiry job finds open offers past their expiry without reading the whole table.
CREATE INDEX loan_offers_open_expiry_idx ON loan_offers (expires_at) WHERE status = 'offered';
