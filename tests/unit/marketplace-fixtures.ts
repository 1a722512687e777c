import type {
  CurrentLoanStatus,
  EligibilityOutcome,
  LoanSummary,
  LoanType,
  Loan,
  Offer,
  OfferingProvider,
  Organization,
  RuleCheck,
} from '@lendbridge/contract';

/** Marketplace data shaped as the gateway answers it, for the site's component tests. */
export const organizations: Organization[] = [
  { id: 1, code: 'ZENITHTECH', name: 'Zenith Tech Solutions Ltd', kind: 'employer', status: true },
  {
    id: 2,
    code: 'LAGOSHEALTH',
    name: 'Lagos State Health Service Commission',
    kind: 'employer',
    status: true,
  },
];

export const loanTypes: LoanType[] = [
  { id: 1, code: 'salary-advance', name: 'Salary advance', description: 'A short loan against your salary.' },
  { id: 2, code: 'personal', name: 'Personal loan', description: 'A fixed-rate loan for planned expenses.' },
];

const quote = {
  principal: 50_000_000,
  tenorMonths: 12,
};

export function offer(overrides: Partial<Offer> & Pick<Offer, 'id' | 'providerName'>): Offer {
  return {
    applicationId: '0b9a3c1e-3f55-4f0b-9d0e-5c3a2b1a0f01',
    providerId: 1,
    loanTypeId: 2,
    loanTypeName: 'Personal loan',
    ...quote,
    processingFee: 1_000_000,
    amountReceived: 49_000_000,
    annualInterestRateBps: 3200,
    aprBps: 4100,
    monthlyRepayment: 4_915_000,
    totalRepayment: 58_980_000,
    totalCostOfCredit: 9_980_000,
    status: 'offered',
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2099-12-01T10:00:00.000Z',
    ...overrides,
  };
}

export const koboOffer = offer({
  id: '1a1a1a1a-1111-4111-8111-111111111111',
  providerId: 1,
  providerName: 'Kobo Credit',
  totalCostOfCredit: 9_980_000,
  monthlyRepayment: 4_915_000,
  aprBps: 4100,
});
export const harmattanOffer = offer({
  id: '2b2b2b2b-2222-4222-8222-222222222222',
  providerId: 2,
  providerName: 'Harmattan Finance',
  totalCostOfCredit: 7_800_000,
  monthlyRepayment: 4_770_000,
  aprBps: 3200,
});
export const lagoonOffer = offer({
  id: '3c3c3c3c-3333-4333-8333-333333333333',
  providerId: 3,
  providerName: 'Lagoon Microfinance Bank',
  totalCostOfCredit: 9_000_000,
  monthlyRepayment: 4_700_000,
  aprBps: 4500,
});

export const passedChecks: RuleCheck[] = [
  {
    rule: 'organization_active',
    label: 'Employer or school takes part',
    outcome: 'passed',
    detail: 'Active.',
  },
  {
    rule: 'registration_verified',
    label: 'Registration number verified',
    outcome: 'passed',
    detail: 'Found on the staff list as Adaeze Okafor.',
  },
  { rule: 'affordability', label: 'Affordability', outcome: 'passed', detail: 'Within your limit.' },
];

export const eligibleOutcome: EligibilityOutcome = {
  eligible: true,
  identityConfirmed: true,
  applicationId: '0b9a3c1e-3f55-4f0b-9d0e-5c3a2b1a0f01',
  verifiedName: 'Adaeze Okafor',
  maximumEligibleAmount: 150_000_000,
  monthlyRepaymentLimit: 21_450_000,
  checks: passedChecks,
  offers: [koboOffer, harmattanOffer, lagoonOffer],
};

export const ineligibleChecks: RuleCheck[] = [
  {
    rule: 'organization_active',
    label: 'Employer or school takes part',
    outcome: 'passed',
    detail: 'Active.',
  },
  {
    rule: 'registration_verified',
    label: 'Registration number verified',
    outcome: 'passed',
    detail: 'Found on the staff list as Tunde Bakare.',
  },
  {
    rule: 'affordability',
    label: 'Affordability',
    outcome: 'failed',
    detail: 'The monthly repayment would be more than a third of your take-home pay.',
  },
];

