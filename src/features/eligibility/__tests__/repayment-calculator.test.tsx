import { screen } from '@testing-library/react';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { parseRatePercent, RepaymentCalculator } from '../components/repayment-calculator';

describe('the repayment calculator', () => {
  it('estimates the monthly repayment with the lenders’ arithmetic, at the rate shown', async () => {
    const { user } = renderWithProviders(<RepaymentCalculator />);
    // Expected figures worked out apart from our code: P·r / (1 − (1 + r)^−n) with r the yearly
    // rate over 12, in Python's decimal arithmetic, rounded to the kobo: ₦500,000 at 30% over 12
    // months is 48,743.5634…; at 24.5% over 6 months, 89,388.4641….
    expect(screen.getByText('₦48,743.56 a month')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('at 30% a year interest');

    await user.clear(screen.getByLabelText('Interest rate (% a year)'));
    await user.type(screen.getByLabelText('Interest rate (% a year)'), '24.5');
    await user.selectOptions(screen.getByLabelText('Repayment period for the estimate'), '6 months');
    expect(screen.getByText('₦89,388.46 a month')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Amount for the estimate/));
    expect(screen.getByLabelText(/^Amount for the estimate/)).toHaveAccessibleDescription('Enter an amount.');
    expect(screen.getByRole('status')).toHaveTextContent('Enter an amount and a rate to see an estimate.');
  });

  it('reads rates as percent a year', () => {
    expect(parseRatePercent('30')).toBe(3000);
    expect(parseRatePercent('24.5%')).toBe(2450);
    expect(parseRatePercent('abc')).toBeNull();
    expect(parseRatePercent('2000')).toBeNull();
  });
});
