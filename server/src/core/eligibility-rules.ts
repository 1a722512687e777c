import {
  maximumAffordablePrincipal,
  quoteLoan,
  type EligibilityRule,
  type LoanQuote,
  type RuleCheck,
} from '@lendbridge/contract';
import { formatMoney } from './format';

/**
 * The eligibility rules (docs/requirements.md#eligibility-rules), all in this one file. A borrower
 * is eligible when at least one provider passes every rule; the checks are evaluated as a funnel
 * over the providers, so each rule reports whether any provider is left after it and, when none is,
 * exactly what would have to change.
 */

export interface OrganizationFacts {
  id: number;
  name: string;
  status: boolean;
}

export interface MemberFacts {
  fullName: string;
  /** Monthly take-home pay (or allowance), minor units. */
  monthlyNetPay: number;
}

export interface ProviderTerms {
  providerId: number;
  providerName: string;
  minAmount: number;
  maxAmount: number;
  minTenorMonths: number;
  maxTenorMonths: number;
  annualInterestRateBps: number;
  processingFeeBps: number;
  acceptedOrganizationIds: number[];
}

export interface EligibilityFacts {
  organization: OrganizationFacts;
  /**
   * The proven roster entry, or undefined when nobody proved one: then only the rules anyone
   * could check are run (nothing about the roster), and the answer asks for the identity code.
   */
  member: MemberFacts | undefined;
  regNo: string;
  loanTypeName: string;
  /** The loan type's terms at every active provider. */
  providers: ProviderTerms[];
  amount: number;
  tenorMonths: number;
  /** Share of monthly net pay that repayments may take, basis points (3 300 = 33 %). */
  affordabilityShareBps: number;
  /** Monthly repayments of the borrower's loans already running through Lendbridge. */
  existingMonthlyRepayments: number;
}

export interface EligibleProvider {
  terms: ProviderTerms;
  quote: LoanQuote;
}

export interface EligibilityDecision {
  eligible: boolean;
  /** One sentence for the borrower: the first failed rule's detail, or how many offers there are. */
  reason: string;
  checks: RuleCheck[];
  verifiedName: string | null;
  monthlyRepaymentLimit: number;
  maximumEligibleAmount: number;
  eligibleProviders: EligibleProvider[];
}

const LABELS: Record<EligibilityRule, string> = {
  organization_active: 'Your employer or school works with Lendbridge',
  registration_verified: 'Registration number verified',
  loan_type_available: 'A lender offers this loan type',
  organization_accepted: 'A lender lends to your employer or school',
  amount_in_range: "The amount is within a lender's range",
  tenor_in_range: "The repayment period is within a lender's range",
  affordability: 'The repayments are affordable',
};

const NOT_CHECKED = 'Not checked: an earlier rule did not pass.';

/** Said when the public rules pass and only a proven identity can take the check further. */
export const identityNeeded = (organizationName: string) =>
  `Lenders offer this loan to people at ${organizationName} for this amount and period. ` +
  `To see your name, your limit and your offers, confirm it is you with the code we email to the address ${organizationName} holds for you.`;

/** The monthly repayments the borrower can take on: a share of net pay less what they already repay. */
export function monthlyRepaymentLimit(
  monthlyNetPay: number,
  affordabilityShareBps: number,
  existingMonthlyRepayments: number,
): number {
  const share = Math.floor((monthlyNetPay * affordabilityShareBps) / 10_000);
  return Math.max(0, share - existingMonthlyRepayments);
}

/** How a limit was worked out, in the borrower's words. */
export function explainLimit(affordabilityShareBps: number, existingMonthlyRepayments: number): string {
  const sharePercent = affordabilityShareBps / 100;
  return existingMonthlyRepayments > 0
    ? `${sharePercent}% of your take-home pay, less the ${formatMoney(existingMonthlyRepayments)} you already repay each month`
    : `${sharePercent}% of your take-home pay`;
}

