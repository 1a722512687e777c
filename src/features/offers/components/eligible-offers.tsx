import type { Offer } from '@lendbridge/contract';
import { Link as GatsbyLink } from 'gatsby';
import * as React from 'react';
import { buttonClass } from '../../../components/button-class';
import * as space from '../../../components/ui/space.module.css';
import { Text } from '../../../components/ui/text';
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
      <section aria-labelledby="your-offers" className={space.mb5}>
        <Text id="your-offers" variant="h3" gutterBottom>
          Your offers
        </Text>
        <Text className={`${space.mb2} ${space.measure}`}>
          Choose an offer to read it in full and apply. Nothing is sent to any lender until you accept.
        </Text>
        <OfferComparison
          offers={offers}
          idPrefix="eligible-offers"
          headingLevel="h4"
          renderActions={(offer) => (
            <GatsbyLink
              to={applicationPath(offer.id)}
              aria-label={`Choose this offer from ${offer.providerName}`}
              className={buttonClass('contained')}
            >
              Choose this offer
            </GatsbyLink>
          )}
        />
      </section>
      <section aria-labelledby="about-apr" className={space.mb5}>
        <Text id="about-apr" variant="h3" gutterBottom>
          What the APR tells you
        </Text>
        <AprExplanation provider={exampleProvider} />
      </section>
      <section aria-labelledby="offering-lenders" className={space.mb2}>
        <Text id="offering-lenders" variant="h3" gutterBottom>
          Lenders offering {loanTypeName ? loanTypeName.toLowerCase() : 'this kind of loan'}
        </Text>
        <Text className={`${space.mb2} ${space.measure}`}>
          Every lender on Lendbridge that offers this kind of loan, with its terms, whether or not it made you
          an offer. A lender makes no offer when the amount, the repayment period or your employer is outside
          what it lends to.
        </Text>
        <OfferingProviders load={providers} loanTypeName={loanTypeName} />
      </section>
    </>
  );
}
