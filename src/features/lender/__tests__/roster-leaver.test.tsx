import type { LenderLoan, LenderLoanDetail } from '@lendbridge/contract';
import { screen } from '@testing-library/react';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { fakeGateway, forgetEverything, ok } from '../../auth/__tests__/gateway-double';
import { LoanDetail } from '../components/loan-detail';
import { saveLenderSession } from '../lender-session';
import { LenderProfileContext } from '../use-lender-profile';
import { awaitingLoan, staff } from './lender-fixtures';

const repaying: LenderLoan = {
  ...awaitingLoan,
  status: 'active',
  disbursedAt: '2026-07-01T09:00:00.000Z',
  nextDueDate: '2026-12-01',
};
const detail = (overrides: Partial<LenderLoanDetail>): LenderLoanDetail => ({
  ...repaying,
  contact: { email: null, phone: null },
  payout: null,
  cancelReason: null,
  schedule: [],
  repayments: [],
  renewals: [],
  events: [],
  ...overrides,
});

beforeEach(() => saveLenderSession({ ...staff, token: 'token-staff', expires: 3600 }));
afterEach(forgetEverything);

const renderLoan = () =>
  renderWithProviders(
    <LenderProfileContext.Provider value={staff}>
      <LoanDetail loanId={repaying.id} />
    </LenderProfileContext.Provider>,
  );

describe('a borrower the roster says has left', () => {
  it('is flagged on a loan being repaid, saying payroll no longer deducts it', async () => {
    fakeGateway({ [`GET api/Lender/loans/${repaying.id}`]: ok(detail({ borrowerLeft: true })) });
    renderLoan();
    expect(
      await screen.findByText(/Left the organisation: .*roster says Damilola Akande has left/),
    ).toBeInTheDocument();
  });

  it('is not flagged once the loan is repaid', async () => {
    fakeGateway({
      [`GET api/Lender/loans/${repaying.id}`]: ok(detail({ borrowerLeft: true, status: 'repaid' })),
    });
    renderLoan();
    expect((await screen.findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Left the organisation/)).not.toBeInTheDocument();
  });
});