export const ineligibleOutcome: EligibilityOutcome = {
  eligible: false,
  identityConfirmed: true,
  applicationId: null,
  verifiedName: 'Tunde Bakare',
  maximumEligibleAmount: 0,
  monthlyRepaymentLimit: 1_155_000,
  checks: ineligibleChecks,
  offers: [],
};

export const offeringProvider: OfferingProvider = {
  id: 11,
  providerId: 1,
  providerName: 'Kobo Credit',
  loanTypeId: 2,
  minAmount: 5_000_000,
  maxAmount: 150_000_000,
  minTenorMonths: 3,
  maxTenorMonths: 12,
  annualInterestRateBps: 3200,
  processingFeeBps: 200,
  acceptedOrganizationCodes: ['ZENITHTECH'],
  summary: 'Payroll-backed loans.',
  licence: 'Lagos State Money Lenders licence LSML/2021/0456',
  website: 'https://kobo-credit.example',
  representativeExample: {
    principal: 50_000_000,
    processingFee: 1_000_000,
    amountReceived: 49_000_000,
    tenorMonths: 12,
    annualInterestRateBps: 3200,
    aprBps: 4100,
    monthlyRepayment: 4_915_000,
    totalRepayment: 58_980_000,
    totalCostOfCredit: 9_980_000,
  },
};

const summary: LoanSummary = {
  id: '9d9d9d9d-9999-4999-8999-999999999999',
  offerId: '8e8e8e8e-8888-4888-8888-888888888888',
  providerName: 'Lagoon Microfinance Bank',
  loanTypeName: 'Personal loan',
  principal: 30_000_000,
  processingFee: 450_000,
  amountReceived: 29_550_000,
  tenorMonths: 6,
  annualInterestRateBps: 3000,
  aprBps: 3700,
  monthlyRepayment: 5_265_000,
  totalRepayment: 31_590_000,
  totalCostOfCredit: 2_040_000,
  amountRepaid: 10_530_000,
  outstandingBalance: 20_000_000,
  status: 'active',
  acceptedAt: '2026-08-01T09:00:00.000Z',
  disbursedAt: '2026-08-03T09:00:00.000Z',
  closedAt: null,
};

export const activeLoan: Loan = {
  ...summary,
  // To settle on 21 November: less than the schedule's remainder, which has future interest.
  settlement: {
    asOf: '2026-11-21',
    amount: 18_000_000,
    principal: 17_700_000,
    accruedInterest: 300_000,
    fee: 0,
    partPayment: 0,
    remainingSchedule: 20_000_000,
    interestNotCharged: 2_000_000,
  },
  schedule: [
    {
      number: 1,
      dueDate: '2026-09-03',
      amount: 5_265_000,
      principal: 4_515_000,
      interest: 750_000,
      balanceAfter: 25_485_000,
      paid: true,
    },
    {
      number: 2,
      dueDate: '2026-10-03',
      amount: 5_265_000,
      principal: 4_628_000,
      interest: 637_000,
      balanceAfter: 20_857_000,
      paid: true,
    },
    {
      number: 3,
      dueDate: '2026-11-03',
      amount: 5_265_000,
      principal: 4_744_000,
      interest: 521_000,
      balanceAfter: 16_113_000,
      paid: false,
    },
  ],
  nextPayment: {
    number: 3,
    dueDate: '2026-11-03',
    amount: 5_265_000,
    principal: 4_744_000,
    interest: 521_000,
    balanceAfter: 16_113_000,
    paid: false,
  },
  pendingRenewal: null,
};

export const repaidLoan: LoanSummary = {
  ...summary,
  id: '7f7f7f7f-7777-4777-8777-777777777777',
  providerName: 'Kobo Credit',
  status: 'repaid',
  amountRepaid: 31_590_000,
  outstandingBalance: 0,
  acceptedAt: '2025-01-10T09:00:00.000Z',
  closedAt: '2025-07-10T09:00:00.000Z',
};

export const currentStatus: CurrentLoanStatus = {
  currentLoan: activeLoan,
  awaitingDisbursement: [],
  openOffers: [koboOffer, harmattanOffer],
};
