import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { initialLoanApplicationState, selectLoanApplication } from './application-slice';
import { initialEligibilityState, selectEligibility, wizardRestored } from './eligibility-slice';
import { clearSavedWizard, loadWizard, saveWizard } from './wizard-storage';

/**
 * Puts back the wizard this tab held before a reload (after hydration, so the first render
 * matches the pre-rendered page), then keeps storage in step with every change. Returns false
 * until storage has been read, so pages can wait before deciding an offer is unknown.
 */
export function useWizardPersistence(): boolean {
  const dispatch = useAppDispatch();
  const wizard = useAppSelector(selectEligibility);
  const application = useAppSelector(selectLoanApplication);
  const [restored, setRestored] = React.useState(false);

  React.useEffect(() => {
    const saved = loadWizard();
    if (saved) dispatch(wizardRestored(saved));
    setRestored(true);
  }, [dispatch]);

  React.useEffect(() => {
    if (!restored) return;
    // "Start over" leaves nothing behind.
    if (wizard === initialEligibilityState && application === initialLoanApplicationState) clearSavedWizard();
    else saveWizard({ wizard, application: { answers: application.answers, checks: application.checks } });
  }, [restored, wizard, application]);

  return restored;
}
