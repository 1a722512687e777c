-- The console's inbox (docs/console.md#messages): each stored message gets an id the console can
-- name whatever its table, a handled mark, and the replies sent to it.
ALTER TABLE contact_messages ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE contact_messages ADD COLUMN handled_at timestamptz;
ALTER TABLE contact_messages ADD COLUMN handled_by integer REFERENCES users (id);
CREATE UNIQUE INDEX contact_messages_public_id_key ON contact_messages (public_id);
-- The inbox lists newest first, paged by (created_at, public_id).
CREATE INDEX contact_messages_inbox_idx ON contact_messages (created_at, public_id);

ALTER TABLE partnership_messages ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE partnership_messages ADD COLUMN handled_at timestamptz;
ALTER TABLE partnership_messages ADD COLUMN handled_by integer REFERENCES users (id);
CREATE UNIQUE INDEX partnership_messages_public_id_key ON partnership_messages (public_id);
CREATE INDEX partnership_messages_inbox_idx ON partnership_messages (created_at, public_id);

-- A reply emailed from the console: to whom, what it said, who sent it and when. It goes with its
-- message: closing an account erases the contact messages sent from its address (docs/privacy.md),
-- and the replies to them with it.
CREATE TABLE message_replies (
  id                      bigserial PRIMARY KEY,
  contact_message_id      integer REFERENCES contact_messages (id) ON DELETE CASCADE,
  partnership_message_id  integer REFERENCES partnership_messages (id) ON DELETE CASCADE,
  replied_by              integer NOT NULL REFERENCES users (id),
  sent_to                 text NOT NULL,
  subject                 text NOT NULL,
  body                    text NOT NULL,
  replied_at              timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(contact_message_id, partnership_message_id) = 1)
);
CREATE INDEX message_replies_contact_idx ON message_replies (contact_message_id)
  WHERE contact_message_id IS NOT NULL;
CREATE INDEX message_replies_partnership_idx ON message_replies (partnership_message_id)
  WHERE partnership_message_id IS NOT NULL;

-- Handling a message is audited like every other change. The list repeats every earlier one
-- (the lenders' and the content's from 046 and 047).
ALTER TABLE audit_log DROP CONSTRAINT audit_log_entity_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_entity_check
  CHECK (entity IN ('offer', 'loan', 'renewal', 'remittance', 'provider_setting', 'organization',
                    'roster_upload', 'roster_member', 'settlement_request', 'account', 'provider',
                    'staff_account', 'faq', 'testimonial', 'loan_type', 'institution', 'scholarship',
                    'message'));

-- The console's audit log view (docs/console.md#audit-log) pages newest first by
-- (occurred_at, id), over everything or filtered by who acted or by one record: each filter
-- reads its own index in that order, however large the log grows.
CREATE INDEX audit_log_time_idx ON audit_log (occurred_at, id);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, occurred_at, id) WHERE actor_user_id IS NOT NULL;
CREATE INDEX audit_log_entity_id_idx ON audit_log (entity_id, occurred_at, id) WHERE entity_id IS NOT NULL;
CREATE INDEX audit_log_record_id_idx ON audit_log (record_id, occurred_at, id) WHERE record_id IS NOT NULL;
-- (entity, entity_id) lookups (a loan's events) now use audit_log_entity_id_idx: one index fewer to write.
DROP INDEX audit_log_entity_idx;
