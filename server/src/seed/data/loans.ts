import type { SeedBorrowerHistory } from '../types';
import { DEMO_BORROWER_EMAIL } from './users';

/**
 * The demo borrower has repaid three loans, is repaying a fourth and has open salary-advance
 * offers from a check she ran yesterday, so the dashboard shows every section on a fresh start.
 * Two civil servants each repay a small personal loan (see users.ts).
 */
/** A Federal Civil Service borrower four months into a ₦200,000 personal loan over 12 months. */
function repayingASmallLoan(email: string, regNo: string): SeedBorrowerHistory {
  return {
    email,
    organizationCode: 'FEDCIVIL',
    regNo,
    loans: [
      {
        providerSlug: 'lagoon-microfinance-bank',
        loanTypeCode: 'personal',
        amount: 20000000,
        tenorMonths: 12,
        acceptedMonthsAgo: 4,
        installmentsPaid: 3,
      },
    ],
  };
}

/**
 * A Zenith Tech borrower five months into a ₦400,000 Kobo Credit personal loan over 12 months,
 * four instalments paid, who has asked today to renew it for ₦600,000 over 12 months.
 */
function renewingAtKobo(
  email: string,
  regNo: string,
  renewal: { reason: string; quotedUnderOldRule?: boolean },
): SeedBorrowerHistory {
  return {
    email,
    organizationCode: 'ZENITHTECH',
    regNo,
    loans: [
      {
        providerSlug: 'kobo-credit',
        loanTypeCode: 'personal',
        amount: 40000000,
        tenorMonths: 12,
        acceptedMonthsAgo: 5,
        installmentsPaid: 4,
        renewal: { amount: 60000000, tenorMonths: 12, ...renewal },
      },
    ],
  };
}

export const borrowerHistories: SeedBorrowerHistory[] = [
  {
    email: DEMO_BORROWER_EMAIL,
    organizationCode: 'ZENITHTECH',
    regNo: 'ZT-1001',
    loans: [
      {
        providerSlug: 'kobo-credit',
        loanTypeCode: 'salary-advance',
        amount: 15000000,
        tenorMonths: 3,
        acceptedMonthsAgo: 26,
        installmentsPaid: 3,
      },
      {
        providerSlug: 'palmline-credit',
        loanTypeCode: 'personal',
        amount: 30000000,
        tenorMonths: 6,
        acceptedMonthsAgo: 21,
        installmentsPaid: 6,
      },
      {
        providerSlug: 'harmattan-finance',
        loanTypeCode: 'personal',
        amount: 80000000,
        tenorMonths: 9,
        acceptedMonthsAgo: 14,
        installmentsPaid: 9,
      },
      {
        providerSlug: 'lagoon-microfinance-bank',
        loanTypeCode: 'personal',
        amount: 60000000,
        tenorMonths: 12,
        acceptedMonthsAgo: 4,
        installmentsPaid: 3,
      },
    ],
    openCheck: {
      loanTypeCode: 'salary-advance',
      amount: 20000000,
      tenorMonths: 2,
      providerSlugs: ['kobo-credit', 'lagoon-microfinance-bank', 'iroko-lending'],
      checkedDaysAgo: 1,
    },
  },
  repayingASmallLoan('funmilayo.ojo@lendbridge.example', 'FCS-300587'),
  repayingASmallLoan('hauwa.mohammed@lendbridge.example', 'FCS-301904'),
  // Kobo Credit's workspace: a loan accepted today to pay out…
  {
    email: 'damilola.akande@lendbridge.example',
    organizationCode: 'LAGOSHEALTH',
    regNo: 'LHS-21560',
    loans: [
      {
        providerSlug: 'kobo-credit',
        loanTypeCode: 'personal',
        amount: 30000000,
        tenorMonths: 12,
        acceptedMonthsAgo: 0,
        installmentsPaid: 0,
        paidOut: false,
      },
    ],
  },
  // …another, which tests/e2e/forms-before-hydration.spec.ts opens the payout and cancel forms of
  // while other browser tests pay out loans of their own…
  {
    email: 'tolulope.bankole@lendbridge.example',
    organizationCode: 'LAGOSHEALTH',
    regNo: 'LHS-21604',
    loans: [
      {
        providerSlug: 'kobo-credit',
        loanTypeCode: 'personal',
        amount: 25000000,
        tenorMonths: 9,
        acceptedMonthsAgo: 0,
        installmentsPaid: 0,
        paidOut: false,
      },
    ],
  },
  // …a loan repaid on time whose borrower asks to renew it…
  renewingAtKobo('chinedu.okeke@lendbridge.example', 'ZT-1066', {
    reason: 'School fees for my two children.',
  }),
  // …one whose renewal request was quoted before the payoff rule, for the re-quote job…
  renewingAtKobo('kelechi.obi@lendbridge.example', 'ZT-1072', {
    reason: 'A second-hand car for the school run.',
    quotedUnderOldRule: true,
  }),
  // …and one whose second instalment is overdue.
  {
    email: 'ifeoma.nwachukwu@lendbridge.example',
    organizationCode: 'FEDCIVIL',
    regNo: 'FCS-302215',
    loans: [
      {
        providerSlug: 'kobo-credit',
        loanTypeCode: 'personal',
        amount: 15000000,
        tenorMonths: 6,
        acceptedMonthsAgo: 3,
        installmentsPaid: 1,
      },
    ],
  },
];
