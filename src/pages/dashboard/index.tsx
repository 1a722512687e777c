import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Button from '@mui/material/Button';
import type { LoanSummary, Offer } from '@lendbridge/contract';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link as GatsbyLink, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { useAppSelector } from '../../app/hooks';
import { PaymentReminder } from '../../features/borrower/components/payment-reminder';
import { SettleEarly } from '../../features/borrower/components/settle-early';
import { DashboardLayout } from '../../app/layouts/dashboard-layout';
import { PageHeading } from '../../components/page-heading';
import { Seo } from '../../components/seo';
import { selectCurrentUser } from '../../features/auth/auth-slice';
import { DashboardGreeting } from '../../features/auth/components/dashboard-greeting';
import { FlashNotice } from '../../features/auth/components/flash-notice';
import { useBindProvenIdentity } from '../../features/eligibility/use-bind-proven-identity';
import { useWizardPersistence } from '../../features/eligibility/use-wizard-persistence';
import { AwaitingDisbursement } from '../../features/loans/components/awaiting-disbursement';
import { CurrentLoan } from '../../features/loans/components/current-loan';
import { LoanPicture } from '../../features/loans/components/loan-picture';
import { StatementDownload } from '../../features/loans/components/statement-download';
import { LoanHistoryTable } from '../../features/loans/components/loan-history-table';
import { RenewalSection } from '../../features/loans/components/renewal-section';
import { DisclosuresList } from '../../features/loans/components/disclosures-list';
import {
  useGetCurrentLoanStatusQuery,
  useGetDisclosuresQuery,
  useGetLoanHistoryQuery,
} from '../../features/loans/loans-api';
import { readSavedLoanStatus, useKeepForOffline } from '../../features/loans/offline-dashboard';
import { DeclineOfferButton } from '../../features/offers/components/decline-offer-button';
import { OfferComparison } from '../../features/offers/components/offer-comparison';
import { applicationPath } from '../../features/offers/sort-offers';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { Link } from '../../lib/link';

const NO_LOANS: LoanSummary[] = [];

