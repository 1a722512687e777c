import type { LoanState, RemittanceOutcome, RenewalStatus, SettlementRequest } from '@lendbridge/contract';
import { formatCalendarDate, formatDateTime } from '../../lib/dates';

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

/** Where a borrower's request to settle early stands, as staff read it (docs/api.md, "Early settlement"). */
export function settlementRequestState(request: SettlementRequest): string {
  switch (request.status) {
    case 'open':
      return `open until ${formatCalendarDate(request.validUntil)}: record the settlement payment when it arrives`;
    case 'settled':
      return `settled on ${formatDateTime(request.settledAt ?? request.requestedAt)}`;
    case 'withdrawn':
      return `withdrawn by the borrower on ${formatDateTime(request.endedAt ?? request.requestedAt)}`;
    case 'lapsed':
      return `lapsed: no payment was recorded by ${formatCalendarDate(request.validUntil)}`;
  }
}
