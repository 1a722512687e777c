import type { SeedLoanType } from '../types';

export const loanTypes: SeedLoanType[] = [
  {
    code: 'salary-advance',
    name: 'Salary advance',
    description:
      'A short loan against your next salary, repaid from payroll within one to three months. Useful for ' +
      'urgent bills that cannot wait for payday.',
  },
  {
    code: 'personal',
    name: 'Personal loan',
    description:
      'A fixed-rate loan for planned expenses such as rent, a wedding or medical costs. Repaid in equal ' +
      'monthly instalments over 3 to 24 months.',
  },
  {
    code: 'school-fees',
    name: 'School fees loan',
    description:
      'Pays tuition and accommodation fees directly to the school so a student can register on time. ' +
      'Repaid monthly over the academic session.',
  },
  {
    code: 'asset',
    name: 'Asset finance',
    description:
      'Spreads the cost of a car, generator, solar system or work equipment over up to three years. The ' +
      'lender may hold a lien on the asset until the loan is repaid.',
  },
];
