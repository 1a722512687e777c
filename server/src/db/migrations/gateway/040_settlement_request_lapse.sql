-- A settlement request holds for a while (valid_until, the last day the lender can record the
-- payment against it); the borrower may withdraw it before then, and past that day it lapses
-- (docs/api.md, "Early settlement").
ALTER TABLE settlement_requests ADD COLUMN valid_until date;
UPDATE settlement_requests SET valid_until = (requested_at AT TIME ZONE 'UTC')::date + 14;
ALTER TABLE settlement_requests ALTER COLUMN valid_until SET NOT NULL;
-- When it was withdrawn or lapsed.
ALTER TABLE settlement_requests ADD COLUMN ended_at timestamptz;

ALTER TABLE settlement_requests DROP CONSTRAINT settlement_requests_status_check;
ALTER TABLE settlement_requests ADD CONSTRAINT settlement_requests_status_check
  CHECK (status IN ('open', 'settled', 'withdrawn', 'lapsed'));

-- The lapse job finds open requests past their day without reading the whole table.
CREATE INDEX settlement_requests_open_valid_until_idx ON settlement_requests (valid_until) WHERE status = 'open';
