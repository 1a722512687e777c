import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { useAppSelector } from '../app/hooks';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { selectCurrentUser, selectIsAuthenticated } from '../features/auth/auth-slice';
import { useCatalogueList } from '../features/catalogue/use-catalogue-list';
import {
  EligibilityWizard,
  type EligibilityWizardProps,
} from '../features/eligibility/components/eligibility-wizard';
import { WIZARD_STEPS } from '../features/eligibility/eligibility-slice';
import { RepaymentCalculator } from '../features/eligibility/components/repayment-calculator';
import { useWizardPersistence } from '../features/eligibility/use-wizard-persistence';
import { Link } from '../lib/link';
import { preloadable } from '../lib/preloadable';
import { useHasMounted } from '../lib/forms';

const steps = [
  {
    label: 'Where you work or study',
    text: 'Choose your employer or school and give your staff or registration number, so the right lenders can recognise you.',
  },
  {
    label: 'Confirm it is you',
    text: 'Enter the one-time code we send to the contact your employer or school holds for you, so nobody else can check in your name.',
  },
  {
    label: 'Your loan',
    text: 'Choose the kind of loan you need, how much you want to borrow and over how long.',
  },
  {
    label: 'Review',
    text: 'Check what you entered before we run the check. You can go back and change anything.',
  },
  {
    label: 'Result',
    text: 'See whether you are eligible, each rule we checked, and the offers lenders make you. If you are not eligible, we tell you why.',
  },
];

export default function EligibilityCheckPage({ location }: PageProps) {
  useWizardPersistence();
  const mounted = useHasMounted();
  const organizations = useCatalogueChoice('organizations');
  const loanTypes = useCatalogueChoice('loanTypes');
  const providerSettings = useCatalogueChoice('providerSettings');
  const user = useAppSelector(selectCurrentUser);
  const loggedIn = useAppSelector(selectIsAuthenticated);
  // A partner institution's page links here with its organization chosen.
  const suggestedOrganization = mounted ? new URLSearchParams(location.search).get('organization') : null;

  return (
    <SiteLayout page="/eligibility-check">
      <PageHeading
        title="Check your eligibility"
        lead={`Find out in ${WIZARD_STEPS.length} short steps, in about five minutes, which lenders would lend to you, before you apply anywhere.`}
      />

      <EligibilityWizard
        organizations={organizations}
        loanTypes={loanTypes}
        providerSettings={providerSettings}
        accountEmail={loggedIn && user ? user.email : null}
        suggestedOrganization={suggestedOrganization}
        renderOffers={renderOffers}
        onStart={fetchOffers}
      />

      {/* Memoised: the page redraws as its lists and the session arrive, these never need to. The
          calculator hydrates on the visitor's first interaction; the rest is fixed text. */}
      <Calculator />
      <BeforeYouStart />
      <TheSteps />
    </SiteLayout>
  );
}

/** A catalogue list as the wizard's choices, the same object until the list changes. */
function useCatalogueChoice<K extends 'organizations' | 'loanTypes' | 'providerSettings'>(name: K) {
  const { items, loading, error } = useCatalogueList(name);
  return React.useMemo(() => ({ items, loading, error }), [items, loading, error]);
}

// Shown only with a result: fetched once the person starts the wizard, not with the page.
const offers = preloadable(() =>
  import('../features/offers/components/eligible-offers').then((module) => module.EligibleOffers),
);
const EligibleOffers = offers.Component;
const fetchOffers = offers.preload;

const renderOffers: EligibilityWizardProps['renderOffers'] = (outcome, answers) => (
  <EligibleOffers offers={outcome.offers} loanTypeId={answers.loanType} loanTypeName={answers.loanTypeName} />
);

const Calculator = React.memo(function Calculator() {
  return (
    <Box component="section" aria-label="Repayment calculator" sx={{ mb: 6 }}>
      <RepaymentCalculator />
    </Box>
  );
});

const BeforeYouStart = React.memo(function BeforeYouStart() {
  return (
    <Box component="section" aria-labelledby="before-you-start" sx={{ mb: 6, maxWidth: '70ch' }}>
      <Typography id="before-you-start" variant="h2" gutterBottom>
        Before you start
      </Typography>
      <Typography variant="h3" gutterBottom>
        Checking does not affect your credit record
      </Typography>
      <Typography sx={{ mb: 3 }}>
        The check only tells you which lenders would consider you. It is not a loan application, and we share
        nothing with lenders until you accept an offer on the <Link to="/application">application page</Link>.
      </Typography>
      <Typography variant="h3" gutterBottom>
        We only show loans you can afford
      </Typography>
      <Typography>
        An offer appears in your results only if its monthly repayment is at most one third of your take-home
        pay. A loan should solve a problem, not start a new one.
      </Typography>
    </Box>
  );
});

const TheSteps = React.memo(function TheSteps() {
  return (
    <Box component="section" aria-labelledby="the-steps" sx={{ maxWidth: '70ch' }}>
      <Typography id="the-steps" variant="h2" gutterBottom>
        The five steps
      </Typography>
      <Stack component="ol" useFlexGap spacing={2}>
        {steps.map((step, index) => (
          <Paper component="li" key={step.label} variant="outlined" sx={{ p: 2.5 }}>
            <Typography variant="h3" gutterBottom>
              {index + 1}. {step.label}
            </Typography>
            <Typography>{step.text}</Typography>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
});

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Check your eligibility"
      description="See which Lendbridge lenders would lend to you from your employer or school and staff number. Checking is free and leaves your credit record untouched."
      pathname={location.pathname}
    />
  );
}
