import type { EligibilityRequest, RuleCheck } from '@lendbridge/contract';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/root-reducer';
import { failureOf } from '../../lib/api-client';
import { sessionEnded } from '../auth/auth-slice';
import {
  checkAnswered,
  checkRefused,
  checkStarted,
  resetWizard,
  wizardRestored,
  type CheckFailure,
  type LoanApplication,
} from './wizard-actions';

export type { LoanApplication, SavedApplication } from './wizard-actions';

export interface LoanApplicationState {
  answers: LoanApplication;
  /** Each rule of the last check and how it went, eligible or not. */
  checks: RuleCheck[];
  /** Set while the check is on its way, so the button cannot send it twice. */
  checking: boolean;
  /** Why the gateway refused to run the check (not an ineligible result, which is a result). */
  error: CheckFailure | null;
}

export const DEFAULT_TENOR_MONTHS = 12;

export const emptyApplication: LoanApplication = {
  organizationCode: '',
  organizationName: '',
  regNo: '',
  loanType: null,
  loanTypeName: '',
  amount: null,
  tenorMonths: DEFAULT_TENOR_MONTHS,
  email: '',
  verifiedData: null,
  identityProof: null,
  identityBound: false,
};

export const initialLoanApplicationState: LoanApplicationState = {
  answers: emptyApplication,
  checks: [],
  checking: false,
  error: null,
};

const loanApplicationSlice = createSlice({
  name: 'loanApplication',
  initialState: initialLoanApplicationState,
  reducers: {
    answersChanged(state, action: PayloadAction<Partial<LoanApplication>>) {
      const changed = action.payload;
      // A different person or organization has to be verified afresh.
      const identityChanged =
        (changed.regNo !== undefined && changed.regNo !== state.answers.regNo) ||
        (changed.organizationCode !== undefined &&
          changed.organizationCode !== state.answers.organizationCode);
      state.answers = { ...state.answers, ...changed };
      if (identityChanged) {
        state.answers.verifiedData = null;
        // A proof is for one roster entry: another number needs its own code.
        if (changed.identityProof === undefined) state.answers.identityProof = null;
        state.answers.identityBound = false;
      }
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(resetWizard, () => initialLoanApplicationState)
      .addCase(wizardRestored, (_state, action) => ({
        ...initialLoanApplicationState,
        ...action.payload.application,
      }))
      .addMatcher(checkStarted, (state) => {
        state.checking = true;
        state.error = null;
      })
      .addMatcher(checkAnswered, (state, action) => {
        state.checking = false;
        state.checks = action.payload.outcome.checks;
        const fullName = action.payload.outcome.verifiedName;
        state.answers.verifiedData = fullName ? { fullName } : null;
      })
      .addMatcher(checkRefused, (state, action) => {
        state.checking = false;
        state.error = failureOf(action.payload);
      })
      .addMatcher(sessionEnded, () => initialLoanApplicationState);
  },
});

export const { answersChanged } = loanApplicationSlice.actions;
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof loanApplicationSlice> {}
}

// In the store once this module has loaded (see src/app/root-reducer.ts); until its first
// action, selectSlice reads the initial state.
const injectedLoanApplication = loanApplicationSlice.injectInto(rootReducer);

type WithApplication = Parameters<typeof injectedLoanApplication.selectSlice>[0];
export const selectLoanApplication = (state: WithApplication) => injectedLoanApplication.selectSlice(state);
export const selectAnswers = (state: WithApplication) => injectedLoanApplication.selectSlice(state).answers;

/**
 * The request the gateway expects, once every answer is given; null while one is missing.
 * A logged-in borrower's own email wins over anything typed.
 */
export function toEligibilityRequest(
  answers: LoanApplication,
  accountEmail: string | null,
): EligibilityRequest | null {
  const email = (accountEmail ?? answers.email).trim();
  if (answers.loanType === null || answers.amount === null) return null;
  if (answers.organizationCode === '' || answers.regNo.trim() === '' || email === '') return null;
  return {
    loanType: answers.loanType,
    amount: answers.amount,
    tenorMonths: answers.tenorMonths,
    regNo: answers.regNo.trim(),
    organizationCode: answers.organizationCode,
    organizationName: answers.organizationName,
    email,
    ...(answers.verifiedData ? { verifiedData: answers.verifiedData } : {}),
    ...(answers.identityProof ? { identityProof: answers.identityProof } : {}),
  };
}
