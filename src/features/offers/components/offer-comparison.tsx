import type { Offer } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { TextField } from '../../../components/forms/text-field';
import { StatusBadge } from '../../../components/status-badge';
import Typography from '@mui/material/Typography';
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
      <Typography id={explanationId} role="status" sx={{ mb: 3, maxWidth: '70ch' }}>
        Offers are ordered by {OFFER_ORDER_LABELS[order].toLowerCase()}. No lender pays for its position: the
        order depends only on the figures shown.
      </Typography>
      <Box component="ol" aria-label="Offers" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {sorted.map((offer) => (
          <Paper component="li" variant="outlined" key={offer.id} sx={{ p: 3 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
              <Typography component={headingLevel} variant="h3" sx={{ m: 0 }}>
                {offer.providerName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {offer.loanTypeName}
              </Typography>
              {statusOf(offer) === 'offered' ? null : (
                <StatusBadge>{STATUS_TEXT[statusOf(offer)]}</StatusBadge>
              )}
            </Box>
            <OfferTerms offer={offer} />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
              {statusOf(offer) === 'offered' ? renderActions(offer) : null}
            </Box>
          </Paper>
        ))}
      </Box>
    </>
  );
}
