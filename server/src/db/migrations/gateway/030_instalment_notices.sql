-- Emails about a loan's instalments: a reminder a few days before each payroll deduction and a
-- notice once an instalment is overdue. One row per instalment and kind, written in the job's
-- transaction before the email is composed, so each is sent once however many replicas run it.
CREATE TABLE instalment_notices (
  loan_id             uuid NOT NULL REFERENCES loans (id),
  installment_number  integer NOT NULL CHECK (installment_number > 0),
  kind                text NOT NULL CHECK (kind IN ('reminder', 'overdue')),
  due_date            date NOT NULL,
  amount              bigint NOT NULL CHECK (amount > 0),
  sent_at             timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (loan_id, installment_number, kind)
);

-- Kinds of non-essential email a borrower stopped with the link in one of them.
CREATE TABLE email_opt_outs (
  user_id        integer NOT NULL REFERENCES users (id),
  kind           text NOT NULL CHECK (kind IN ('payment_reminders')),
  opted_out_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);

-- The links that stop a kind of email, kept as SHA-256 hashes like every other token: whoever
-- holds one can stop (or restart) that kind for that account and nothing else.
CREATE TABLE email_stop_links (
  token_hash   text PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id),
  kind         text NOT NULL CHECK (kind IN ('payment_reminders')),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_stop_links_user_idx ON email_stop_links (user_id);
