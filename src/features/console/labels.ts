import type { RosterField, RosterOutcome, StaffState } from '@lendbridge/contract';

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
