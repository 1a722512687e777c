import type { EligibilityOutcome, Offer, RuleCheck } from '@lendbridge/contract';
import { emptyApplication, type LoanApplication, type SavedApplication } from './application-slice';
import { LAST_STEP, type EligibilityState, type SavedWizard } from './eligibility-slice';

/**
 * The wizard's answers and result live in this tab's sessionStorage: they survive a reload and
 * the trip through the login page, and are forgotten when the tab closes (they name an employer
 * and a staff number, which a shared computer should not keep).
 */
export const WIZARD_KEY = 'lb_eligibility';

export function saveWizard(saved: SavedWizard): void {
  try {
    sessionStorage.setItem(WIZARD_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or blocked: the wizard still works, it just starts over after a reload.
  }
}

export function clearSavedWizard(): void {
  try {
    sessionStorage.removeItem(WIZARD_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

/** sessionStorage is writable by any script on the origin, so what it holds is checked, not trusted. */
export function loadWizard(): SavedWizard | null {
  let value: unknown;
  try {
    value = JSON.parse(sessionStorage.getItem(WIZARD_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.wizard) || !isRecord(value.application)) return null;
  const answers = readAnswers(value.application.answers);
  const checks = readList(value.application.checks, isRuleCheck);
  const wizard = readWizard(value.wizard);
  if (!answers || !checks || !wizard) return null;
  const application: SavedApplication = { answers, checks };
  return { wizard, application };
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isWhole = (value: unknown): value is number => Number.isSafeInteger(value);

function readList<T>(value: unknown, isItem: (item: unknown) => item is T): T[] | null {
  return Array.isArray(value) && value.every(isItem) ? value : null;
}

function readWizard(value: Json): EligibilityState | null {
  const { activeStep, status, feedBack } = value;
  if (!isWhole(activeStep) || activeStep < 0 || activeStep > LAST_STEP) return null;
  if (typeof status !== 'boolean') return null;
  const outcome = isOutcome(feedBack) ? feedBack : null;
  const message = isString(feedBack) ? feedBack : null;
  // The result step needs the result it reports; without it the borrower is back at the review.
  if (status && !outcome)
    return { activeStep: Math.min(activeStep, LAST_STEP - 1), status: false, feedBack: null };
  if (!status && activeStep === LAST_STEP && !message) {
    return { activeStep: LAST_STEP - 1, status: false, feedBack: null };
  }
  return { activeStep, status, feedBack: status ? outcome : message };
}

function readAnswers(value: unknown): LoanApplication | null {
  if (!isRecord(value)) return null;
  const strings = ['organizationCode', 'organizationName', 'regNo', 'loanTypeName', 'email'] as const;
  if (!strings.every((key) => isString(value[key]))) return null;
  const { loanType, amount, tenorMonths, verifiedData } = value;
  if (loanType !== null && !isWhole(loanType)) return null;
  if (amount !== null && !isWhole(amount)) return null;
  if (!isWhole(tenorMonths)) return null;
  const fullName = isRecord(verifiedData) && isString(verifiedData.fullName) ? verifiedData.fullName : null;
  const identityProof = isString(value.identityProof) ? value.identityProof : null;
  return {
    ...emptyApplication,
    organizationCode: String(value.organizationCode),
    organizationName: String(value.organizationName),
    regNo: String(value.regNo),
    loanType,
    loanTypeName: String(value.loanTypeName),
    amount,
    tenorMonths,
    email: String(value.email),
    verifiedData: fullName === null ? null : { fullName },
    identityProof,
    identityBound: identityProof !== null && value.identityBound === true,
  };
}

function isRuleCheck(value: unknown): value is RuleCheck {
  return (
    isRecord(value) &&
    isString(value.rule) &&
    isString(value.label) &&
    isString(value.detail) &&
    (value.outcome === 'passed' || value.outcome === 'failed' || value.outcome === 'not_checked')
  );
}

const OFFER_AMOUNTS = [
  'principal',
  'processingFee',
  'amountReceived',
  'tenorMonths',
  'annualInterestRateBps',
  'aprBps',
  'monthlyRepayment',
  'totalRepayment',
  'totalCostOfCredit',
  'providerId',
  'loanTypeId',
] as const;
const OFFER_TEXTS = [
  'id',
  'applicationId',
  'providerName',
  'loanTypeName',
  'status',
  'createdAt',
  'expiresAt',
] as const;

function isOffer(value: unknown): value is Offer {
  return (
    isRecord(value) &&
    OFFER_AMOUNTS.every((key) => isWhole(value[key])) &&
    OFFER_TEXTS.every((key) => isString(value[key]))
  );
}

function isOutcome(value: unknown): value is EligibilityOutcome {
  return (
    isRecord(value) &&
    typeof value.eligible === 'boolean' &&
    typeof value.identityConfirmed === 'boolean' &&
    isWhole(value.maximumEligibleAmount) &&
    isWhole(value.monthlyRepaymentLimit) &&
    (value.verifiedName === null || isString(value.verifiedName)) &&
    (value.applicationId === null || isString(value.applicationId)) &&
    readList(value.checks, isRuleCheck) !== null &&
    readList(value.offers, isOffer) !== null
  );
}
