import type { Loan, Settlement, SettlementRequest } from '@lendbridge/contract';
import { screen } from '@testing-library/react';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { activeLoan } from '../../../../tests/unit/marketplace-fixtures';
import { fail, fakeGateway, ok } from '../../auth/__tests__/gateway-double';
import { SettleEarly } from '../components/settle-early';

const ASK = 'POST api/LoanTransaction/settlement_request';
const WITHDRAW = 'POST api/LoanTransaction/settlement_request/withdraw';

const figure: Settlement = {
  asOf: '2026-11-27',
  amount: 16_290_000,
  principal: 16_113_000,
  accruedInterest: 177_000,
  fee: 0,
  partPayment: 0,
  remainingSchedule: 16_700_000,
  interestNotCharged: 410_000,
};
const loan: Loan = {
  ...activeLoan,
  providerName: 'Kobo Credit',
  settlement: figure,
  pendingSettlement: null,
};
const asked: SettlementRequest = {
  id: '3f0e8f6c-8a7e-4d51-9d43-0a2b1c3d4e5f',
  loanId: loan.id,
  status: 'open',
  requestedAt: '2026-11-27T10:00:00.000Z',
  quotedSettlement: figure,
  validUntil: '2026-12-11',
  settledAt: null,
  endedAt: null,
};

describe('settling the current loan early', () => {
  it('shows what settles it today, made up, and asks the lender once with a key', async () => {
    const sent = fakeGateway({ [ASK]: ok(asked, 'We asked Kobo Credit to settle your loan.') });
    const { user } = renderWithProviders(<SettleEarly loan={loan} />);
    expect(screen.getByText(/To settle today:/)).toHaveTextContent(
      'To settle today: ₦162,900, valid on 27 Nov 2026 only.',
    );
    expect(screen.getByText('Principal outstanding: ₦161,130')).toBeInTheDocument();
    expect(screen.getByText('Interest to today: ₦1,770')).toBeInTheDocument();
    expect(screen.queryByText(/Early-settlement fee/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask Kobo Credit to settle' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We asked Kobo Credit to settle your loan.');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ loanId: loan.id });
  });

  it('says so when a request is open, and shows the gateway’s refusal', async () => {
    const { unmount } = renderWithProviders(<SettleEarly loan={{ ...loan, pendingSettlement: asked }} />);
    expect(screen.getByText(/You asked on 27 Nov 2026 to settle this loan/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /settle/ })).not.toBeInTheDocument();
    unmount();

    fakeGateway({ [ASK]: fail(409, 'You already asked Kobo Credit to settle this loan.') });
    const { user } = renderWithProviders(<SettleEarly loan={loan} />);
    await user.click(screen.getByRole('button', { name: 'Ask Kobo Credit to settle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already asked Kobo Credit to settle this loan.',
    );
  });

  it('asks again under the same key after a lost answer, and under a new one for the next request', async () => {
    const keys: unknown[] = [];
    let attempts = 0;
    fakeGateway({
      [ASK]: (config) => {
        keys.push(config.headers.get('Idempotency-Key'));
        attempts += 1;
        return attempts === 1 ? 'network-error' : ok(asked, 'We asked Kobo Credit to settle your loan.');
      },
    });
    const { user } = renderWithProviders(<SettleEarly loan={loan} />);
    const ask = screen.getByRole('button', { name: 'Ask Kobo Credit to settle' });
    await user.click(ask);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured, please try again');
    await user.click(ask);
    expect(await screen.findByRole('status')).toHaveTextContent('We asked Kobo Credit to settle your loan.');
    await user.click(ask);
    await screen.findByRole('status');
    expect(keys).toHaveLength(3);
    expect(typeof keys[0]).toBe('string');
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('withdraws an open request once, with its own key', async () => {
    const withdrawn: SettlementRequest = {
      ...asked,
      status: 'withdrawn',
      endedAt: '2026-11-28T09:00:00.000Z',
    };
    const sent = fakeGateway({
      [WITHDRAW]: ok(withdrawn, 'You withdrew your request to settle your loan with Kobo Credit.'),
    });
    const { user } = renderWithProviders(
      <SettleEarly loan={{ ...loan, pendingSettlement: asked, latestSettlement: asked }} />,
    );
    expect(screen.getByText(/if you pay by 11 Dec 2026; after that your request lapses/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw your request' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You withdrew your request to settle your loan with Kobo Credit.',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ loanId: loan.id });
  });

  it('says a request lapsed or was withdrawn, and lets the borrower ask again', () => {
    const lapsed: SettlementRequest = { ...asked, status: 'lapsed', endedAt: '2026-12-11T23:59:59.999Z' };
    const { unmount } = renderWithProviders(<SettleEarly loan={{ ...loan, latestSettlement: lapsed }} />);
    expect(
      screen.getByText(
        "Your request of 27 Nov 2026 lapsed: no payment was recorded by 11 Dec 2026. You can ask again at today's figure.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask Kobo Credit to settle' })).toBeEnabled();
    unmount();
    renderWithProviders(
      <SettleEarly
        loan={{
          ...loan,
          latestSettlement: { ...asked, status: 'withdrawn', endedAt: '2026-11-28T09:00:00.000Z' },
        }}
      />,
    );
    expect(screen.getByText(/You withdrew your request of 27 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask Kobo Credit to settle' })).toBeEnabled();
  });
});
