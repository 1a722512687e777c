import Typography from '@mui/material/Typography';
import type { EligibilityOutcome, LoanType, Organization, ProviderSetting } from '@lendbridge/contract';
import * as React from 'react';
import { preloadable } from '../../../lib/preloadable';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  answersChanged,
  selectLoanApplication,
  toEligibilityRequest,
  type LoanApplication,
} from '../application-slice';
import {
  runCheck,
  nextStep,
  previousStep,
  resetWizard,
  selectEligibility,
  stepIndex,
  WIZARD_STEPS,
  type WizardStep,
} from '../eligibility-slice';
import { OrganizationStep, type CatalogueChoice } from './organization-step';
import { RESULT_SUMMARY_ID } from './result-summary-id';
import { stepToFix } from './rule-checks';
import * as styles from './eligibility-wizard.module.css';
import { WizardProgress } from './wizard-progress';

// The steps after the first load when the person starts filling the wizard in, not with the page,
// so the page's first scripts stay within budget (docs/front-end.md#size). By the time they move
// on, the next step is there, so focus and a Tab land in it at once.
const confirmStep = preloadable(() => import('./confirm-step').then((module) => module.ConfirmStep));
const loanStep = preloadable(() => import('./loan-step').then((module) => module.LoanStep));
const reviewStep = preloadable(() => import('./review-step').then((module) => module.ReviewStep));
const resultStep = preloadable(() => import('./result-step').then((module) => module.ResultStep));
const { Component: ConfirmStep } = confirmStep;
const { Component: LoanStep } = loanStep;
const { Component: ReviewStep } = reviewStep;
const { Component: ResultStep } = resultStep;
const loadLaterSteps = () =>
  [confirmStep, loanStep, reviewStep, resultStep].forEach((step) => step.preload());

const STEP_HEADING_ID = 'wizard-step-heading';

const STEP_TITLES: Record<WizardStep, string> = {
  organization: 'Where you work or study',
  confirm: 'Confirm it is you',
  loan: 'Your loan',
  review: 'Review',
  result: 'Result',
};

export interface EligibilityWizardProps {
  organizations: CatalogueChoice<Organization>;
  loanTypes: CatalogueChoice<LoanType>;
  /** What each lender lends (GET api/ProviderSettings): the loan step offers only that. */
  providerSettings: CatalogueChoice<ProviderSetting>;
  /** The logged-in borrower's email, or null for a visitor (who types one). */
  accountEmail: string | null;
  /** An organization code to start with (from a partner institution's link), if any. */
  suggestedOrganization?: string | null;
  /** The offer comparison, composed by the page (it belongs to another feature). */
  renderOffers: (outcome: EligibilityOutcome, answers: LoanApplication) => React.ReactNode;
  /** Called as the person starts filling the wizard in, for the page to fetch what renderOffers shows. */
  onStart?: () => void;
}

/**
 * The wizard (docs/requirements.md#eligibility-wizard): five steps, moved one at a time, with the
 * check between the last two. The second proves the person is the roster entry (an emailed code)
 * before anything personal. Memoised, so the page's other updates do not redraw the step being
 * filled in.
 */
