import type { EligibilityOutcome, EligibilityRequest } from '@lendbridge/contract';
import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/root-reducer';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api-client';
import { sessionEnded } from '../auth/auth-slice';
import { checkEligibility as postEligibilityCheck, type EligibilityAnswer } from './api/check-eligibility';
import type { SavedApplication } from './application-slice';

/** The wizard's steps, in order; the result is the last. */
export const WIZARD_STEPS = ['organization', 'confirm', 'loan', 'review', 'result'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const stepIndex = (step: WizardStep): number => WIZARD_STEPS.indexOf(step);
export const LAST_STEP = WIZARD_STEPS.length - 1;

/**
 * SPEC.md §3's eligibility state, exactly: the step on screen, whether the last check found the
 * borrower eligible, and its feedback (the outcome when eligible, the server's message when not).
 */
export interface EligibilityState {
  activeStep: number;
  status: boolean;
  feedBack: EligibilityOutcome | string | null;
}

/** What survives a reload: the wizard and the answers it was given. */
export interface SavedWizard {
  wizard: EligibilityState;
  application: SavedApplication;
}

export const initialEligibilityState: EligibilityState = { activeStep: 0, status: false, feedBack: null };

export interface CheckFailure {
  message: string;
  /** The request field the gateway refused (amount, regNo, loanType, organizationCode…). */
  field?: string;
}

/**
 * Runs the check. A decision either way is a fulfilled answer; only a refused request (bad
 * input, unknown loan type or organization, rate limit) or a network failure rejects.
 */
export const checkEligibility = createAsyncThunk<
  EligibilityAnswer,
  EligibilityRequest,
  { rejectValue: CheckFailure; state: { loanApplication?: { checking: boolean } } }
>(
  'eligibility/check',
  async (request, { rejectWithValue }) => {
    try {
      return await postEligibilityCheck(request);
    } catch (error) {
      if (!(error instanceof ApiError)) return rejectWithValue({ message: GENERIC_ERROR_MESSAGE });
      return rejectWithValue(
        error.details.field
          ? { message: error.message, field: error.details.field }
          : { message: error.message },
      );
    }
  },
  // One check at a time: a second click (or Enter) while one is on its way sends nothing.
  { condition: (_request, { getState }) => !getState().loanApplication?.checking },
);

const eligibilitySlice = createSlice({
  name: 'eligibility',
  initialState: initialEligibilityState,
  reducers: {
    /** SPEC.md §4: steps advance by one… */
    nextStep(state) {
      state.activeStep = Math.min(state.activeStep + 1, LAST_STEP);
    },
    /** …go back by one… */
    previousStep(state) {
      state.activeStep = Math.max(state.activeStep - 1, 0);
    },
    /** …or reset to 0, forgetting the last result. */
    resetWizard() {
      return initialEligibilityState;
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
    /** Puts back what this tab held before a reload (read and checked by wizard-storage.ts). */
    wizardRestored(_state, action: PayloadAction<SavedWizard>) {
      return action.payload.wizard;
    },
  },
  extraReducers: (builder) => {
    // SPEC.md §4: the result sets status and feedBack, then the wizard advances one step.
    builder
      .addCase(checkEligibility.fulfilled, (state, action) => {
        state.status = action.payload.eligible;
        state.feedBack = action.payload.eligible ? action.payload.outcome : action.payload.message;
        state.activeStep = Math.min(state.activeStep + 1, LAST_STEP);
      })
      // Not on noSession, which also marks a visitor's page load: their own wizard stays.
      .addMatcher(sessionEnded, () => initialEligibilityState);
  },
});

export const { nextStep, previousStep, resetWizard, offerAnswered, wizardRestored } =
  eligibilitySlice.actions;
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
