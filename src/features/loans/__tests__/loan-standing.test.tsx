import type { Loan, Renewal } from '@lendbridge/contract';
import { screen, within } from '@testing-library/react';
import * as React from 'react';
import { activeLoan } from '../../../../tests/unit/marketplace-fixtures';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { CurrentLoan } from '../components/current-loan';
import { RenewalSection } from '../components/renewal-section';

const [first, second, third] = activeLoan.schedule;
const overdueLoan: Loan = {
  ...activeLoan,
  schedule: [
    { ...first!, status: 'paid', amountPaid: first!.amount },
    { ...second!, paid: false, status: 'overdue', amountPaid: 1_000_000 },
    { ...third!, status: 'due', amountPaid: 0 },
  ],
  overdueAmount: 4_265_000,
};

const decided = (overrides: Partial<Renewal>): Renewal => ({
  id: '5a5a5a5a-5555-4555-8555-555555555555',
  loanId: activeLoan.id,
  amount: 100_000_000,
  tenorMonths: 12,
  reason: '',
  status: 'declined',
  requestedAt: '2026-11-01T10:00:00.000Z',
  decidedAt: '2026-11-03T10:00:00.000Z',
  decisionReason: 'Your current loan is in arrears.',
  replacementLoanId: null,
  ...overrides,
});

describe('the current loan on the dashboard', () => {
  it('shows an instalment past its due date as overdue, and how much is overdue', () => {
    renderWithProviders(<CurrentLoan loan={overdueLoan} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Paid$/);
    expect(rows[2]).toHaveTextContent(/Overdue$/);
    expect(rows[3]).toHaveTextContent(/Not yet due$/);
    expect(screen.getByText(/is overdue/)).toHaveTextContent('₦42,650 is overdue');
  });

  it('says nothing is overdue when nothing is', () => {
    renderWithProviders(<CurrentLoan loan={{ ...activeLoan, overdueAmount: 0 }} />);
    expect(screen.queryByText(/overdue/i)).toBeNull();
  });
});

describe("the lender's answer to a renewal", () => {
  it('shows a declined renewal with the reason, and lets the borrower ask again', () => {
    renderWithProviders(<RenewalSection loan={{ ...activeLoan, latestRenewal: decided({}) }} />);
    expect(screen.getByText(/was declined/)).toHaveTextContent(
      "for ₦1,000,000 over 12 months was declined on 3 Nov 2026. The lender's reason: “Your current loan is in arrears.”",
    );
    expect(screen.getByRole('button', { name: 'Request a renewal' })).toBeInTheDocument();
  });

  it('shows an approved renewal and asks for no other while its loan awaits payout', () => {
    renderWithProviders(
      <RenewalSection
        loan={{
          ...activeLoan,
          latestRenewal: decided({
            status: 'approved',
            decisionReason: null,
            replacementLoanId: activeLoan.id,
          }),
        }}
      />,
    );
    expect(screen.getByText(/was approved/)).toHaveTextContent(
      'was approved on 3 Nov 2026. The new loan is listed under Awaiting disbursement',
    );
    expect(screen.queryByRole('button', { name: 'Request a renewal' })).toBeNull();
  });
});
