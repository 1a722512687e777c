import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { Offer } from '@lendbridge/contract';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { navigate, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { selectCurrentUser, selectSessionStatus } from '../features/auth/auth-slice';
import { loginPathFor, rememberReturnPath } from '../features/auth/next-path';
import { withNotice } from '../features/auth/notice';
import { offerAnswered, selectEligibleOutcome } from '../features/eligibility/eligibility-slice';
import { useBindProvenIdentity } from '../features/eligibility/use-bind-proven-identity';
import { useWizardPersistence } from '../features/eligibility/use-wizard-persistence';
import { useGetCurrentLoanStatusQuery } from '../features/loans/loans-api';
import {
  ApplicationPanel,
  OFFER_IN_ADDRESS_SCRIPT,
  type OfferLookup,
} from '../features/offers/components/application-panel';
import { applicationPath } from '../features/offers/sort-offers';
import { useHasMounted } from '../lib/forms';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const steps = [
  {
    title: 'Your details go to one lender',
    text: 'We send your application only to the lender whose offer you accept. The other lenders in your results receive nothing about you.',
  },
  {
    title: 'The lender confirms the loan',
    text: 'The lender checks your application and confirms the loan with you.',
  },
  {
    title: 'The lender pays out',
    text: 'Once the loan is confirmed, the lender disburses the money. You repay the lender, not Lendbridge.',
  },
];

/**
 * Finds the chosen offer: among the logged-in borrower's open offers (which include those a
 * check proven in this tab made before they logged in, once bound), else in this tab's result.
 */
function useOfferLookup(offerId: string | null): { lookup: OfferLookup; bindFailure: string | null } {
  const restored = useWizardPersistence();
  const sessionStatus = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const outcome = useAppSelector(selectEligibleOutcome);
  // A check proven in this tab before logging in becomes the account's first.
  const { binding, failure } = useBindProvenIdentity(sessionStatus === 'authenticated', restored);
  const current = useGetCurrentLoanStatusQuery(
    sessionStatus === 'authenticated' && user && !binding ? user.id : skipToken,
  );
  const lookup = findOffer();
  return { lookup, bindFailure: failure };

  function findOffer(): OfferLookup {
    if (!offerId) return { kind: 'none' };
    if (!restored || sessionStatus === 'unknown' || binding) return { kind: 'finding' };
    const open = current.data?.openOffers.find((offer) => offer.id === offerId);
    if (open) return { kind: 'found', offer: open };
    const fromCheck = outcome?.offers.find((offer) => offer.id === offerId);
    if (sessionStatus === 'authenticated' && !current.data && !current.isError) return { kind: 'finding' };
    return fromCheck ? { kind: 'found', offer: fromCheck } : { kind: 'missing' };
  }
}

export default function ApplicationPage({ location }: PageProps) {
  const dispatch = useAppDispatch();
  const mounted = useHasMounted();
  const sessionStatus = useAppSelector(selectSessionStatus);
  const requested = mounted ? new URLSearchParams(location.search).get('offer') : null;
  const offerId = requested && UUID.test(requested) ? requested : null;
  const { lookup, bindFailure } = useOfferLookup(offerId);
  const returnTo = offerId ? applicationPath(offerId) : '/application';

  const onAccepted = (offer: Offer, message: string) => {
    dispatch(offerAnswered({ offerId: offer.id, status: 'accepted' }));
    void navigate('/dashboard', withNotice({ severity: 'success', message }));
  };
  const onDeclined = (offer: Offer, message: string) => {
    dispatch(offerAnswered({ offerId: offer.id, status: 'declined' }));
    void navigate('/dashboard', withNotice({ severity: 'success', message }));
  };

  return (
    <SiteLayout>
      <PageHeading
        title="Apply for your chosen offer"
        lead="Read the offer you picked, see what happens next and accept it when you are ready. Nothing is sent until you accept."
      />

      <Box component="section" aria-labelledby="chosen-offer" sx={{ mb: 5 }}>
        <Typography id="chosen-offer" variant="h2" gutterBottom>
          Your chosen offer
        </Typography>
        {bindFailure ? (
          <Alert sx={{ mb: 3, alignItems: 'center' }} severity="error" role="alert">
            {bindFailure}
          </Alert>
        ) : null}
        <ApplicationPanel
          lookup={mounted ? lookup : { kind: 'unread' }}
          session={sessionStatus}
          loginHref={loginPathFor(returnTo)}
          registerHref="/user/register"
          onLeaveToAccount={() => rememberReturnPath(returnTo)}
          onAccepted={onAccepted}
          onDeclined={onDeclined}
        />
      </Box>

      <Box component="section" aria-labelledby="after-accepting" sx={{ mb: 5 }}>
        <Typography id="after-accepting" variant="h2" gutterBottom>
          What happens when you accept
        </Typography>
        <Box component="ol" sx={{ maxWidth: '70ch', m: 0, pl: 3 }}>
          {steps.map((step) => (
            <Box component="li" key={step.title} sx={{ mb: 2 }}>
              <Typography variant="h3" gutterBottom>
                {step.title}
              </Typography>
              <Typography>{step.text}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <>
      <Seo
        title="Apply for an offer"
        description="Accept the loan offer you chose on Lendbridge. Your details go only to that lender, who confirms the loan with you and then pays out the money."
        pathname={location.pathname}
      />
      <script dangerouslySetInnerHTML={{ __html: OFFER_IN_ADDRESS_SCRIPT }} />
    </>
  );
}
