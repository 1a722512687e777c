-- Loans settle early (by a renewal) at their payoff figure, not at what the schedule has left
-- with its future interest (docs/api.md, "Settlement (payoff)").

-- A lender may charge a fee for settling early, in basis points of the principal still owed;
-- none unless set.
ALTER TABLE provider_settings ADD COLUMN early_settlement_fee_bps integer NOT NULL DEFAULT 0
  CHECK (early_settlement_fee_bps BETWEEN 0 AND 1000);

-- The closing figure of a loan settled early (contract Payoff: asOf, amount, principal,
-- accruedInterest, fee, partPayment, remainingSchedule, interestNotCharged).
ALTER TABLE loans ADD COLUMN settled_payoff jsonb;

-- The payoff figure a renewal request was last quoted on (what the borrower was shown). Null:
-- quoted under the old rule (the schedule's remainder), to be re-quoted and the borrower told.
ALTER TABLE loan_renewals ADD COLUMN quoted_settlement jsonb;
