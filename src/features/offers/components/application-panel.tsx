import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Offer } from '@lendbridge/contract';
import { Link as GatsbyLink } from 'gatsby';
import * as React from 'react';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { messageOf } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { Link } from '../../../lib/link';
import { useSubmission } from '../../../lib/forms';
import { useAcceptOfferMutation } from '../offers-api';
import * as styles from './application-panel.module.css';
import { DeclineOfferButton } from './decline-offer-button';
import { OfferTerms } from './offer-terms';

/** Shown when the gateway answers that the offer was not accepted and gives no reason. */
export const OFFER_NOT_ACCEPTED_MESSAGE = 'The offer was not accepted. Please try again.';

export type OfferLookup =
  | { kind: 'none' }
  | { kind: 'finding' }
  | { kind: 'missing' }
  | { kind: 'found'; offer: Offer }
  // The build, and the browser until it has read the address, cannot know which offer it names.
  | { kind: 'unread' };

/**
 * Set on <html>, before the first paint, when the address names an offer (see
 * OFFER_IN_ADDRESS_SCRIPT); application-panel.module.css shows and hides by it.
 */
const OFFER_IN_ADDRESS = 'data-offer-in-address';

/**
 * For the page's <head>: marks <html> when the address names an offer, so the pre-rendered page
 * shows "Finding your offer…" or the "no offer chosen" panel from its first paint on, instead of
 * the one and then the other once the page's script has read the address.
 */
export const OFFER_IN_ADDRESS_SCRIPT = `if(/[?&]offer=/.test(location.search))document.documentElement.setAttribute('${OFFER_IN_ADDRESS}','')`;

export interface ApplicationPanelProps {
  lookup: OfferLookup;
  /** Whether a borrower is logged in; 'unknown' until the browser has read the session. */
  session: 'unknown' | 'anonymous' | 'authenticated';
  loginHref: string;
  registerHref: string;
  /** Called before a visitor leaves to log in or register, so they come back to this offer. */
  onLeaveToAccount: () => void;
  onAccepted: (offer: Offer, message: string) => void;
  onDeclined: (offer: Offer, message: string) => void;
}

const STATUS_SENTENCE: Record<Exclude<Offer['status'], 'offered'>, string> = {
  accepted: 'You have already accepted this offer. Your dashboard shows the loan.',
  declined: 'You declined this offer, so it can no longer be accepted.',
  withdrawn: 'This offer was withdrawn because you accepted another offer from the same check.',
  expired: 'This offer has expired. Run the eligibility check again for fresh offers.',
};

/** The chosen offer, what happens to the borrower's details, their consent and the answer. */
export function ApplicationPanel(props: ApplicationPanelProps) {
  const { lookup } = props;
  if (lookup.kind === 'none' || lookup.kind === 'missing') return <NoOffer kind={lookup.kind} />;
  if (lookup.kind === 'unread') {
    // Both, in the same room: the head's script says which one shows (without JavaScript, the panel).
    return (
      <div className={styles.room}>
        <Typography role="status" className={`${styles.finding} ${styles.findingIfOfferInAddress}`}>
          Finding your offer…
        </Typography>
        <div className={styles.noOfferUnlessOfferInAddress}>
          <NoOffer kind="none" />
        </div>
      </div>
    );
  }
  if (lookup.kind === 'finding' || props.session === 'unknown') {
    // It takes the room of the "no offer chosen" panel (drawn but not shown), so the page keeps
    // its layout when the browser puts that panel in its place.
    return (
      <div className={styles.room}>
        <Typography role="status" className={styles.finding}>
          Finding your offer…
        </Typography>
        <div aria-hidden="true" className={styles.unseen}>
          <NoOffer kind="none" />
        </div>
      </div>
    );
  }
  return <ChosenOffer {...props} offer={lookup.offer} />;
}

