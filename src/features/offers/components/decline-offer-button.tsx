import type { Offer } from '@lendbridge/contract';
import * as React from 'react';
import { buttonClass } from '../../../components/button-class';
import { Notice } from '../../../components/notice';
import { Stack } from '../../../components/ui/stack';
import { Text } from '../../../components/ui/text';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { useSubmission } from '../../../lib/forms';
import { declineOffer } from '../api/decline-offer';
import * as styles from './decline-offer-button.module.css';

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
  const dialog = React.useRef<HTMLDialogElement>(null);
  // Whether the press that ends in a click began on the backdrop, not in the dialog.
  const pressedBackdrop = React.useRef(false);
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
        // The boolean responseData says whether the offer was declined; if not, the dialog stays
        // open and says so.
        if (!answer.done) {
          setError(answer.message || OFFER_NOT_DECLINED_MESSAGE);
          return;
        }
        dialog.current?.close();
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
          dialog.current?.showModal();
        }}
        aria-label={`Decline the offer from ${offer.providerName}`}
        className={buttonClass('outlined', { tone: 'danger' })}
      >
        Decline
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={textId}
        className={styles.dialog}
        // Escape closes it, as a click on the backdrop does, unless the answer is on its way.
        onCancel={(event) => {
          if (submitting) event.preventDefault();
        }}
        onMouseDown={(event) => {
          pressedBackdrop.current = event.target === event.currentTarget;
        }}
        onClick={(event) => {
          if (pressedBackdrop.current && event.target === event.currentTarget && !submitting) {
            event.currentTarget.close();
          }
        }}
      >
        <Text as="h2" variant="h6" id={titleId} className={styles.title}>
          Decline the offer from {offer.providerName}?
        </Text>
        <div className={styles.content}>
          {error ? (
            <Notice severity="error" role="alert">
              {error}
            </Notice>
          ) : null}
          <Text id={textId} tone="secondary">
            You are declining {formatMoney(offer.principal)} over {offer.tenorMonths} months. A declined offer
            cannot be accepted later; your other offers stay open.
          </Text>
        </div>
        <Stack direction="row" align="center" justify="end" spacing={1} className={styles.actions}>
          <button
            type="button"
            onClick={() => {
              dialog.current?.close();
            }}
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
        </Stack>
      </dialog>
    </>
  );
}
