import { maximumAffordablePrincipal, monthlyRepayment } from '@lendbridge/contract';
import {
  decideEligibility,
  monthlyRepaymentLimit,
  type EligibilityFacts,
  type ProviderTerms,
} from '../src/core/eligibility-rules';

const ZENITH = { id: 1, name: 'Zenith Tech', status: true };

const alpha: ProviderTerms = {
  providerId: 10,
  providerName: 'Alpha Loans',
  minAmount: 5_000_000,
  maxAmount: 100_000_000,
  minTenorMonths: 3,
  maxTenorMonths: 12,
  annualInterestRateBps: 2_400,
  processingFeeBps: 100,
  acceptedOrganizationIds: [1],
};
const beta: ProviderTerms = {
  providerId: 20,
  providerName: 'Beta Finance',
  minAmount: 10_000_000,
  maxAmount: 200_000_000,
  minTenorMonths: 6,
  maxTenorMonths: 24,
  annualInterestRateBps: 3_000,
  processingFeeBps: 200,
  acceptedOrganizationIds: [1, 2],
};

function facts(overrides: Partial<EligibilityFacts> = {}): EligibilityFacts {
  return {
    organization: ZENITH,
    member: { fullName: 'Adaeze Okafor', monthlyNetPay: 100_000_000 },
    regNo: 'ZT-1001',
    loanTypeName: 'Personal loan',
    providers: [alpha, beta],
    amount: 50_000_000,
    tenorMonths: 12,
    affordabilityShareBps: 3_300,
    existingMonthlyRepayments: 0,
    ...overrides,
  };
}

const outcomes = (decision: ReturnType<typeof decideEligibility>) =>
  Object.fromEntries(decision.checks.map((check) => [check.rule, check.outcome]));
const providersOf = (decision: ReturnType<typeof decideEligibility>) =>
  decision.eligibleProviders.map(({ terms }) => terms.providerName);