const months = (count: number) => `${count} month${count === 1 ? '' : 's'}`;
const span = (low: number, high: number, show: (value: number) => string) =>
  low === high ? show(low) : `${show(low)} to ${show(high)}`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The most the borrower could borrow from any provider that lends to their organization, at
 * the chosen tenor (moved into each provider's range) and within their monthly limit.
 */
function maximumEligibleAmount(providers: ProviderTerms[], limit: number, tenorMonths: number): number {
  let best = 0;
  for (const terms of providers) {
    const tenor = Math.min(Math.max(tenorMonths, terms.minTenorMonths), terms.maxTenorMonths);
    const affordable = Math.min(
      terms.maxAmount,
      maximumAffordablePrincipal(limit, terms.annualInterestRateBps, tenor),
    );
    if (affordable >= terms.minAmount && affordable > best) best = affordable;
  }
  return best;
}

export function decideEligibility(facts: EligibilityFacts): EligibilityDecision {
  const checks: RuleCheck[] = [];
  let failed: RuleCheck | undefined;
  const check = (rule: EligibilityRule, passed: boolean, passedDetail: string, failedDetail: string) => {
    const result: RuleCheck = failed
      ? { rule, label: LABELS[rule], outcome: 'not_checked', detail: NOT_CHECKED }
      : passed
        ? { rule, label: LABELS[rule], outcome: 'passed', detail: passedDetail }
        : { rule, label: LABELS[rule], outcome: 'failed', detail: failedDetail };
    if (result.outcome === 'failed') failed = result;
    checks.push(result);
  };

  const { organization, member, amount, tenorMonths, loanTypeName } = facts;
  const limit = member
    ? monthlyRepaymentLimit(
        member.monthlyNetPay,
        facts.affordabilityShareBps,
        facts.existingMonthlyRepayments,
      )
    : 0;

  check(
    'organization_active',
    organization.status,
    `${organization.name} works with Lendbridge.`,
    `${organization.name} is not taking part in Lendbridge at the moment, so its staff and students cannot be checked.`,
  );
  // Only a proven entry is checked against the roster; it passes by construction, since a code
  // only reaches someone on it. Without proof the answer must not depend on the roster at all.
  if (member) {
    check(
      'registration_verified',
      true,
      `${facts.regNo} is on ${organization.name}'s records as ${member.fullName}.`,
      '',
    );
  }

  const offering = facts.providers;
  check(
    'loan_type_available',
    offering.length > 0,
    `${plural(offering.length, 'lender')} offer${offering.length === 1 ? 's' : ''} ${loanTypeName}.`,
    `No lender offers ${loanTypeName} at the moment. Choose another loan type.`,
  );

  const accepting = offering.filter((terms) => terms.acceptedOrganizationIds.includes(organization.id));
  check(
    'organization_accepted',
    accepting.length > 0,
    `${plural(accepting.length, 'lender')} lend${accepting.length === 1 ? 's' : ''} ${loanTypeName} to ${organization.name}.`,
    `None of the lenders offering ${loanTypeName} lends to ${organization.name} yet. Choose another loan type.`,
  );

  const inAmount = accepting.filter((terms) => amount >= terms.minAmount && amount <= terms.maxAmount);
  const lowest = Math.min(...accepting.map((terms) => terms.minAmount));
  const highest = Math.max(...accepting.map((terms) => terms.maxAmount));
  check(
    'amount_in_range',
    inAmount.length > 0,
    `${formatMoney(amount)} is within the range of ${plural(inAmount.length, 'lender')}.`,
    `Lenders lend ${span(lowest, highest, formatMoney)} for ${loanTypeName}; you asked for ${formatMoney(amount)}.`,
  );

  const inTenor = inAmount.filter(
    (terms) => tenorMonths >= terms.minTenorMonths && tenorMonths <= terms.maxTenorMonths,
  );
  const shortest = Math.min(...inAmount.map((terms) => terms.minTenorMonths));
  const longest = Math.max(...inAmount.map((terms) => terms.maxTenorMonths));
  check(
    'tenor_in_range',
    inTenor.length > 0,
    `${months(tenorMonths)} is within the terms of ${plural(inTenor.length, 'lender')}.`,
    `For ${formatMoney(amount)}, lenders offer ${span(shortest, longest, months)}; you asked for ${months(tenorMonths)}.`,
  );

  const quoted = inTenor.map((terms) => ({
    terms,
    quote: quoteLoan({
      principal: amount,
      tenorMonths,
      annualInterestRateBps: terms.annualInterestRateBps,
      processingFeeBps: terms.processingFeeBps,
    }),
  }));
  const affordable = quoted.filter(({ quote }) => quote.monthlyRepayment <= limit);
  const cheapestMonthly = Math.min(...quoted.map(({ quote }) => quote.monthlyRepayment));
  const maximum = organization.status && member ? maximumEligibleAmount(accepting, limit, tenorMonths) : 0;
  const limitExplained = explainLimit(facts.affordabilityShareBps, facts.existingMonthlyRepayments);
  if (!member) {
    return {
      eligible: false,
      reason: failed ? failed.detail : identityNeeded(organization.name),
      checks,
      verifiedName: null,
      monthlyRepaymentLimit: 0,
      maximumEligibleAmount: 0,
      eligibleProviders: [],
    };
  }
  check(
    'affordability',
    affordable.length > 0,
    `Repayments from ${formatMoney(Math.min(...affordable.map(({ quote }) => quote.monthlyRepayment)))} a month fit within your limit of ${formatMoney(limit)} (${limitExplained}).`,
    `The lowest monthly repayment, ${formatMoney(cheapestMonthly)}, is more than your limit of ${formatMoney(limit)} (${limitExplained}). ` +
      (maximum > 0
        ? `Try a smaller amount or a longer period: you could borrow up to ${formatMoney(maximum)}.`
        : 'We cannot find a loan of this type you could comfortably repay.'),
  );

  const eligible = failed === undefined;
  return {
    eligible,
    reason: failed
      ? failed.detail
      : `You are eligible for offers from ${plural(affordable.length, 'provider')}.`,
    checks,
    verifiedName: organization.status && member ? member.fullName : null,
    monthlyRepaymentLimit: limit,
    maximumEligibleAmount: maximum,
    eligibleProviders: eligible ? affordable : [],
  };
}
