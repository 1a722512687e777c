import type { EligibilityOutcome } from '@lendbridge/contract';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/root-reducer';
import { sessionEnded } from '../auth/auth-slice';
import { checkAnswered, resetWizard, wizardRestored, type EligibilityState } from './wizard-actions';

export { resetWizard, runCheck, wizardRestored } from './wizard-actions';
export type { CheckFailure, EligibilityState, SavedWizard } from './wizard-actions';

/** The wizard's steps, in order; the result is the last. */
export const WIZARD_STEPS = ['organization', 'confirm', 'loan', 'review', 'result'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const stepIndex = (step: WizardStep): number => WIZARD_STEPS.indexOf(step);
export const LAST_STEP = WIZARD_STEPS.length - 1;

export const initialEligibilityState: EligibilityState = { activeStep: 0, status: false, feedBack: null };

const eligibilitySlice = createSlice({
  name: 'eligibility',
  initialState: initialEligibilityState,
  reducers: {
    /** Steps advance by one (docs/requirements.md#eligibility-wizard). */
    nextStep(state) {
      state.activeStep = Math.min(state.activeStep + 1, LAST_STEP);
    },
    /** …go back by one (or reset to 0: resetWizard). */
    previousStep(state) {
      state.activeStep = Math.max(state.activeStep - 1, 0);
    },
    /**
     * An offer from the result was answered elsewhere (on the application page): accepting one
     * withdraws its open siblings, as the gateway does, so the result no longer offers them.
     */
    offerAnswered(state, action: PayloadAction<{ offerId: string; status: 'accepted' | 'declined' }>) {
      if (typeof state.feedBack !== 'object' || state.feedBack === null) return;
      const { offerId, status } = action.payload;
      for (const offer of state.feedBack.offers) {
        if (offer.id === offerId) offer.status = status;
        else if (status === 'accepted' && offer.status === 'offered') offer.status = 'withdrawn';
      }
    },
  },
  extraReducers: (builder) => {
    // The result sets status and feedBack, then the wizard advances one step.
    builder
      .addCase(resetWizard, () => initialEligibilityState)
      .addCase(wizardRestored, (_state, action) => action.payload.wizard)
      .addMatcher(checkAnswered, (state, action) => {
        state.status = action.payload.eligible;
        state.feedBack = action.payload.eligible ? action.payload.outcome : action.payload.message;
        state.activeStep = Math.min(state.activeStep + 1, LAST_STEP);
      })
      // Not on noSession, which also marks a visitor's page load: their own wizard stays.
      .addMatcher(sessionEnded, () => initialEligibilityState);
  },
});

export const { nextStep, previousStep, offerAnswered } = eligibilitySlice.actions;
export const eligibilityReducer = eligibilitySlice.reducer;
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof eligibilitySlice> {}
}

// In the store once this module has loaded (see src/app/root-reducer.ts); until its first
// action, selectSlice reads the initial state.
const injectedEligibility = eligibilitySlice.injectInto(rootReducer);

type WithEligibility = Parameters<typeof injectedEligibility.selectSlice>[0];
export const selectEligibility = (state: WithEligibility) => injectedEligibility.selectSlice(state);
export const selectActiveStep = (state: WithEligibility) => injectedEligibility.selectSlice(state).activeStep;
/** The outcome of an eligible check, or null before one (or after an ineligible one). */
export const selectEligibleOutcome = (state: WithEligibility): EligibilityOutcome | null => {
  const { status, feedBack } = injectedEligibility.selectSlice(state);
  return status && typeof feedBack === 'object' ? feedBack : null;
};
