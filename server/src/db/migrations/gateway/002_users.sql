-- Accounts. roleId 1 is a borrower (isUser true); 2 lender staff and 3 platform admin use
-- other tools and are refused on this site (docs/requirements.md#roles).
CREATE TABLE users (
  id              serial PRIMARY KEY,
  email           text NOT NULL,
  password_hash   text NOT NULL,
  first_name      text NOT NULL,
  last_name       text NOT NULL,
  phone           text NOT NULL DEFAULT '',
  role_id         integer NOT NULL CHECK (role_id IN (1, 2, 3)),
  email_confirmed boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
-- Emails are unique whatever their case, so Ada@x and ada@x are one account.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
