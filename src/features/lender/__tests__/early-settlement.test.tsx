import type { LenderLoan, LenderLoanDetail, Settlement } from '@lendbridge/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { fail, fakeGateway, forgetEverything, ok } from '../../auth/__tests__/gateway-double';
import { LoanDetail } from '../components/loan-detail';
import { PaymentForm } from '../components/payment-form';
import { LoanTypeTermsForm } from '../components/settings-editor';
import { saveLenderSession } from '../lender-session';
import { LenderProfileContext } from '../use-lender-profile';
import { awaitingLoan, idempotencyKeyOf, organizations, personalLoanSetting, staff } from './lender-fixtures';

const figure: Settlement = {
  asOf: '2026-11-27',
  amount: 28_512_345,
  principal: 28_043_115,
  accruedInterest: 469_230,
  fee: 0,
  partPayment: 0,
  remainingSchedule: 31_511_534,
  interestNotCharged: 2_999_189,
};
const activeLoan: LenderLoan = {
  ...awaitingLoan,
  status: 'active',
  disbursedAt: '2026-07-01T09:00:00.000Z',
  nextDueDate: '2026-12-01',
  settlement: figure,
};
const detail = (overrides: Partial<LenderLoanDetail> = {}): LenderLoanDetail => ({
  ...activeLoan,
  contact: { email: null, phone: null },
  payout: null,
  cancelReason: null,
  schedule: [],
  repayments: [],
  renewals: [],
  settlementRequests: [
    {
      id: '5a5a5a5a-0000-4000-8000-000000000001',
      loanId: activeLoan.id,
      status: 'open',
      requestedAt: '2026-11-27T08:00:00.000Z',
      quotedSettlement: figure,
      validUntil: '2026-12-11',
      settledAt: null,
      endedAt: null,
    },
  ],
  events: [],
  ...overrides,
});
const SETTLE = `POST api/Lender/loans/${activeLoan.id}/settlement`;

beforeEach(() => saveLenderSession({ ...staff, token: 'token-staff', expires: 3600 }));
afterEach(forgetEverything);

describe('early settlement in the lender workspace', () => {
  it('lists the borrower’s open request on the loan page and offers to record the settlement', async () => {
    fakeGateway({ [`GET api/Lender/loans/${activeLoan.id}`]: ok(detail()) });
    renderWithProviders(
      <LenderProfileContext.Provider value={staff}>
        <LoanDetail loanId={activeLoan.id} />
      </LenderProfileContext.Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Early settlement requests' })).toBeInTheDocument();
    expect(screen.getByText(/at ₦285,123\.45 \(figure of 27 Nov 2026\): open/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record an early settlement' })).toBeInTheDocument();
  });

  it('sends the payment in kobo with a key, and shows the gateway’s refusal of a wrong figure', async () => {
    const keys: Array<string | null> = [];
    let answer = fail(
      422,
      'The settlement paid on 2026-11-27 must be ₦285,123.45, the payoff figure of that day.',
      {
        field: 'amountPaid',
      },
    );
    const sent = fakeGateway({
      [SETTLE]: (config) => {
        keys.push(idempotencyKeyOf(config));
        return answer;
      },
    });
    const onDone = jest.fn();
    const { user } = renderWithProviders(<PaymentForm kind="settlement" loan={activeLoan} onDone={onDone} />);
    expect(screen.getByText(/Settles it today: ₦285,123\.45/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Amount received/), '285,000');
    fireEvent.change(screen.getByLabelText(/^Date received/), { target: { value: '2026-11-27' } });
    await user.type(screen.getByLabelText(/^Reference/), 'SETTLE-1');
    await user.click(screen.getByRole('button', { name: 'Record settlement' }));
    // Beside the amount, where it can be corrected.
    await waitFor(() =>
      expect(screen.getByLabelText(/^Amount received/)).toHaveAccessibleDescription(/must be ₦285,123\.45/),
    );
    expect(sent[0]).toMatchObject({
      body: { amountPaid: 28_500_000, paidOn: '2026-11-27', reference: 'SETTLE-1' },
      authorization: 'Bearer token-staff',
    });

    answer = ok(detail({ status: 'repaid' }));
    await user.clear(screen.getByLabelText(/^Amount received/));
    await user.type(screen.getByLabelText(/^Amount received/), '285,123.45');
    await user.click(screen.getByRole('button', { name: 'Record settlement' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'repaid' })));
    expect(sent[1]!.body).toMatchObject({ amountPaid: 28_512_345 });
    expect(keys[1]).toMatch(/^[0-9a-f-]{8,}$/);
  });

  it('sets the early-settlement fee in the loan type’s terms, as basis points of the principal owed', async () => {
    const sent = fakeGateway({
      [`PUT api/Lender/settings/loan_types/${personalLoanSetting.loanTypeId}`]: ok(personalLoanSetting),
    });
    const { user } = renderWithProviders(
      <LoanTypeTermsForm initial={personalLoanSetting} organizations={organizations} readOnly={false} />,
    );
    const fee = screen.getByLabelText(/^Early-settlement fee/);
    expect(fee).toHaveValue('0');
    await user.clear(fee);
    await user.type(fee, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save Personal loan terms' }));
    await screen.findByRole('status');
    expect(sent[0]?.body).toMatchObject({ earlySettlementFeeBps: 150, processingFeeBps: 200 });
  });
});
