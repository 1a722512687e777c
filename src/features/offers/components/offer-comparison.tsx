import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Offer } from '@lendbridge/contract';
import { TextField } from '../../../components/forms/text-field';
import { StatusBadge } from '../../../components/status-badge';
import * as React from 'react';
import * as styles from './offer-comparison.module.css';
import { isOfferOrder, OFFER_ORDER_LABELS, OFFER_ORDERS, sortOffers, type OfferOrder } from '../sort-offers';
import { OfferTerms } from './offer-terms';

const STATUS_TEXT: Record<Offer['status'], string> = {
  offered: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

export interface OfferComparisonProps {
  offers: Offer[];
  /** Distinguishes the controls when two comparisons share a page. */
  idPrefix: string;
  /** What a borrower can do with an open offer (choose it, accept it, decline it). */
  renderActions: (offer: Offer) => React.ReactNode;
  /** The level of each offer's heading, one below the section it sits in. */
  headingLevel?: 'h3' | 'h4';
}

/**
 * The offers side by side, with the same figures on each, in the order the borrower picks. The
 * order depends only on those figures: no lender can pay to be listed higher.
 */
export function OfferComparison({
  offers,
  idPrefix,
  renderActions,
  headingLevel = 'h3',
}: OfferComparisonProps) {
  const [order, setOrder] = React.useState<OfferOrder>('totalCost');
  const sorted = React.useMemo(() => sortOffers(offers, order), [offers, order]);
  const explanationId = `${idPrefix}-order`;

  const now = Date.now();
  const statusOf = (offer: Offer): Offer['status'] =>
    offer.status === 'offered' && Date.parse(offer.expiresAt) <= now ? 'expired' : offer.status;

  if (offers.length === 0) return null;
  return (
    <>
      <TextField
        id={`${idPrefix}-sort`}
        label="Sort offers by"
        select
        value={order}
        onChange={(event) => {
          if (isOfferOrder(event.target.value)) setOrder(event.target.value);
        }}
        slotProps={{
          htmlInput: { 'aria-describedby': explanationId },
        }}
        className={styles.sort}
      >
        {OFFER_ORDERS.map((value) => (
          <option key={value} value={value}>
            {OFFER_ORDER_LABELS[value]}
          </option>
        ))}
      </TextField>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }} id={explanationId} role="status">
        Offers are ordered by {OFFER_ORDER_LABELS[order].toLowerCase()}. No lender pays for its position: the
        order depends only on the figures shown.
      </Typography>
      <Stack component="ol" useFlexGap aria-label="Offers" spacing={2}>
        {sorted.map((offer) => (
          <Paper variant="outlined" component="li" sx={{ p: 3 }} key={offer.id}>
            <Stack alignItems="center" flexWrap="wrap" sx={{ mb: 2 }} useFlexGap direction="row" spacing={2}>
              <Typography component={headingLevel} variant="h3">
                {offer.providerName}
              </Typography>
              <Typography color="text.secondary" variant="body2">
                {offer.loanTypeName}
              </Typography>
              {statusOf(offer) === 'offered' ? null : (
                <StatusBadge>{STATUS_TEXT[statusOf(offer)]}</StatusBadge>
              )}
            </Stack>
            <OfferTerms offer={offer} />
            <Stack flexWrap="wrap" sx={{ mt: 2 }} useFlexGap direction="row" spacing={2}>
              {statusOf(offer) === 'offered' ? renderActions(offer) : null}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
