-- The housekeeping job deletes what has expired; these indexes let it find those rows without
-- reading whole tables.
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
CREATE INDEX one_time_tokens_expires_at_idx ON one_time_tokens (expires_at);
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