describe('the eligibility rules', () => {
  it('passes every rule and offers each provider that passes them all', () => {
    const decision = decideEligibility(facts());
    expect(decision.eligible).toBe(true);
    expect(decision.verifiedName).toBe('Adaeze Okafor');
    expect(decision.checks.map((check) => check.outcome)).toEqual(Array(7).fill('passed'));
    expect(providersOf(decision)).toEqual(['Alpha Loans', 'Beta Finance']);
    expect(decision.reason).toBe('You are eligible for offers from 2 providers.');
  });

  it.each([
    ['at the lowest minimum', 5_000_000, ['Alpha Loans']],
    ['at the highest maximum', 200_000_000, ['Beta Finance']],
  ])('checks an amount %s against each provider’s range', (_case, amount, expected) => {
    const decision = decideEligibility(
      facts({ amount, member: { fullName: 'Rich', monthlyNetPay: 10_000_000_000 } }),
    );
    expect(providersOf(decision)).toEqual(expected);
    expect(outcomes(decision).amount_in_range).toBe('passed');
  });

  it.each([
    ['one below the lowest minimum', 4_999_999, '₦49,999.99.'],
    ['one above the highest maximum', 200_000_001, '₦2,000,000.01.'],
  ])('refuses an amount %s, naming the range lenders lend', (_case, amount, asked) => {
    const decision = decideEligibility(
      facts({ amount, member: { fullName: 'Rich', monthlyNetPay: 10_000_000_000 } }),
    );
    expect(providersOf(decision)).toEqual([]);
    expect(outcomes(decision).amount_in_range).toBe('failed');
    expect(decision.reason).toBe(
      `Lenders lend ₦50,000 to ₦2,000,000 for Personal loan; you asked for ${asked}`,
    );
  });

  it.each([
    [3, ['Alpha Loans']],
    [2, []],
    [24, ['Beta Finance']],
    [25, []],
  ])('checks a %i-month term against each provider’s range', (tenorMonths, expected) => {
    const decision = decideEligibility(facts({ tenorMonths, amount: 20_000_000 }));
    expect(providersOf(decision)).toEqual(expected);
    expect(outcomes(decision).tenor_in_range).toBe(expected.length > 0 ? 'passed' : 'failed');
  });

  it('refuses an organization that is not taking part, and checks nothing further', () => {
    const decision = decideEligibility(facts({ organization: { ...ZENITH, status: false } }));
    expect(decision.eligible).toBe(false);
    expect(outcomes(decision)).toMatchObject({
      organization_active: 'failed',
      registration_verified: 'not_checked',
      affordability: 'not_checked',
    });
    expect(decision.verifiedName).toBeNull();
    expect(decision.maximumEligibleAmount).toBe(0);
    expect(decision.eligibleProviders).toEqual([]);
  });

  it('without a proven roster entry, runs only the public rules and asks for the code', () => {
    const decision = decideEligibility(facts({ member: undefined, regNo: 'ZT-9999' }));
    expect(decision.eligible).toBe(false);
    expect(Object.keys(outcomes(decision))).toEqual([
      'organization_active',
      'loan_type_available',
      'organization_accepted',
      'amount_in_range',
      'tenor_in_range',
    ]);
    expect(decision.reason).toBe(
      'Lenders offer this loan to people at Zenith Tech for this amount and period. To see your name, your limit and your offers, ' +
        'confirm it is you with the code we email to the address Zenith Tech holds for you.',
    );
    expect(decision).toMatchObject({
      verifiedName: null,
      monthlyRepaymentLimit: 0,
      maximumEligibleAmount: 0,
      eligibleProviders: [],
    });
    // A public rule that fails still says why, as it would to anyone.
    expect(decideEligibility(facts({ member: undefined, amount: 1 })).reason).toMatch(/^Lenders lend/);
  });

  it('refuses a loan type no provider offers', () => {
    const decision = decideEligibility(facts({ providers: [] }));
    expect(outcomes(decision).loan_type_available).toBe('failed');
    expect(decision.reason).toBe('No lender offers Personal loan at the moment. Choose another loan type.');
  });

  it('refuses when no provider of the loan type lends to the organization', () => {
    const decision = decideEligibility(facts({ organization: { id: 3, name: 'Halcyon', status: true } }));
    expect(outcomes(decision)).toMatchObject({
      loan_type_available: 'passed',
      organization_accepted: 'failed',
    });
    expect(decision.maximumEligibleAmount).toBe(0);
  });

  describe('affordability', () => {
    // With the whole of net pay allowed, the limit is the pay itself, which makes the edge exact.
    const cheapest = monthlyRepayment(50_000_000, alpha.annualInterestRateBps, 12);
    const onlyAlpha = (monthlyNetPay: number, existingMonthlyRepayments = 0) =>
      decideEligibility(
        facts({
          providers: [alpha],
          affordabilityShareBps: 10_000,
          member: { fullName: 'Edge', monthlyNetPay },
          existingMonthlyRepayments,
        }),
      );

    it('passes when the repayment is exactly the limit', () => {
      expect(onlyAlpha(cheapest).eligible).toBe(true);
    });

    it('fails one minor unit under it and says what could be borrowed instead', () => {
      const decision = onlyAlpha(cheapest - 1);
      expect(decision.eligible).toBe(false);
      expect(outcomes(decision).affordability).toBe('failed');
      const couldBorrow = maximumAffordablePrincipal(cheapest - 1, alpha.annualInterestRateBps, 12);
      expect(decision.maximumEligibleAmount).toBe(couldBorrow);
      expect(decision.reason).toContain('you could borrow up to ₦');
    });

    it('counts what the borrower already repays against the limit', () => {
      expect(onlyAlpha(cheapest + 5_000, 5_000).eligible).toBe(true);
      const decision = onlyAlpha(cheapest + 5_000, 5_001);
      expect(decision.eligible).toBe(false);
      expect(decision.monthlyRepaymentLimit).toBe(cheapest - 1);
      expect(decision.reason).toContain('less the ₦50.01 you already repay each month');
    });

    it('takes a third of net pay by default, rounded down to the minor unit', () => {
      expect(monthlyRepaymentLimit(65_000_000, 3_300, 0)).toBe(21_450_000);
      expect(monthlyRepaymentLimit(100, 3_300, 0)).toBe(33);
      expect(monthlyRepaymentLimit(100, 3_300, 40)).toBe(0);
    });
  });

  it('offers only the providers whose repayment is affordable', () => {
    const alphaMonthly = monthlyRepayment(50_000_000, alpha.annualInterestRateBps, 12);
    const betaMonthly = monthlyRepayment(50_000_000, beta.annualInterestRateBps, 12);
    expect(betaMonthly).toBeGreaterThan(alphaMonthly);
    const decision = decideEligibility(
      facts({ affordabilityShareBps: 10_000, member: { fullName: 'Mid', monthlyNetPay: alphaMonthly } }),
    );
    expect(providersOf(decision)).toEqual(['Alpha Loans']);
  });

  it('gives the most any provider would lend within the limit, capped by that provider’s maximum', () => {
    const decision = decideEligibility(facts({ member: { fullName: 'Big', monthlyNetPay: 10_000_000_000 } }));
    expect(decision.maximumEligibleAmount).toBe(beta.maxAmount);
  });
});
