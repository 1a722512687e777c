import type {
  AuditActor,
  AuditEntity,
  InboxKind,
  InboxState,
  REPLY_LIMITS as CONTRACT_REPLY_LIMITS,
  RosterField,
  RosterOutcome,
  StaffState,
} from '@lendbridge/contract';

export const ROSTER_OUTCOME_TEXT: Record<RosterOutcome, string> = {
  new: 'New',
  changed: 'Changed',
  left: 'Left',
  unchanged: 'Unchanged',
  invalid: 'Invalid',
};

export const ROSTER_FIELD_TEXT: Record<RosterField, string> = {
  fullName: 'Name',
  monthlyNetPay: 'Pay',
  contactEmail: 'Contact',
  onRoster: 'On the roster',
};

export const STAFF_STATE_TEXT: Record<StaffState, string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

export const INBOX_KIND_TEXT: Record<InboxKind, string> = {
  contact: 'Contact',
  partnership: 'Partnership',
};

export const INBOX_STATE_TEXT: Record<InboxState, string> = { open: 'Open', handled: 'Handled' };

export const ROLE_TEXT: Record<AuditActor['roleId'], string> = {
  1: 'Borrower',
  2: 'Lender staff',
  3: 'Platform admin',
  4: 'Organisation administrator',
};

/** Every kind of record the audit log names; the contract's type makes a new one fail to compile until named here. */
export const AUDIT_ENTITY_TEXT: Record<AuditEntity, string> = {
  offer: 'Offer',
  loan: 'Loan',
  renewal: 'Renewal',
  remittance: 'Remittance file',
  provider_setting: 'Lender terms',
  organization: 'Organisation',
  roster_upload: 'Roster file',
  roster_member: 'Person on a roster',
  settlement_request: 'Settlement request',
  account: 'Account',
  message: 'Message',
  provider: 'Lender',
  staff_account: 'Lender staff account',
  faq: 'FAQ answer',
  testimonial: 'Testimonial',
  loan_type: 'Loan type',
  institution: 'Institution',
  scholarship: 'Scholarship',
};

/** The gateway's cap on a reply, mirrored so the form says so first; the contract's type pins it. */
export const REPLY_LIMITS: typeof CONTRACT_REPLY_LIMITS = { textMaxLength: 5000 };
