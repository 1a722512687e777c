-- The operators' console (docs/console.md): platform admins (role 3) run the marketplace, and
-- organisation administrators (role 4: HR or bursary staff) keep their one employer's or
-- school's roster.
ALTER TABLE users DROP CONSTRAINT users_role_id_check;
ALTER TABLE users ADD CONSTRAINT users_role_id_check CHECK (role_id IN (1, 2, 3, 4));
ALTER TABLE users ADD COLUMN organization_id integer REFERENCES organizations (id);
ALTER TABLE users ADD CONSTRAINT users_organization_admin_only CHECK (organization_id IS NULL OR role_id = 4);

-- Who at the organisation receives the month's deduction schedule.
ALTER TABLE organizations ADD COLUMN payroll_contact_name text NOT NULL DEFAULT '';
ALTER TABLE organizations ADD COLUMN payroll_contact_email text NOT NULL DEFAULT '';
ALTER TABLE organizations ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- Codes are matched whatever their case (the remittance upload and the eligibility check do).
CREATE UNIQUE INDEX organizations_code_upper_key ON organizations (upper(code));

-- The roster is matched on the staff number whatever its case, as the eligibility check does.
CREATE INDEX organization_members_reg_no_upper_idx ON organization_members (organization_id, upper(reg_no));

-- A roster file applied: what it changed, counted. The rows' own before and after are in the audit log.
CREATE TABLE roster_uploads (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id integer NOT NULL REFERENCES organizations (id),
  file_hash       text NOT NULL,
  file_name       text NOT NULL,
  totals          jsonb NOT NULL,
  uploaded_by     integer NOT NULL REFERENCES users (id),
  applied_at      timestamptz NOT NULL
);
CREATE INDEX roster_uploads_organization_idx ON roster_uploads (organization_id, applied_at DESC);

-- Operators' changes are audited beside the marketplace's: organisations and roster members
-- have integer ids, kept in record_id; organization_id lets an organisation's own log be listed.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_entity_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_entity_check
  CHECK (entity IN ('offer', 'loan', 'renewal', 'remittance', 'provider_setting', 'organization',
                    'roster_upload', 'roster_member'));
ALTER TABLE audit_log ADD COLUMN record_id text;
ALTER TABLE audit_log ADD COLUMN organization_id integer REFERENCES organizations (id);
CREATE INDEX audit_log_organization_idx ON audit_log (organization_id, occurred_at DESC)
  WHERE organization_id IS NOT NULL;
