import type { LoanState, OfferStatus, RenewalStatus } from '@lendbridge/contract';
import { Conflict } from '../errors/domain-errors';
import { formatDate } from './format';

/**
 * The lifecycles of docs/requirements.md#offer-states. Anything not listed here is illegal: the
 * request is refused with 409 and nothing changes.
 *   offer:   offered → accepted | declined | withdrawn | expired
 *   loan:    awaiting_disbursement → active (paid out) | cancelled; active → repaid
 *            (paid in full, or settled by a renewal loan's payout)
 *   renewal: pending → approved | declined
 */
const OFFER_TRANSITIONS: Record<OfferStatus, readonly OfferStatus[]> = {
  offered: ['accepted', 'declined', 'withdrawn', 'expired'],
  accepted: [],
  declined: [],
  withdrawn: [],
  expired: [],
};

const LOAN_TRANSITIONS: Record<LoanState, readonly LoanState[]> = {
  awaiting_disbursement: ['active', 'cancelled'],
  active: ['repaid'],
  repaid: [],
  cancelled: [],
};

const RENEWAL_TRANSITIONS: Record<RenewalStatus, readonly RenewalStatus[]> = {
  pending: ['approved', 'declined'],
  approved: [],
  declined: [],
};

/** An open offer past its expiry is expired whether or not that was written down yet. */
export function effectiveOfferStatus(status: OfferStatus, expiresAt: Date, now: Date): OfferStatus {
  return status === 'offered' && expiresAt.getTime() <= now.getTime() ? 'expired' : status;
}

const NEW_CHECK = 'Run a new eligibility check for fresh offers.';

function whyOfferIsClosed(from: OfferStatus, expiresAt: Date): string {
  switch (from) {
    case 'accepted':
      return 'You have already accepted this offer.';
    case 'declined':
      return `You declined this offer, so it can no longer be accepted. ${NEW_CHECK}`;
    case 'withdrawn':
      return `This offer was withdrawn when you accepted another offer from the same check. ${NEW_CHECK}`;
    case 'expired':
      return `This offer expired on ${formatDate(expiresAt)}. ${NEW_CHECK}`;
    case 'offered':
      return 'This offer is still open.';
  }
}

export function assertOfferTransition(from: OfferStatus, to: OfferStatus, expiresAt: Date): void {
  if (OFFER_TRANSITIONS[from].includes(to)) return;
  throw new Conflict(whyOfferIsClosed(from, expiresAt), { reason: 'illegal_transition' });
}

const LOAN_STATE_WORDS: Record<LoanState, string> = {
  awaiting_disbursement: 'is still waiting to be paid out',
  active: 'is being repaid',
  repaid: 'has been repaid',
  cancelled: 'was cancelled',
};

/** What moving to each state means, in the words of a refusal. */
const LOAN_MOVE_WORDS: Record<LoanState, string> = {
  awaiting_disbursement: 'wait to be paid out',
  active: 'be paid out',
  repaid: 'be marked repaid',
  cancelled: 'be cancelled',
};

const illegal = (message: string) => new Conflict(message, { reason: 'illegal_transition' });

export function assertLoanTransition(from: LoanState, to: LoanState): void {
  if (LOAN_TRANSITIONS[from].includes(to)) return;
  throw illegal(`This loan ${LOAN_STATE_WORDS[from]}, so it cannot ${LOAN_MOVE_WORDS[to]}.`);
}

/** Repayments go to a loan being repaid, and nowhere else. */
export function assertTakesRepayments(status: LoanState): void {
  if (status === 'active') return;
  throw illegal(`This loan ${LOAN_STATE_WORDS[status]}, so it cannot take repayments.`);
}

export function assertRenewalTransition(from: RenewalStatus, to: RenewalStatus): void {
  if (RENEWAL_TRANSITIONS[from].includes(to)) return;
  throw illegal(`This renewal request was already ${from}, so it cannot be ${to}.`);
}

/**
 * Only a loan being repaid can be renewed (topped up), and only once at a time: not while a
 * request is pending, nor while an approved renewal's new loan waits to be paid out.
 */
export function assertRenewable(
  status: LoanState,
  open: { pendingRenewal: boolean; replacementAwaitingPayout: boolean },
): void {
  if (status !== 'active') {
    throw illegal(`This loan ${LOAN_STATE_WORDS[status]}, so it cannot be renewed.`);
  }
  if (open.pendingRenewal) {
    throw illegal(
      'You already asked to renew this loan. The lender is reviewing that request and will tell you its answer.',
    );
  }
  if (open.replacementAwaitingPayout) {
    throw illegal(
      'The lender approved your renewal of this loan and will pay out the new loan, which settles this one.',
    );
  }
}
