-- What people send us from the site's forms. Every message is kept, so nothing depends on the
-- team inbox email arriving. Honeypot submissions are never stored.
CREATE TABLE contact_messages (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  email       text NOT NULL,
  subject     text NOT NULL,
  message     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE partnership_messages (
  id                 serial PRIMARY KEY,
  organization       text NOT NULL,
  contact_name       text NOT NULL,
  email              text NOT NULL,
  phone              text NOT NULL,
  partnership_kind   text NOT NULL CHECK (partnership_kind IN ('lender', 'employer', 'school', 'other')),
  message            text NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now()
);

-- Feedback may be anonymous; a logged-in person's stays attached to the account while it exists.
CREATE TABLE feedback (
  id          serial PRIMARY KEY,
  user_id     integer REFERENCES users (id) ON DELETE SET NULL,
  comment     text NOT NULL,
  page        text,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- One row per "send invitations" and one invitation per friend. The link's token is stored
-- only as a hash, like every other token. A referrer invites a given address once: a second
-- invitation of the same friend sends nothing, so the form cannot be used to spam someone.
CREATE TABLE referrals (
  id           serial PRIMARY KEY,
  referrer_id  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_name    text NOT NULL,
  message      text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE referral_invitations (
  id              serial PRIMARY KEY,
  public_id       text NOT NULL UNIQUE,
  referral_id     integer NOT NULL REFERENCES referrals (id) ON DELETE CASCADE,
  referrer_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friend_email    text NOT NULL,
  token_hash      text NOT NULL UNIQUE,
  joined_user_id  integer REFERENCES users (id) ON DELETE SET NULL,
  joined_at       timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX referral_invitations_friend_key ON referral_invitations (referrer_id, lower(friend_email));
-- An account joins through at most one invitation.
CREATE UNIQUE INDEX referral_invitations_joined_key ON referral_invitations (joined_user_id);
