import type { LoanStatus, OfferStatus } from '@lendbridge/contract';
import { HttpError } from '../../http/errors';
import { formatDate } from './format';

/**
 * The lifecycles of ARCHITECTURE.md §4. Anything not listed here is illegal: the request is
 * refused with 409 and nothing changes.
 *   offer: offered → accepted | declined | withdrawn | expired
 *   loan:  awaiting_disbursement → active → repaid
 */
const OFFER_TRANSITIONS: Record<OfferStatus, readonly OfferStatus[]> = {
  offered: ['accepted', 'declined', 'withdrawn', 'expired'],
  accepted: [],
  declined: [],
  withdrawn: [],
  expired: [],
};

const LOAN_TRANSITIONS: Record<LoanStatus, readonly LoanStatus[]> = {
  awaiting_disbursement: ['active'],
  active: ['repaid'],
  repaid: [],
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
  throw new HttpError(409, whyOfferIsClosed(from, expiresAt), { error: 'illegal_transition' });
}

const LOAN_STATE_WORDS: Record<LoanStatus, string> = {
  awaiting_disbursement: 'is still waiting to be paid out',
  active: 'is being repaid',
  repaid: 'has been repaid',
};

export function assertLoanTransition(from: LoanStatus, to: LoanStatus): void {
  if (LOAN_TRANSITIONS[from].includes(to)) return;
  throw new HttpError(
    409,
    `This loan ${LOAN_STATE_WORDS[from]}, so it cannot become ${to.replace('_', ' ')}.`,
    {
      error: 'illegal_transition',
    },
  );
}

/** Only a loan being repaid can be renewed (topped up), and only once at a time. */
export function assertRenewable(status: LoanStatus, hasPendingRenewal: boolean): void {
  if (status !== 'active') {
    throw new HttpError(409, `This loan ${LOAN_STATE_WORDS[status]}, so it cannot be renewed.`, {
      error: 'illegal_transition',
    });
  }
  if (hasPendingRenewal) {
    throw new HttpError(
      409,
      'You already asked to renew this loan. The lender is reviewing that request and will tell you its answer.',
      { error: 'illegal_transition' },
    );
  }
}
