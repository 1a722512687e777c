-- Content kept by platform admins in the console (docs/console.md#content): a loan type may be
-- deactivated (kept, since loans and lenders' terms name it, but no longer offered), and every
-- content change is audited beside the marketplace's. The entity list repeats every earlier one.
ALTER TABLE loan_types ADD COLUMN is_active boolean NOT NULL DEFAULT true;

ALTER TABLE audit_log DROP CONSTRAINT audit_log_entity_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_entity_check
  CHECK (entity IN ('offer', 'loan', 'renewal', 'remittance', 'provider_setting', 'organization',
                    'roster_upload', 'roster_member', 'settlement_request', 'account', 'provider',
                    'staff_account', 'faq', 'testimonial', 'loan_type', 'institution', 'scholarship'));
