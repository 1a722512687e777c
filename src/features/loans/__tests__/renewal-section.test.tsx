import { screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { activeLoan } from '../../../../tests/unit/marketplace-fixtures';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { ada, fail, fakeGateway, forgetEverything, ok } from '../../auth/__tests__/gateway-double';
import { saveSession } from '../../auth/session';
import { RenewalSection } from '../components/renewal-section';

const RENEW = 'POST api/LoanTransaction/renew_loan_request';
const renewal = {
  id: '5a5a5a5a-5555-4555-8555-555555555555',
  loanId: activeLoan.id,
  amount: 100_000_000,
  tenorMonths: 12,
  reason: '',
  status: 'pending',
  requestedAt: '2026-11-21T10:00:00.000Z',
};

beforeEach(() => saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 }));
afterEach(() => {
  forgetEverything();
});

async function fillAndSend(user: ReturnType<typeof renderWithProviders>['user'], amount: string) {
  await user.type(screen.getByLabelText(/^New loan amount/), amount);
  await user.click(screen.getByRole('button', { name: 'Request a renewal' }));
}

describe('renewing the current loan', () => {
  it("sends the new amount in minor units and says 'Loan Renewal request submitted successfully'", async () => {
    const sent = fakeGateway({ [RENEW]: ok(renewal, 'Loan Renewal request submitted successfully') });
    const { user } = renderWithProviders(<RenewalSection loan={activeLoan} />);

    await user.selectOptions(screen.getByLabelText(/^Repayment period/), '12 months');
    await user.type(screen.getByLabelText(/^Reason/), 'School fees for my daughter');
    await fillAndSend(user, '1,000,000');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Loan Renewal request submitted successfully',
    );
    expect(sent[0]).toMatchObject({
      body: {
        loanId: activeLoan.id,
        amount: 100_000_000,
        tenorMonths: 12,
        reason: 'School fees for my daughter',
      },
    });
  });

  it("shows the server's message, beside the amount when it is about the amount", async () => {
    fakeGateway({
      [RENEW]: fail(400, 'The most Lagoon Microfinance Bank lends is ₦5,000,000', { field: 'amount' }),
    });
    const { user } = renderWithProviders(<RenewalSection loan={activeLoan} />);

    await fillAndSend(user, '9000000');

    const amount = screen.getByLabelText(/^New loan amount/);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('The most Lagoon Microfinance Bank lends is ₦5,000,000'),
    );
    expect(amount).toHaveFocus();
  });

  it("shows a conflict's message, and 'Loan Renewal error. Try again' when there is no answer", async () => {
    let reply: 'conflict' | 'network' = 'conflict';
    fakeGateway({
      [RENEW]: () =>
        reply === 'conflict'
          ? fail(409, 'This loan already has a renewal request waiting.')
          : 'network-error',
    });
    const { user } = renderWithProviders(<RenewalSection loan={activeLoan} />);

    await fillAndSend(user, '1000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This loan already has a renewal request waiting.',
    );

    reply = 'network';
    await user.click(screen.getByRole('button', { name: 'Request a renewal' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Loan Renewal error. Try again'));
  });

  it('shows both figures, and asks for more than settles the loan today before sending anything', async () => {
    const sent = fakeGateway({ [RENEW]: ok(renewal, 'Loan Renewal request submitted successfully') });
    const { user } = renderWithProviders(<RenewalSection loan={activeLoan} />);
    const form = screen.getByRole('form', { name: 'Renew your loan' });
    expect(form).toHaveTextContent('Payments left on the schedule: ₦200,000');
    expect(form).toHaveTextContent('To settle today: ₦180,000');

    await fillAndSend(user, '150000');
    expect(screen.getByLabelText(/^New loan amount/)).toHaveAccessibleDescription(
      'Enter more than what settles your loan today, ₦180,000.',
    );
    expect(sent).toHaveLength(0);

    // More than the payoff though less than the schedule's remainder: the old rule refused it.
    await user.clear(screen.getByLabelText(/^New loan amount/));
    await user.type(screen.getByLabelText(/^New loan amount/), '190000');
    expect(screen.getByLabelText(/^New loan amount/)).toHaveAccessibleDescription(
      "If paid out today: ₦180,000 settles this loan and ₦10,000 comes to you, less the lender's processing fee.",
    );
    await user.click(screen.getByRole('button', { name: 'Request a renewal' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('shows a pending renewal instead of the form, and explains when there is no loan', () => {
    const { rerender } = renderWithProviders(
      <RenewalSection
        loan={{
          ...activeLoan,
          pendingRenewal: {
            ...renewal,
            status: 'pending',
            quotedSettlement: activeLoan.settlement!,
            quotedPayout: 80_000_000,
          },
        }}
      />,
    );
    expect(screen.getByText(/Status: Pending/)).toHaveTextContent(
      'it settles this loan for ₦180,000 and pays out ₦800,000 to you',
    );
    expect(screen.queryByRole('button', { name: 'Request a renewal' })).not.toBeInTheDocument();

    rerender(<RenewalSection loan={null} />);
    expect(screen.getByText(/You have no active loan to renew/)).toBeInTheDocument();
  });
});
