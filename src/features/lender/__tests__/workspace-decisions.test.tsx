import type { LenderLoan, LenderLoanDetail } from '@lendbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { fakeGateway, forgetEverything, ok } from '../../auth/__tests__/gateway-double';
import { PaymentForm } from '../components/payment-form';
import { RenewalsList } from '../components/renewals-list';
import { saveLenderSession } from '../lender-session';
import { LenderProfileContext } from '../use-lender-profile';
import { awaitingLoan, idempotencyKeyOf, pendingRenewal, staff } from './lender-fixtures';

const activeLoan: LenderLoan = {
  ...awaitingLoan,
  status: 'active',
  disbursedAt: '2026-10-01T09:00:00.000Z',
  nextDueDate: '2026-11-25',
};

const detail = (overrides: Partial<LenderLoanDetail> = {}): LenderLoanDetail => ({
  ...activeLoan,
  contact: { email: 'damilola.akande@lendbridge.example', phone: null },
  payout: null,
  cancelReason: null,
  schedule: [],
  repayments: [],
  renewals: [],
  events: [],
  ...overrides,
});

const page = <T,>(items: T[]) =>
  ok({ items, totalCount: items.length, pageIndex: 0, pageSize: 20, maxPageSize: 100 });

beforeEach(() => saveLenderSession({ ...staff, token: 'token-staff', expires: 3600 }));
afterEach(forgetEverything);

describe('recording a repayment received by hand', () => {
  it('sends the amount in kobo read from the digits, the date and the reference, once per key', async () => {
    const keys: Array<string | null> = [];
    const repaid = detail({ amountRepaid: 4_321_055, outstandingBalance: 31_031_605 });
    const sent = fakeGateway({
      [`POST api/Lender/loans/${activeLoan.id}/repayments`]: (config) => {
        keys.push(idempotencyKeyOf(config));
        return ok({
          repayment: {
            id: 'f0e1d2c3-0000-4000-8000-000000000009',
            amount: 4_321_055,
            paidOn: '2026-11-25',
            reference: 'SAL-NOV-0001',
            source: 'manual',
            recordedAt: '2026-11-25T10:00:00.000Z',
          },
          loan: repaid,
        });
      },
    });
    const onDone = jest.fn();
    const { user } = renderWithProviders(<PaymentForm kind="repayment" loan={activeLoan} onDone={onDone} />);

    await user.type(screen.getByLabelText(/^Amount received/), '₦43,210.55');
    fireEvent.change(screen.getByLabelText(/^Date received/), { target: { value: '2026-11-25' } });
    await user.type(screen.getByLabelText(/^Reference/), 'SAL-NOV-0001');
    await user.click(screen.getByRole('button', { name: 'Record repayment' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(repaid));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      body: { amount: 4_321_055, paidOn: '2026-11-25', reference: 'SAL-NOV-0001' },
      authorization: 'Bearer token-staff',
    });
    expect(keys[0]).toMatch(/^[0-9a-f-]{8,}$/);
  });

  it('refuses an amount with three decimals beside the field and sends nothing', async () => {
    const sent = fakeGateway({});
    const { user } = renderWithProviders(
      <PaymentForm kind="repayment" loan={activeLoan} onDone={jest.fn()} />,
    );

    await user.type(screen.getByLabelText(/^Amount received/), '43,210.555');
    fireEvent.change(screen.getByLabelText(/^Date received/), { target: { value: '2026-11-25' } });
    await user.type(screen.getByLabelText(/^Reference/), 'SAL-NOV-0001');
    await user.click(screen.getByRole('button', { name: 'Record repayment' }));

    expect(screen.getByLabelText(/^Amount received/)).toHaveAccessibleDescription(
      'Enter the amount in digits, with at most 2 decimal places, for example 12,500.50.',
    );
    expect(sent).toHaveLength(0);
  });
});

describe('approving a renewal', () => {
  it('sends the approval with an Idempotency-Key, says what happens next and lists the renewals again', async () => {
    let listed = 0;
    const keys: Array<string | null> = [];
    const sent = fakeGateway({
      'GET api/Lender/renewals': () => page(listed++ === 0 ? [pendingRenewal] : []),
      [`POST api/Lender/renewals/${pendingRenewal.id}/approve`]: (config) => {
        keys.push(idempotencyKeyOf(config));
        return ok({
          ...pendingRenewal,
          status: 'approved',
          decidedAt: '2026-11-21T10:00:00.000Z',
          replacementLoanId: '5b6c7d8e-0000-4000-8000-000000000002',
          replacementLoanStatus: 'awaiting_disbursement',
        });
      },
    });
    const { user } = renderWithProviders(
      <LenderProfileContext.Provider value={staff}>
        <RenewalsList />
      </LenderProfileContext.Provider>,
    );
    const card = await screen.findByRole('article', { name: /^Chinedu Okeke: renew to ₦600,000/ });

    await user.click(within(card).getByRole('button', { name: 'Approve the renewal' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      "Renewal approved: Chinedu Okeke's new loan now awaits payout in New loans, where its payout settles the current loan. The borrower has been emailed.",
    );
    const approvals = sent.filter((request) => request.method === 'POST');
    expect(approvals).toHaveLength(1);
    expect(approvals[0]?.authorization).toBe('Bearer token-staff');
    expect(keys[0]).toMatch(/^[0-9a-f-]{8,}$/);
    // Listed again after the decision: the approved request has left the pending list.
    await waitFor(() => expect(listed).toBe(2));
    expect(screen.queryByRole('article', { name: /^Chinedu Okeke/ })).not.toBeInTheDocument();
  });
});