function NoOffer({ kind }: { kind: 'none' | 'missing' }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography sx={{ mb: 2 }} role={kind === 'missing' ? 'alert' : undefined}>
        {kind === 'none'
          ? 'No offer chosen yet. Start with the eligibility check: it shows the offers you qualify for, and the one you pick appears here with the amount you receive, the monthly repayment and the total you repay.'
          : 'We could not find this offer. It may have been answered already, or it was made to another email address. Your dashboard lists the offers still open to you.'}
      </Typography>
      <Stack useFlexGap direction="row" spacing={2}>
        <Button component={GatsbyLink} variant="outlined" to="/eligibility-check">
          Check your eligibility
        </Button>
        {kind === 'missing' ? (
          <Button component={GatsbyLink} variant="text" to="/dashboard">
            Go to your dashboard
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

function ChosenOffer({
  offer,
  session,
  loginHref,
  registerHref,
  onLeaveToAccount,
  onAccepted,
  onDeclined,
}: ApplicationPanelProps & { offer: Offer }) {
  const expired = offer.status === 'offered' && Date.parse(offer.expiresAt) <= Date.now();
  const status = expired ? 'expired' : offer.status;
  return (
    <>
      <Paper variant="outlined" sx={{ p: 3, mb: 4 }}>
        <Typography variant="h3" gutterBottom>
          {offer.providerName}: {offer.loanTypeName}
        </Typography>
        <OfferTerms offer={offer} />
      </Paper>
      <Alert sx={{ mb: 3, alignItems: 'center', maxWidth: '70ch' }} severity="info" role="note">
        Your details go only to {offer.providerName}, and only when you accept. The other lenders from your
        check receive nothing about you.
      </Alert>
      {status !== 'offered' ? (
        <Typography sx={{ mb: 2 }} role="status">
          {STATUS_SENTENCE[status]}
        </Typography>
      ) : session === 'authenticated' ? (
        <AcceptForm offer={offer} onAccepted={onAccepted} onDeclined={onDeclined} />
      ) : (
        <div>
          <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
            Log in to accept this offer. New to Lendbridge? Create an account: the check you confirmed with
            the emailed code becomes your account&apos;s, and you come back to this offer afterwards.
          </Typography>
          <Stack useFlexGap direction="row" spacing={2}>
            <Button component={GatsbyLink} variant="contained" to={loginHref} onClick={onLeaveToAccount}>
              Log in to accept
            </Button>
            <Button component={GatsbyLink} variant="outlined" to={registerHref} onClick={onLeaveToAccount}>
              Create an account
            </Button>
          </Stack>
        </div>
      )}
    </>
  );
}

function AcceptForm({
  offer,
  onAccepted,
  onDeclined,
}: {
  offer: Offer;
  onAccepted: (offer: Offer, message: string) => void;
  onDeclined: (offer: Offer, message: string) => void;
}) {
  const { submitting, run } = useSubmission();
  const keys = useIdempotencyKeys();
  const [acceptOffer] = useAcceptOfferMutation();
  const [consent, setConsent] = React.useState(false);
  const [consentError, setConsentError] = React.useState<string | null>(null);
  const [failure, setFailure] = React.useState<string | null>(null);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      setFailure(null);
      if (!consent) {
        setConsentError(`Tick the box to agree that your details go to ${offer.providerName}.`);
        document.getElementById('application-consent')?.focus();
        return;
      }
      setConsentError(null);
      try {
        const answer = await acceptOffer({
          offerId: offer.id,
          idempotencyKey: keys.keyFor({ offerId: offer.id, consent: true }),
        }).unwrap();
        // Answered either way, so trying again is a new request with a new key.
        keys.settled();
        // The boolean responseData says whether the offer was accepted.
        if (answer.done) onAccepted(offer, answer.message);
        else setFailure(answer.message || OFFER_NOT_ACCEPTED_MESSAGE);
      } catch (error) {
        setFailure(messageOf(error));
      }
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Accept the offer">
      {failure ? (
        <Alert sx={{ mb: 3, alignItems: 'center' }} severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Stack alignItems="flex-start" useFlexGap spacing={2.5}>
        <CheckboxField
          id="application-consent"
          name="consent"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          required
          error={consentError}
          label={
            <>
              I agree that Lendbridge sends my application to {offer.providerName}, and to no other lender, as
              described in the <Link to="/privacy-policy">privacy policy</Link>.
            </>
          }
        />
        <Stack useFlexGap direction="row" spacing={2}>
          <SubmitButton submitting={submitting} busyLabel="Accepting…">
            Accept this offer
          </SubmitButton>
          <DeclineOfferButton offer={offer} onDeclined={onDeclined} />
        </Stack>
      </Stack>
    </form>
  );
}
