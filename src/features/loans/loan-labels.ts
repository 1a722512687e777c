import type { LoanStatus, RenewalStatus } from '@lendbridge/contract';

export const LOAN_STATUS_TEXT: Record<LoanStatus, string> = {
  awaiting_disbursement: 'Awaiting disbursement',
  active: 'Active',
  repaid: 'Repaid',
};

export const RENEWAL_STATUS_TEXT: Record<RenewalStatus, string> = {
  pending: 'Pending: the lender is reviewing it',
  approved: 'Approved',
  declined: 'Declined',
};
