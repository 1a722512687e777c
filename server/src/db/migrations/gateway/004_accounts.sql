-- Accounts are known outside the database by an unguessable public id, so ids in URLs
-- (ResendEmailConfirmation/{userId}) cannot be walked.
ALTER TABLE users ADD COLUMN public_id text;
UPDATE users SET public_id = md5(random()::text || id::text || clock_timestamp()::text) WHERE public_id IS NULL;
ALTER TABLE users ALTER COLUMN public_id SET NOT NULL;
CREATE UNIQUE INDEX users_public_id_key ON users (public_id);

-- A session per login. Only a hash of the token's secret is stored, so a database leak
-- yields no usable tokens; revoking sets revoked_at (logout, password reset).
CREATE TABLE sessions (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- Email confirmation and password reset links: hashed, single use, expiring.
CREATE TABLE one_time_tokens (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, purpose);
