import type { LoanState, RemittanceOutcome, RenewalStatus } from '@lendbridge/contract';

/** A loan's state as staff read it (the borrower's dashboard has its own words). */
export const LENDER_LOAN_STATE_TEXT: Record<LoanState, string> = {
  awaiting_disbursement: 'Awaiting payout',
  active: 'Being repaid',
  repaid: 'Repaid',
  cancelled: 'Cancelled',
};

export const LENDER_RENEWAL_STATUS_TEXT: Record<RenewalStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

export const REMITTANCE_OUTCOME_TEXT: Record<RemittanceOutcome, string> = {
  matched: 'Matched',
  unmatched: 'Unmatched',
  duplicate: 'Duplicate',
};
