import type { Offer } from '@lendbridge/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import * as React from 'react';
import { messageOf } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { useSubmission } from '../../../lib/forms';
import { formatMoney } from '../../../lib/money';
import { useDeclineOfferMutation } from '../offers-api';
import { OFFER_DECLINED_MESSAGE, OFFER_NOT_DECLINED_MESSAGE } from './decline-offer-button';

/**
 * Asks before declining (MUI's Dialog, loaded with the first press of Decline). Escape and the
 * backdrop close it, as "Keep the offer" does, unless the answer is on its way; the decline is
 * sent once however often it is pressed.
 */
export default function DeclineOfferDialog({
  offer,
  open,
  onClose,
  onDeclined,
}: {
  offer: Offer;
  open: boolean;
  onClose: () => void;
  onDeclined: (offer: Offer, message: string) => void;
}) {
  const [error, setError] = React.useState<string | null>(null);
  const { submitting, run } = useSubmission();
  const keys = useIdempotencyKeys();
  const [declineOffer] = useDeclineOfferMutation();
  const titleId = `decline-title-${offer.id}`;
  const textId = `decline-text-${offer.id}`;

  const close = () => {
    if (submitting) return;
    setError(null);
    onClose();
  };
  const confirm = () =>
    void run(async () => {
      setError(null);
      try {
        const answer = await declineOffer({
          offerId: offer.id,
          idempotencyKey: keys.keyFor({ offerId: offer.id }),
        }).unwrap();
        // Answered either way, so trying again is a new request with a new key.
        keys.settled();
        // The boolean responseData says whether the offer was declined; if not, the dialog stays
        // open and says so.
        if (!answer.done) {
          setError(answer.message || OFFER_NOT_DECLINED_MESSAGE);
          return;
        }
        onClose();
        onDeclined(offer, answer.message || OFFER_DECLINED_MESSAGE);
      } catch (failure) {
        setError(messageOf(failure));
      }
    });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId} component="h2">
        Decline the offer from {offer.providerName}?
      </DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <DialogContentText id={textId}>
          You are declining {formatMoney(offer.principal)} over {offer.tenorMonths} months. A declined offer
          cannot be accepted later; your other offers stay open.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={submitting}>
          Keep the offer
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={submitting}>
          {submitting ? 'Declining…' : 'Decline offer'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
