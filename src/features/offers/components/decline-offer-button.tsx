import type { Offer } from '@lendbridge/contract';
import Button from '@mui/material/Button';
import * as React from 'react';

export const OFFER_DECLINED_MESSAGE = 'Offer declined';
/** Shown when the gateway answers that the offer was not declined and gives no reason. */
export const OFFER_NOT_DECLINED_MESSAGE = 'The offer was not declined. Please try again.';

// Only a press shows the dialog, so its code (and MUI's Dialog) loads with the first press.
const DeclineOfferDialog = React.lazy(() => import('./decline-offer-dialog'));

/** Declining cannot be undone, so it asks first (DeclineOfferDialog). */
export function DeclineOfferButton({
  offer,
  onDeclined,
}: {
  offer: Offer;
  onDeclined: (offer: Offer, message: string) => void;
}) {
  const [asked, setAsked] = React.useState(false);
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        aria-label={`Decline the offer from ${offer.providerName}`}
        aria-haspopup="dialog"
      >
        Decline
      </Button>
      {asked ? (
        <React.Suspense fallback={null}>
          <DeclineOfferDialog
            offer={offer}
            open={open}
            onClose={() => setOpen(false)}
            onDeclined={onDeclined}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}
