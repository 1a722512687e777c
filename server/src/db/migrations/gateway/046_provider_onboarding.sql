-- Lenders onboarded from the console (docs/console.md#lenders): a provider's contact phone beside
-- its inbox, staff invited by email, and staff accounts a platform admin can deactivate.
ALTER TABLE providers ADD COLUMN contact_phone text NOT NULL DEFAULT '';
ALTER TABLE providers ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- Slugs are matched whatever their case, like organisation codes.
CREATE UNIQUE INDEX providers_slug_lower_key ON providers (lower(slug));

-- Set while a staff account is deactivated: it cannot log in and its sessions were ended.
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;

-- An invitation to a provider's staff: the link that lets the invitee choose a password.
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check
  CHECK (purpose IN ('verify_email', 'reset_password', 'staff_invite'));

ALTER TABLE audit_log DROP CONSTRAINT audit_log_entity_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_entity_check
  CHECK (entity IN ('offer', 'loan', 'renewal', 'remittance', 'provider_setting', 'organization',
                    'roster_upload', 'roster_member', 'settlement_request', 'account', 'provider',
                    'staff_account'));
