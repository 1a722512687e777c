import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Offer } from '@lendbridge/contract';
import { Link as GatsbyLink } from 'gatsby';
import * as React from 'react';
import { applicationPath } from '../sort-offers';
import { useOfferingProviders } from '../use-offering-providers';
import { OfferComparison } from './offer-comparison';
import { OfferingProviders } from './offering-providers';
import { AprExplanation } from './representative-example';

/** The offers an eligibility check produced, compared, with every lender of the loan type beside them. */
export function EligibleOffers({
  offers,
  loanTypeId,
  loanTypeName,
}: {
  offers: Offer[];
  loanTypeId: number | null;
  loanTypeName: string;
}) {
  const providers = useOfferingProviders(loanTypeId);
  const firstOffer = offers[0];
  const exampleProvider =
    providers.kind === 'loaded'
      ? (providers.providers.find((provider) => provider.providerId === firstOffer?.providerId) ??
        providers.providers[0] ??
        null)
      : null;

  return (
    <>
      <Box component="section" sx={{ mb: 5 }} aria-labelledby="your-offers">
        <Typography id="your-offers" variant="h3" gutterBottom>
          Your offers
        </Typography>
        <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
          Choose an offer to read it in full and apply. Nothing is sent to any lender until you accept.
        </Typography>
        <OfferComparison
          offers={offers}
          idPrefix="eligible-offers"
          headingLevel="h4"
          renderActions={(offer) => (
            <Button
              component={GatsbyLink}
              variant="contained"
              to={applicationPath(offer.id)}
              aria-label={`Choose this offer from ${offer.providerName}`}
            >
              Choose this offer
            </Button>
          )}
        />
      </Box>
      <Box component="section" sx={{ mb: 5 }} aria-labelledby="about-apr">
        <Typography id="about-apr" variant="h3" gutterBottom>
          What the APR tells you
        </Typography>
        <AprExplanation provider={exampleProvider} />
      </Box>
      <Box component="section" sx={{ mb: 2 }} aria-labelledby="offering-lenders">
        <Typography id="offering-lenders" variant="h3" gutterBottom>
          Lenders offering {loanTypeName ? loanTypeName.toLowerCase() : 'this kind of loan'}
        </Typography>
        <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
          Every lender on Lendbridge that offers this kind of loan, with its terms, whether or not it made you
          an offer. A lender makes no offer when the amount, the repayment period or your employer is outside
          what it lends to.
        </Typography>
        <OfferingProviders load={providers} loanTypeName={loanTypeName} />
      </Box>
    </>
  );
}
