-- A borrower may close their account (docs/privacy.md): the row stays so the loan records a
-- lender must keep still name whose loan it was, but everything personal on it is erased.
ALTER TABLE users ADD COLUMN closed_at timestamptz;

-- Closing and exporting are audited beside the marketplace's changes.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_entity_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_entity_check
  CHECK (entity IN ('offer', 'loan', 'renewal', 'remittance', 'provider_setting', 'organization',
                    'roster_upload', 'roster_member', 'settlement_request', 'account'));
