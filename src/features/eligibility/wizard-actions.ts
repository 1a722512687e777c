import type { EligibilityOutcome, EligibilityRequest, RuleCheck } from '@lendbridge/contract';
import { createAction } from '@reduxjs/toolkit';
import type { AppDispatch } from '../../app/hooks';
import type { CallFailure } from '../../lib/api-client';
import { eligibilityApi } from './eligibility-api';

/*
 * What both wizard slices react to, apart from either: the eligibility slice (the steps and the
 * result) and the application slice (the answers) each import this module and never each other.
 */

/**
 * The eligibility state, exactly (docs/requirements.md#eligibility-state): the step on screen,
 * whether the last check found the borrower eligible, and its feedback (the outcome when eligible,
 * the server's message when not).
 */
export interface EligibilityState {
  activeStep: number;
  status: boolean;
  feedBack: EligibilityOutcome | string | null;
}

/**
 * The loan application verification data (docs/requirements.md#verification-data), held on the
 * client while the borrower moves through the wizard: what they chose, and what the last check
 * verified.
 */
export interface LoanApplication {
  organizationCode: string;
  organizationName: string;
  regNo: string;
  /** The loan type's id, null until one is chosen. */
  loanType: number | null;
  loanTypeName: string;
  /** Integer minor units, null until a valid amount is entered. */
  amount: number | null;
  tenorMonths: number;
  /** A visitor's email; a logged-in borrower's own address is used instead and never retyped. */
  email: string;
  verifiedData: { fullName: string } | null;
  /** The proof a right identity code earned for this organisation and number, if any. */
  identityProof: string | null;
  /** Whether that proof has been bound to the account logged in since (so it is bound once). */
  identityBound: boolean;
}

/** What of the application survives a reload: the answers and each rule of the last check. */
export interface SavedApplication {
  answers: LoanApplication;
  checks: RuleCheck[];
}

/** What survives a reload: the wizard and the answers it was given. */
export interface SavedWizard {
  wizard: EligibilityState;
  application: SavedApplication;
}

/** Why the check was refused; the field is the one the gateway named (amount, regNo, loanType…). */
export type CheckFailure = CallFailure;

/** Reset to 0, forgetting the answers and the last result. */
export const resetWizard = createAction('eligibility/resetWizard');

/** Puts back what this tab held before a reload (read and checked by wizard-storage.ts). */
export const wizardRestored = createAction<SavedWizard>('eligibility/wizardRestored');

/**
 * The check, as both wizard slices follow it: a decision either way is a fulfilled answer; only a
 * refused request (bad input, unknown loan type or organization, rate limit) or a network failure
 * is rejected, with the ApiError as its payload.
 */
const { matchPending, matchFulfilled, matchRejected } = eligibilityApi.endpoints.checkEligibility;
export const checkStarted = matchPending;
export const checkAnswered = matchFulfilled;
export const checkRefused = matchRejected;

/** Runs the check, one at a time: a second click (or Enter) while one is on its way sends nothing. */
export const runCheck =
  (request: EligibilityRequest) =>
  (dispatch: AppDispatch, getState: () => { loanApplication?: { checking: boolean } }) =>
    getState().loanApplication?.checking
      ? undefined
      : dispatch(eligibilityApi.endpoints.checkEligibility.initiate(request));
