import type { SeedProvider } from '../types';

export const providers: SeedProvider[] = [
  {
    slug: 'kobo-credit',
    name: 'Kobo Credit',
    summary:
      'Payroll-backed salary advances and personal loans for salaried workers in Lagos. Repayments are ' +
      'deducted from salary, so there are no monthly transfers to remember.',
    website: 'https://kobo-credit.example',
    licence: 'Lagos State Money Lenders licence LSML/2021/0456',
    isActive: true,
    settings: [
      {
        loanTypeCode: 'salary-advance',
        minAmount: 2000000,
        maxAmount: 30000000,
        minTenorMonths: 1,
        maxTenorMonths: 3,
        annualInterestRateBps: 3600,
        processingFeeBps: 150,
        acceptedOrganizationCodes: ['ZENITHTECH', 'LAGOSHEALTH', 'FEDCIVIL'],
      },
      {
        loanTypeCode: 'personal',
        minAmount: 5000000,
        maxAmount: 150000000,
        minTenorMonths: 3,
        maxTenorMonths: 12,
        annualInterestRateBps: 3200,
        processingFeeBps: 200,
        acceptedOrganizationCodes: ['ZENITHTECH', 'LAGOSHEALTH', 'FEDCIVIL'],
      },
    ],
  },
  {
    slug: 'harmattan-finance',
    name: 'Harmattan Finance',
    summary:
      'A finance company offering longer-tenor personal loans and school fees loans paid straight to the ' +
      'school. Known for low processing fees.',
    website: 'https://harmattan-finance.example',
    licence: 'CBN Finance Company licence FC/2018/0211',
    isActive: true,
    settings: [
      {
        loanTypeCode: 'personal',
        minAmount: 10000000,
        maxAmount: 300000000,
        minTenorMonths: 6,
        maxTenorMonths: 24,
        annualInterestRateBps: 2600,
        processingFeeBps: 100,
        acceptedOrganizationCodes: ['ZENITHTECH', 'FEDCIVIL'],
      },
      {
        loanTypeCode: 'school-fees',
        minAmount: 10000000,
        maxAmount: 150000000,
        minTenorMonths: 3,
        maxTenorMonths: 9,
        annualInterestRateBps: 2400,
        processingFeeBps: 100,
        acceptedOrganizationCodes: ['UNILAG', 'COVENANT'],
      },
    ],
  },
  {
    slug: 'lagoon-microfinance-bank',
    name: 'Lagoon Microfinance Bank',
    summary:
      'A licensed microfinance bank with branches across Lagos and Ogun. Offers salary advances, personal ' +
      'loans and finance for vehicles, generators and solar systems.',
    website: 'https://lagoon-microfinance-bank.example',
    licence: 'CBN Microfinance Bank licence MFB/2019/0123',
    isActive: true,
    settings: [
      {
        loanTypeCode: 'salary-advance',
        minAmount: 3000000,
        maxAmount: 50000000,
        minTenorMonths: 1,
        maxTenorMonths: 3,
        annualInterestRateBps: 3000,
        processingFeeBps: 100,
        acceptedOrganizationCodes: ['LAGOSHEALTH', 'FEDCIVIL', 'ZENITHTECH'],
      },
      {
        loanTypeCode: 'personal',
        minAmount: 5000000,
        maxAmount: 500000000,
        minTenorMonths: 3,
        maxTenorMonths: 24,
        annualInterestRateBps: 2200,
        processingFeeBps: 150,
        acceptedOrganizationCodes: ['ZENITHTECH', 'LAGOSHEALTH', 'FEDCIVIL'],
      },
      {
        loanTypeCode: 'asset',
        minAmount: 20000000,
        maxAmount: 1000000000,
        minTenorMonths: 6,
        maxTenorMonths: 36,
        annualInterestRateBps: 2800,
        processingFeeBps: 250,
        acceptedOrganizationCodes: ['ZENITHTECH', 'FEDCIVIL', 'LAGOSHEALTH'],
      },
    ],
  },
  {
    slug: 'sahel-capital-loans',
    name: 'Sahel Capital Loans',
    summary:
      'Serves federal civil servants and private-sector staff nationwide, and funds school fees for ' +
      'parents and students. Loans are disbursed within two working days of approval.',
    website: 'https://sahel-capital-loans.example',
    licence: 'CBN Finance Company licence FC/2020/0387',
    isActive: true,
    settings: [
      {
        loanTypeCode: 'personal',
        minAmount: 5000000,
        maxAmount: 200000000,
        minTenorMonths: 3,
        maxTenorMonths: 18,
        annualInterestRateBps: 3400,
        processingFeeBps: 200,
        acceptedOrganizationCodes: ['FEDCIVIL', 'ZENITHTECH'],
      },
      {
        loanTypeCode: 'school-fees',
        minAmount: 10000000,
        maxAmount: 300000000,
        minTenorMonths: 3,
        maxTenorMonths: 12,
        annualInterestRateBps: 2800,
        processingFeeBps: 150,
        acceptedOrganizationCodes: ['UNILAG', 'COVENANT', 'FEDCIVIL'],
      },
    ],
  },
  {
    slug: 'iroko-lending',
    name: 'Iroko Lending',
    summary:
      'A digital lender focused on quick salary advances and termly school fees loans. Applications are ' +
      'reviewed the same day.',
    website: 'https://iroko-lending.example',
    licence: 'Lagos State Money Lenders licence LSML/2022/0719',
    isActive: true,
    settings: [
      {
        loanTypeCode: 'salary-advance',
        minAmount: 2000000,
        maxAmount: 25000000,
        minTenorMonths: 1,
        maxTenorMonths: 2,
        annualInterestRateBps: 4200,
        processingFeeBps: 0,
        acceptedOrganizationCodes: ['ZENITHTECH', 'LAGOSHEALTH'],
      },
      {
        loanTypeCode: 'school-fees',
        minAmount: 15000000,
        maxAmount: 200000000,
        minTenorMonths: 6,
        maxTenorMonths: 12,
        annualInterestRateBps: 3000,
        processingFeeBps: 200,
        acceptedOrganizationCodes: ['UNILAG', 'COVENANT'],
      },
    ],
  },
  {
    slug: 'palmline-credit',
    name: 'Palmline Credit',
    summary:
      'Small, short personal loans and salary advances for public-sector and private-sector workers. ' +
      'Accepts smaller loan amounts than most lenders.',
    website: 'https://palmline-credit.example',
    licence: 'Lagos State Money Lenders licence LSML/2020/0318',
    isActive: true,
    settings: [
      {
        loanTypeCode: 'salary-advance',
        minAmount: 2000000,
        maxAmount: 20000000,
        minTenorMonths: 1,
        maxTenorMonths: 3,
        annualInterestRateBps: 4800,
        processingFeeBps: 300,
        acceptedOrganizationCodes: ['LAGOSHEALTH', 'FEDCIVIL'],
      },
      {
        loanTypeCode: 'personal',
        minAmount: 5000000,
        maxAmount: 100000000,
        minTenorMonths: 3,
        maxTenorMonths: 12,
        annualInterestRateBps: 4000,
        processingFeeBps: 250,
        acceptedOrganizationCodes: ['LAGOSHEALTH', 'FEDCIVIL', 'ZENITHTECH'],
      },
    ],
  },
  {
    slug: 'ember-finance',
    name: 'Ember Finance',
    summary:
      'Personal loans and equipment finance for logistics and technology staff. Not currently accepting ' +
      'new applications.',
    website: 'https://ember-finance.example',
    licence: 'CBN Microfinance Bank licence MFB/2017/0946',
    isActive: false,
    settings: [
      {
        loanTypeCode: 'personal',
        minAmount: 5000000,
        maxAmount: 150000000,
        minTenorMonths: 3,
        maxTenorMonths: 12,
        annualInterestRateBps: 3800,
        processingFeeBps: 200,
        acceptedOrganizationCodes: ['HALCYON', 'ZENITHTECH'],
      },
      {
        loanTypeCode: 'asset',
        minAmount: 20000000,
        maxAmount: 500000000,
        minTenorMonths: 6,
        maxTenorMonths: 24,
        annualInterestRateBps: 3600,
        processingFeeBps: 300,
        acceptedOrganizationCodes: ['HALCYON', 'ZENITHTECH'],
      },
    ],
  },
];
