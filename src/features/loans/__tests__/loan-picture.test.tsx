import type { Loan } from '@lendbridge/contract';
import { isInaccessible, screen, within } from '@testing-library/react';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { activeLoan } from '../../../../tests/unit/marketplace-fixtures';
import { LoanPicture } from '../components/loan-picture';
import { balanceOverTime, repaidPercent } from '../loan-picture';

// Two instalments of ₦52,650 paid, the first a day late.
const loan: Loan = {
  ...activeLoan,
  payments: [
    { paidOn: '2026-09-04', amount: 5_265_000 },
    { paidOn: '2026-10-03', amount: 5_265_000 },
  ],
};

describe('the balance over time', () => {
  it('starts at everything to repay and steps down at each due date and each payment', () => {
    expect(balanceOverTime(loan)).toEqual([
      { day: '2026-08-03', scheduled: 31_590_000, actual: 31_590_000 },
      { day: '2026-09-03', scheduled: 26_325_000, actual: null },
      { day: '2026-09-04', scheduled: null, actual: 26_325_000 },
      { day: '2026-10-03', scheduled: 21_060_000, actual: 21_060_000 },
      { day: '2026-11-03', scheduled: 15_795_000, actual: null },
      ...loan.schedule.slice(3).map((payment, index) => ({
        day: payment.dueDate,
        scheduled: Math.max(0, 15_795_000 - (index + 1) * 5_265_000),
        actual: null,
      })),
    ]);
    expect(repaidPercent(loan)).toBe(33);
  });

  it('has nothing to draw before payout', () => {
    expect(balanceOverTime({ ...loan, disbursedAt: null })).toEqual([]);
  });
});

describe('the picture on the dashboard', () => {
  it('says what the charts show in words, and gives screen readers the figures as a table', async () => {
    const { user } = renderWithProviders(<LoanPicture loan={loan} />);
    const section = screen.getByRole('region', { name: 'Your loan at a glance' });
    expect(section).toHaveTextContent(
      'You have repaid ₦105,300 of ₦315,900 (33%). ₦200,000 is left on the schedule',
    );
    const table = within(section).getByRole('table', {
      name: 'Balance of your Lagoon Microfinance Bank loan over time',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + balanceOverTime(loan).length);
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('4 Sept 2026');
    expect(rows[3]).toHaveTextContent('–₦263,250');
    // The charts load on their own and are for the eye only: the same facts are in the words and the table.
    // MUI X Charts is a large module: its first import takes a while under test.
    const legend = await within(section).findByText('Planned', {}, { timeout: 20_000 });
    expect(isInaccessible(legend)).toBe(true);
    expect(within(section).queryByRole('img')).toBeNull();
    // Hidden from screen readers, so nothing in them may take the keyboard's focus either.
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
