import type { ProviderSetting } from '@lendbridge/contract';
import { screen, within } from '@testing-library/react';
import * as React from 'react';
import { loanTypes } from '../../../../tests/unit/marketplace-fixtures';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { emptyApplication } from '../application-slice';
import { LoanStep } from '../components/loan-step';

const SALARY_ADVANCE = 1;
const PERSONAL = 2;

const setting = (overrides: Partial<ProviderSetting> & Pick<ProviderSetting, 'id' | 'loanTypeId'>) => ({
  providerId: 1,
  providerName: 'Kobo Credit',
  annualInterestRateBps: 3000,
  processingFeeBps: 100,
  acceptedOrganizationCodes: ['ZENITHTECH', 'LAGOSHEALTH'],
  minAmount: 2_000_000,
  maxAmount: 30_000_000,
  minTenorMonths: 1,
  maxTenorMonths: 3,
  ...overrides,
});

/** Every lender limits a salary advance to 1 to 3 months; personal loans run 3 to 24, in two ranges. */
const settings: ProviderSetting[] = [
  setting({ id: 1, loanTypeId: SALARY_ADVANCE }),
  setting({
    id: 2,
    loanTypeId: PERSONAL,
    acceptedOrganizationCodes: ['ZENITHTECH'],
    minAmount: 5_000_000,
    maxAmount: 150_000_000,
    minTenorMonths: 3,
    maxTenorMonths: 12,
  }),
  setting({
    id: 3,
    providerId: 2,
    providerName: 'Harmattan Finance',
    loanTypeId: PERSONAL,
    acceptedOrganizationCodes: ['ZENITHTECH'],
    minAmount: 10_000_000,
    maxAmount: 300_000_000,
    minTenorMonths: 6,
    maxTenorMonths: 24,
  }),
];

function renderStep(organizationCode: string, providerSettings: ProviderSetting[] = settings) {
  const onNext = jest.fn();
  const view = renderWithProviders(
    <LoanStep
      loanTypes={{ items: loanTypes, loading: false, error: null }}
      providerSettings={{ items: providerSettings, loading: false, error: null }}
      answers={{ ...emptyApplication, organizationCode, organizationName: 'Zenith Tech Solutions Ltd' }}
      serverError={null}
      onBack={jest.fn()}
      onNext={onNext}
    />,
  );
  return { onNext, ...view };
}

const optionsOf = (label: RegExp) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the loan step, fed by the lenders’ settings (GET api/ProviderSettings)', () => {
  it('offers only the repayment periods some lender allows for the loan type', async () => {
    const { user, onNext } = renderStep('ZENITHTECH');

    await user.selectOptions(screen.getByLabelText(/^Kind of loan/), 'Salary advance');

    // The wizard's default of 12 months is no choice here: the visitor has to pick one that is.
    expect(optionsOf(/^Repayment period/)).toEqual([
      'Choose a repayment period',
      '1 month',
      '2 months',
      '3 months',
    ]);
    expect(screen.getByLabelText(/^Amount you want to borrow/)).toHaveAccessibleDescription(
      'Lenders lend ₦20,000 to ₦300,000 for this.',
    );
    await user.type(screen.getByLabelText(/^Amount you want to borrow/), '100,000');
    await user.click(screen.getByRole('button', { name: 'Next: review' }));
    expect(screen.getByLabelText(/^Repayment period/)).toHaveAccessibleDescription(
      'Choose a repayment period.',
    );
    expect(onNext).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText(/^Repayment period/), '3 months');
    await user.click(screen.getByRole('button', { name: 'Next: review' }));
    expect(onNext).toHaveBeenCalledWith({
      loanType: SALARY_ADVANCE,
      loanTypeName: 'Salary advance',
      amount: 10_000_000,
      tenorMonths: 3,
    });
  });

  it('shows the range lent over the chosen period and refuses an amount no lender lends over it', async () => {
    const { user, onNext } = renderStep('ZENITHTECH');
    await user.selectOptions(screen.getByLabelText(/^Kind of loan/), 'Personal loan');
    expect(optionsOf(/^Repayment period/)).toEqual([
      '3 months',
      '4 months',
      '5 months',
      '6 months',
      '9 months',
      '12 months',
      '18 months',
      '24 months',
    ]);

    await user.selectOptions(screen.getByLabelText(/^Repayment period/), '24 months');
    const amount = screen.getByLabelText(/^Amount you want to borrow/);
    expect(amount).toHaveAccessibleDescription(
      'Lenders lend ₦100,000 to ₦3,000,000 for this over 24 months.',
    );
    await user.type(amount, '60,000');
    await user.click(screen.getByRole('button', { name: 'Next: review' }));

    expect(amount).toHaveAccessibleDescription(
      'No lender lends this amount over 24 months. Over that period lenders lend ₦100,000 to ₦3,000,000.',
    );
    expect(amount).toHaveFocus();
    expect(onNext).not.toHaveBeenCalled();

    // Over 12 months the first lender lends from ₦50,000.
    await user.selectOptions(screen.getByLabelText(/^Repayment period/), '12 months');
    await user.click(screen.getByRole('button', { name: 'Next: review' }));
    expect(onNext).toHaveBeenCalledWith(expect.objectContaining({ amount: 6_000_000, tenorMonths: 12 }));
  });

  it('offers only the loan types some lender lends to people at the organisation', () => {
    renderStep('LAGOSHEALTH');

    expect(optionsOf(/^Kind of loan/)).toEqual(['Choose a kind of loan', 'Salary advance']);
  });

  it('says so when no lender lends to people at the organisation', () => {
    renderStep('NOBODY');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'No lender offers loans to people at Zenith Tech Solutions Ltd yet.',
    );
  });

  it('offers every period while the settings are not known, leaving the judgement to the check', async () => {
    const { user } = renderStep('ZENITHTECH', []);

    await user.selectOptions(screen.getByLabelText(/^Kind of loan/), 'Salary advance');

    expect(optionsOf(/^Repayment period/)).toHaveLength(13);
    expect(screen.getByLabelText(/^Amount you want to borrow/)).toHaveAccessibleDescription(
      'A whole amount, for example 500,000.',
    );
  });
});