function Loading({ what }: { what: string }) {
  return <Typography role="status">Loading {what}…</Typography>;
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      sx={{ mb: 3, alignItems: 'center' }}
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** Rendered inside RequireSession: everything here is the logged-in borrower's own. */
function BorrowerOverview({ locationState }: { locationState: unknown }) {
  const user = useAppSelector(selectCurrentUser);
  const userId = user?.id ?? null;
  // A check proven in this tab before logging in becomes the account's before its offers are read.
  const restored = useWizardPersistence();
  const proven = useBindProvenIdentity(true, restored);
  // Each write invalidates what it changes (src/app/api.ts), so nothing here asks again by hand.
  const current = useGetCurrentLoanStatusQuery(!proven.binding && userId ? userId : skipToken);
  const history = useGetLoanHistoryQuery(userId ?? skipToken);
  const lenders = useGetDisclosuresQuery(userId ?? skipToken);
  const [declined, setDeclined] = React.useState<string | null>(null);
  const status = current.data ?? null;
  useKeepForOffline(userId, status);
  const onDeclined = (_offer: Offer, message: string) => setDeclined(message);

  return (
    <>
      <DashboardGreeting />
      <FlashNotice locationState={locationState} />
      {proven.failure ? (
        <Alert sx={{ mb: 3, alignItems: 'center' }} severity="error" role="alert">
          {proven.failure}
        </Alert>
      ) : null}

      <Box component="section" aria-labelledby="current-loan" sx={{ mb: 5 }}>
        <Typography id="current-loan" variant="h2" gutterBottom>
          Current loan
        </Typography>
        {current.isError ? (
          <LoadError message={messageOf(current.error)} onRetry={() => void current.refetch()} />
        ) : null}
        {!status ? (
          current.isError ? null : (
            <Loading what="your loan" />
          )
        ) : status.currentLoan ? (
          <>
            <PaymentReminder loan={status.currentLoan} />
            <CurrentLoan loan={status.currentLoan} />
            <StatementDownload
              loanId={status.currentLoan.id}
              providerName={status.currentLoan.providerName}
            />
            <LoanPicture loan={status.currentLoan} />
            <SettleEarly loan={status.currentLoan} />
          </>
        ) : (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography>
              You are not repaying a loan at the moment.{' '}
              <Link to="/eligibility-check">Check your eligibility</Link> to see what lenders would offer you.
            </Typography>
          </Paper>
        )}
      </Box>

      <Box component="section" aria-labelledby="awaiting-disbursement" sx={{ mb: 5 }}>
        <Typography id="awaiting-disbursement" variant="h2" gutterBottom>
          Awaiting disbursement
        </Typography>
        {status ? <AwaitingDisbursement loans={status.awaitingDisbursement} /> : null}
      </Box>

      <Box component="section" aria-labelledby="open-offers" sx={{ mb: 5 }}>
        <Typography id="open-offers" variant="h2" gutterBottom>
          Open offers
        </Typography>
        {declined ? (
          <Alert sx={{ mb: 3, alignItems: 'center' }} severity="success" role="status">
            {declined}
          </Alert>
        ) : null}
        {!status ? null : status.openOffers.length === 0 ? (
          <Typography>
            No offers waiting. When a lender makes you an offer, it appears here so you can accept or decline
            it.
          </Typography>
        ) : (
          <OfferComparison
            offers={status.openOffers}
            idPrefix="open-offers"
            renderActions={(offer) => (
              <>
                <Button
                  component={GatsbyLink}
                  to={applicationPath(offer.id)}
                  variant="contained"
                  aria-label={`Accept the offer from ${offer.providerName}`}
                >
                  Accept
                </Button>
                <DeclineOfferButton offer={offer} onDeclined={onDeclined} />
              </>
            )}
          />
        )}
      </Box>

      <Box component="section" aria-labelledby="loan-history" sx={{ mb: 5 }}>
        <Typography id="loan-history" variant="h2" gutterBottom>
          Loan history
        </Typography>
        {history.isError ? (
          <LoadError message={messageOf(history.error)} onRetry={() => void history.refetch()} />
        ) : null}
        {history.isLoading ? (
          <Loading what="your loan history" />
        ) : (
          <LoanHistoryTable loans={history.data ?? NO_LOANS} />
        )}
      </Box>

      <Box component="section" aria-labelledby="renew-loan" sx={{ mb: 5 }}>
        <Typography id="renew-loan" variant="h2" gutterBottom>
          Renew your loan
        </Typography>
        {status ? <RenewalSection loan={status.currentLoan} /> : null}
      </Box>

      <section aria-labelledby="lender-disclosures">
        <Typography id="lender-disclosures" variant="h2" gutterBottom>
          What lenders know about you
        </Typography>
        <DisclosuresList
          disclosures={lenders.data ?? null}
          error={lenders.isError ? messageOf(lenders.error) : null}
        />
      </section>
    </>
  );
}

/**
 * Offline, what the overview last loaded on this device for this borrower (none on a shared
 * device, after logging out or once the session is over), with when it was loaded.
 */
function SavedOverview() {
  const user = useAppSelector(selectCurrentUser);
  const [saved] = React.useState(() => (user ? readSavedLoanStatus(user.id) : null));
  if (!saved) return null;
  const { currentLoan, openOffers } = saved.status;
  return (
    <>
      <Alert sx={{ mb: 3, alignItems: 'center' }} severity="info" role="note">
        <strong>As of {formatDateTime(new Date(saved.savedAt).toISOString())}:</strong> what your dashboard
        showed the last time it loaded on this device. It updates by itself when you are back online.
      </Alert>
      <Box component="section" aria-labelledby="saved-current-loan" sx={{ mb: 5 }}>
        <Typography id="saved-current-loan" variant="h2" gutterBottom>
          Current loan
        </Typography>
        {currentLoan ? (
          <CurrentLoan loan={currentLoan} />
        ) : (
          <Typography>You were not repaying a loan.</Typography>
        )}
      </Box>
      <section aria-labelledby="saved-open-offers">
        <Typography id="saved-open-offers" variant="h2" gutterBottom>
          Open offers
        </Typography>
        {openOffers.length === 0 ? (
          <Typography>No offers were waiting.</Typography>
        ) : (
          // Accepting or declining needs the connection, so offline the offers are only shown.
          <OfferComparison offers={openOffers} idPrefix="saved-offers" renderActions={() => null} />
        )}
      </section>
    </>
  );
}

export default function DashboardPage({ location }: PageProps) {
  return (
    <DashboardLayout
      whileOffline={<SavedOverview />}
      heading={
        <PageHeading
          title="Your dashboard"
          lead="Your loan, the offers lenders have made you and your past loans, all in one place."
        />
      }
    >
      <BorrowerOverview locationState={location.state} />
    </DashboardLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Your dashboard"
      description="Your Lendbridge dashboard: follow your current loan, accept or decline open offers, look back over your loan history and request a renewal."
      pathname={location.pathname}
      noindex
    />
  );
}