export const EligibilityWizard = React.memo(function EligibilityWizard({
  organizations,
  loanTypes,
  providerSettings,
  accountEmail,
  suggestedOrganization,
  renderOffers,
  onStart,
}: EligibilityWizardProps) {
  const dispatch = useAppDispatch();
  const { activeStep, status, feedBack } = useAppSelector(selectEligibility);
  const { answers, checks, checking, error } = useAppSelector(selectLoanApplication);
  const step = WIZARD_STEPS[activeStep] ?? 'organization';
  const headingRef = React.useRef<HTMLElement>(null);
  const moved = React.useRef(false);

  // After the person moves between steps (not when a reload puts them back), focus goes to the
  // new step's heading, so keyboard and screen-reader users start reading where the page changed.
  React.useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [activeStep]);

  React.useEffect(() => {
    if (!suggestedOrganization || answers.organizationCode !== '' || activeStep !== 0) return;
    const match = organizations.items.find((organization) => organization.code === suggestedOrganization);
    if (match) dispatch(answersChanged({ organizationCode: match.code, organizationName: match.name }));
  }, [suggestedOrganization, organizations.items, answers.organizationCode, activeStep, dispatch]);

  const forward = () => {
    moved.current = true;
    dispatch(nextStep());
  };
  /** The wizard moves back one step at a time; going back further is several such moves. */
  const backTo = (target: WizardStep) => {
    moved.current = true;
    for (let index = activeStep; index > stepIndex(target); index -= 1) dispatch(previousStep());
  };
  const back = () => {
    moved.current = true;
    dispatch(previousStep());
  };
  const saveAndContinue = (changes: Partial<LoanApplication>) => {
    dispatch(answersChanged(changes));
    forward();
  };
  const saveAndGoBack = (changes: Partial<LoanApplication>) => {
    dispatch(answersChanged(changes));
    back();
  };
  const check = () => {
    const request = toEligibilityRequest(answers, accountEmail);
    if (!request || checking) return;
    moved.current = true;
    void dispatch(runCheck(request));
  };
  const startOver = () => {
    moved.current = true;
    dispatch(resetWizard());
  };

  const start = React.useCallback(() => {
    loadLaterSteps();
    onStart?.();
  }, [onStart]);

  const fieldError = error?.field ? { field: error.field, message: error.message } : null;

  return (
    <>
      <WizardProgress titles={WIZARD_STEPS.map((name) => STEP_TITLES[name])} activeStep={activeStep} />

      <section
        aria-labelledby={STEP_HEADING_ID}
        className={styles.step}
        onFocusCapture={start}
        onPointerDownCapture={start}
      >
        <Typography
          id={STEP_HEADING_ID}
          ref={headingRef}
          tabIndex={-1}
          variant="h2"
          gutterBottom
          // The result's status region appears together with the step, too late for a screen
          // reader to announce it reliably; describing the focused heading by it reads the outcome
          // as soon as focus lands.
          aria-describedby={step === 'result' ? RESULT_SUMMARY_ID : undefined}
        >
          Step {activeStep + 1} of {WIZARD_STEPS.length}: {STEP_TITLES[step]}
        </Typography>
        {step === 'organization' ? (
          <OrganizationStep
            key={`${answers.organizationCode}|${answers.regNo}`}
            organizations={organizations}
            answers={answers}
            serverError={fieldError}
            onNext={saveAndContinue}
          />
        ) : null}
        <React.Suspense fallback={<Typography role="status">Loading…</Typography>}>
          {step === 'confirm' ? (
            <ConfirmStep
              answers={answers}
              signedIn={accountEmail !== null}
              onBack={back}
              onProven={(identityProof) => saveAndContinue({ identityProof })}
              onNext={forward}
            />
          ) : null}
          {step === 'loan' ? (
            <LoanStep
              loanTypes={loanTypes}
              providerSettings={providerSettings}
              answers={answers}
              serverError={fieldError}
              onBack={saveAndGoBack}
              onNext={saveAndContinue}
            />
          ) : null}
          {step === 'review' ? (
            <ReviewStep
              answers={answers}
              accountEmail={accountEmail}
              checking={checking}
              serverError={error}
              onBack={back}
              onEmailChange={(email) => dispatch(answersChanged({ email }))}
              onCheck={check}
            />
          ) : null}
          {step === 'result' ? (
            <ResultStep
              eligible={status}
              feedBack={feedBack}
              checks={checks}
              answers={answers}
              onChangeAnswers={() => backTo(status ? 'loan' : stepToFix(checks))}
              onStartOver={startOver}
              renderOffers={renderOffers}
            />
          ) : null}
        </React.Suspense>
      </section>
    </>
  );
});
