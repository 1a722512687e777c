import type { Offer } from '@lendbridge/contract';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import * as React from 'react';
import { buttonClass } from '../../../components/button-class';
import { Notice } from '../../../components/notice';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { useSubmission } from '../../../lib/forms';
import { declineOffer } from '../api/decline-offer';

export const OFFER_DECLINED_MESSAGE = 'Offer declined';
/** Shown when the gateway answers that the offer was not declined and gives no reason. */
export const OFFER_NOT_DECLINED_MESSAGE = 'The offer was not declined. Please try again.';

/** Declining cannot be undone, so it asks first; the answer is sent once however often it is clicked. */
export function DeclineOfferButton({
  offer,
  onDeclined,
}: {
  offer: Offer;
  onDeclined: (offer: Offer, message: string) => void;
}) {
  const [open, setOpen] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const { submitting, run } = useSubmission();
  const keys = useIdempotencyKeys();
  const titleId = `decline-title-${offer.id}`;
  const textId = `decline-text-${offer.id}`;

  const confirm = () =>
    void run(async () => {
      setError(null);
      try {
        const answer = await declineOffer(offer.id, keys.keyFor({ offerId: offer.id }));
        // Answered either way, so trying again is a new request with a new key.
        keys.settled();
        // SPEC.md §7: the boolean responseData says whether the offer was declined; if not, the
        // dialog stays open and says so.
        if (!answer.done) {
          setError(answer.message || OFFER_NOT_DECLINED_MESSAGE);
          return;
        }
        setOpen(false);
        onDeclined(offer, answer.message || OFFER_DECLINED_MESSAGE);
      } catch (failure) {
        setError(failure instanceof ApiError ? failure.message : GENERIC_ERROR_MESSAGE);
      }
    });

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        aria-label={`Decline the offer from ${offer.providerName}`}
        className={buttonClass('outlined', { tone: 'danger' })}
      >
        Decline
      </button>
      <Dialog
        open={open}
        onClose={() => {
          if (!submitting) setOpen(false);
        }}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>Decline the offer from {offer.providerName}?</DialogTitle>
        <DialogContent>
          {error ? (
            <Notice severity="error" role="alert">
              {error}
            </Notice>
          ) : null}
          <DialogContentText id={textId}>
            You are declining {formatMoney(offer.principal)} over {offer.tenorMonths} months. A declined offer
            cannot be accepted later; your other offers stay open.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <button
            type="button"
            onClick={() => setOpen(false)}
            disabled={submitting}
            className={buttonClass('text')}
          >
            Keep the offer
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={submitting}
            className={buttonClass('contained', { tone: 'danger' })}
          >
            {submitting ? 'Declining…' : 'Decline offer'}
          </button>
        </DialogActions>
      </Dialog>
    </>
  );
}
