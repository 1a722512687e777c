import type { LenderLoanDetail, LenderProfile, RemittancePreview, RemittanceRow } from '@lendbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { fail, fakeGateway, forgetEverything, ok } from '../../auth/__tests__/gateway-double';
import { LoanTypeTermsForm } from '../components/settings-editor';
import { NewLoans } from '../components/new-loans';
import { PaymentForm } from '../components/payment-form';
import { RemittanceUpload } from '../components/remittance-upload';
import { RenewalsList } from '../components/renewals-list';
import { saveLenderSession } from '../lender-session';
import { LenderProfileContext } from '../use-lender-profile';
import {
  admin,
  awaitingLoan,
  idempotencyKeyOf,
  organizations,
  pendingRenewal,
  personalLoanSetting,
  staff,
} from './lender-fixtures';

const PAYOUT = `POST api/Lender/loans/${awaitingLoan.id}/payout`;
const CANCEL = `POST api/Lender/loans/${awaitingLoan.id}/cancel`;
const LOANS = 'GET api/Lender/loans';

const detail = (overrides: Partial<LenderLoanDetail> = {}): LenderLoanDetail => ({
  ...awaitingLoan,
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

function asStaff(ui: React.ReactElement, profile: LenderProfile = staff) {
  return renderWithProviders(
    <LenderProfileContext.Provider value={profile}>{ui}</LenderProfileContext.Provider>,
  );
}

beforeEach(() => saveLenderSession({ ...staff, token: 'token-staff', expires: 3600 }));
afterEach(forgetEverything);

describe('recording a payout', () => {
  it('sends the amount in minor units, the date and the reference, with an Idempotency-Key and the staff token', async () => {
    const keys: Array<string | null> = [];
    const sent = fakeGateway({
      [PAYOUT]: (config) => {
        keys.push(idempotencyKeyOf(config));
        return ok(detail({ status: 'active' }));
      },
    });
    const onDone = jest.fn();
    const { user } = renderWithProviders(<PaymentForm kind="payout" loan={awaitingLoan} onDone={onDone} />);

    await user.type(screen.getByLabelText(/^Amount paid/), '₦294,000.00');
    fireEvent.change(screen.getByLabelText(/^Date paid/), { target: { value: '2026-11-21' } });
    await user.type(screen.getByLabelText(/^Reference/), '  KOBO-PAY-1 ');
    await user.click(screen.getByRole('button', { name: 'Confirm payout' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'active' })));
    expect(sent[0]).toMatchObject({
      body: { amountPaid: 29_400_000, paidOn: '2026-11-21', reference: 'KOBO-PAY-1' },
      authorization: 'Bearer token-staff',
    });
    expect(keys[0]).toMatch(/^[0-9a-f-]{8,}$/);
  });

  it('says what is missing beside each field and sends nothing', async () => {
    const sent = fakeGateway({});
    const { user } = renderWithProviders(
      <PaymentForm kind="payout" loan={awaitingLoan} onDone={jest.fn()} />,
    );

    fireEvent.change(screen.getByLabelText(/^Date paid/), { target: { value: '2999-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Confirm payout' }));

    expect(screen.getByLabelText(/^Amount paid/)).toHaveAccessibleDescription('Enter an amount.');
    expect(screen.getByLabelText(/^Date paid/)).toHaveAccessibleDescription(
      'The date cannot be in the future.',
    );
    expect(screen.getByLabelText(/^Reference/)).toHaveAccessibleDescription(
      'Enter the bank or payroll reference.',
    );
    expect(screen.getByLabelText(/^Amount paid/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it("shows the gateway's refusal beside the amount, and a retry of the same payout reuses its key", async () => {
    const keys: Array<string | null> = [];
    let calls = 0;
    fakeGateway({
      [PAYOUT]: (config) => {
        keys.push(idempotencyKeyOf(config));
        calls += 1;
        return calls === 1
          ? 'network-error'
          : fail(400, 'The amount paid must be ₦294,000, what this loan pays out.', { field: 'amountPaid' });
      },
    });
    const { user } = renderWithProviders(
      <PaymentForm kind="payout" loan={awaitingLoan} onDone={jest.fn()} />,
    );
    await user.type(screen.getByLabelText(/^Amount paid/), '290000');
    await user.type(screen.getByLabelText(/^Reference/), 'KOBO-PAY-2');
    await user.click(screen.getByRole('button', { name: 'Confirm payout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured, please try again');

    await user.click(screen.getByRole('button', { name: 'Confirm payout' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Amount paid/)).toHaveAccessibleDescription(
        'The amount paid must be ₦294,000, what this loan pays out.',
      ),
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('cancelling a loan awaiting payout', () => {
  it('asks for a reason, sends it, then says so and lists the loans again', async () => {
    let listed = 0;
    const sent = fakeGateway({
      [LOANS]: () => page(listed++ === 0 ? [awaitingLoan] : []),
      [CANCEL]: ok(detail({ status: 'cancelled', cancelReason: 'Duplicate application' })),
    });
    const { user } = asStaff(<NewLoans />);
    const card = await screen.findByRole('article', { name: /^Damilola Akande/ });
    expect(within(card).getByText('LHS-21560')).toBeInTheDocument();
    expect(within(card).getByText(/^Given on /)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Cancel the loan' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel this loan' }));
    expect(within(card).getByLabelText(/^Reason for cancelling/)).toHaveAccessibleDescription(
      'Give a reason: the borrower is emailed it.',
    );
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(within(card).getByLabelText(/^Reason for cancelling/), ' Duplicate application ');
    await user.click(within(card).getByRole('button', { name: 'Cancel this loan' }));

    expect(await screen.findByRole('status')).toHaveTextContent("Damilola Akande's loan is cancelled.");
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'Duplicate application',
    });
    expect(await screen.findByText(/No loans are waiting to be paid out/)).toBeInTheDocument();
    expect(sent.filter((request) => request.url === 'api/Lender/loans')[0]?.params).toMatchObject({
      status: 'awaiting_disbursement',
    });
  });

  it('offers an admin no button that would change anything', async () => {
    fakeGateway({ [LOANS]: page([awaitingLoan]) });
    asStaff(<NewLoans />, admin);
    const card = await screen.findByRole('article', { name: /^Damilola Akande/ });
    expect(within(card).getByText('Kobo Credit')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

describe('a payroll remittance file', () => {
  const row = (overrides: Partial<RemittanceRow>): RemittanceRow => ({
    line: 2,
    staffNumber: 'FCS-302215',
    amount: 2_686_700,
    paidOn: '2026-11-25',
    reference: 'NOV-001',
    outcome: 'matched',
    message: 'Pays instalment 2',
    loanId: awaitingLoan.id,
    borrowerName: 'Ifeoma Nwachukwu',
    appliedAmount: 2_686_700,
    overpaidAmount: 0,
    outstandingAfter: 10_746_800,
    repaysLoan: false,
    ...overrides,
  });
  const preview: RemittancePreview = {
    fileHash: 'a'.repeat(64),
    fileName: 'november.csv',
    organizationCode: 'ZENITHTECH',
    organizationName: 'Zenith Tech Solutions Ltd',
    rows: [
      row({}),
      row({
        line: 3,
        staffNumber: 'ZT-9999',
        reference: 'NOV-002',
        outcome: 'unmatched',
        message: 'No loan',
        loanId: null,
        borrowerName: null,
        appliedAmount: 0,
        outstandingAfter: null,
      }),
      row({
        line: 4,
        reference: 'NOV-001',
        outcome: 'duplicate',
        message: 'Recorded already',
        appliedAmount: 0,
      }),
    ],
    totals: {
      rows: 3,
      matched: 1,
      unmatched: 1,
      duplicate: 1,
      amountMatched: 2_686_700,
      amountApplied: 2_686_700,
      amountOverpaid: 0,
      loansRepaid: 0,
    },
    alreadyApplied: null,
  };
  const csv =
    'staff number,amount,date,reference\nFCS-302215,"26,867.00",2026-11-25,NOV-001\nZT-9999,100,2026-11-25,NOV-002\nFCS-302215,100,2026-11-25,NOV-001\n';

  async function choose(user: ReturnType<typeof renderWithProviders>['user']) {
    await user.selectOptions(
      screen.getByLabelText(/^Organisation that sent the file/),
      'Zenith Tech Solutions Ltd',
    );
    await user.upload(
      screen.getByLabelText('Remittance file (CSV)'),
      new File([csv], 'november.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
  }

  it('previews matched, unmatched and duplicate rows, writing nothing, then applies the file once', async () => {
    const keys: Array<string | null> = [];
    const sent = fakeGateway({
      'POST api/Lender/remittances/preview': ok(preview),
      'POST api/Lender/remittances/apply': (config) => {
        keys.push(idempotencyKeyOf(config));
        return ok({
          ...preview,
          alreadyApplied: false,
          uploadId: awaitingLoan.id,
          appliedAt: '2026-11-25T10:00:00.000Z',
          appliedBy: 'Bola Adeyemi',
        });
      },
    });
    const { user } = renderWithProviders(<RemittanceUpload organizations={organizations} />);
    await choose(user);

    const section = await screen.findByRole('region', { name: 'Preview of november.csv' });
    expect(within(section).getByText(/Nothing has been recorded yet/)).toHaveTextContent(
      '3 rows: 1 matched, 1 unmatched, 1 duplicate.',
    );
    expect(sent[0]?.body).toEqual({ organizationCode: 'ZENITHTECH', fileName: 'november.csv', csv });
    expect(sent).toHaveLength(1);

    await user.click(within(section).getByRole('button', { name: 'Apply 1 matched payment' }));
    expect(await screen.findByText(/november\.csv applied: 1 payment, ₦26,867\./)).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ url: 'api/Lender/remittances/apply', body: sent[0]?.body });
    expect(keys[0]).toBeTruthy();
  });

  it('lists the rows it cannot read, by line, and offers nothing to apply', async () => {
    fakeGateway({
      'POST api/Lender/remittances/preview': {
        status: 422,
        data: {
          requestSuccessful: false,
          message: '1 row of the file cannot be read: nothing was matched or recorded.',
          error: 'invalid_rows',
          responseData: {
            problems: [{ line: 3, field: 'amount', message: 'The amount "abc" is not a number.' }],
          },
        },
      },
    });
    const { user } = renderWithProviders(<RemittanceUpload organizations={organizations} />);
    await choose(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 row of the file cannot be read');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Line 3: The amount "abc" is not a number.',
    );
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
  });
});

describe('declining a renewal', () => {
  it('needs a reason, sends it with an Idempotency-Key and says the borrower was told', async () => {
    let listed = 0;
    const keys: Array<string | null> = [];
    const sent = fakeGateway({
      'GET api/Lender/renewals': () => page(listed++ === 0 ? [pendingRenewal] : []),
      [`POST api/Lender/renewals/${pendingRenewal.id}/decline`]: (config) => {
        keys.push(idempotencyKeyOf(config));
        return ok({ ...pendingRenewal, status: 'declined', decisionReason: 'Arrears on the current loan' });
      },
    });
    const { user } = asStaff(<RenewalsList />);
    const card = await screen.findByRole('article', { name: /^Chinedu Okeke: renew to ₦600,000/ });
    expect(within(card).getByRole('region', { name: 'Current loan' })).toHaveTextContent('₦314,160');
    expect(within(card).getByRole('region', { name: 'Proposed loan' })).toHaveTextContent('₦273,840');

    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    await user.click(within(card).getByRole('button', { name: 'Decline the renewal' }));
    expect(within(card).getByLabelText(/^Reason for declining/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(card).getByLabelText(/^Reason for declining/), 'Arrears on the current loan');
    await user.click(within(card).getByRole('button', { name: 'Decline the renewal' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Renewal declined. Chinedu Okeke has been emailed your reason.',
    );
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'Arrears on the current loan',
    });
    expect(keys[0]).toBeTruthy();
    expect(sent[0]?.params).toMatchObject({ status: 'pending' });
  });
});

describe('a loan type’s terms', () => {
  const PUT = `PUT api/Lender/settings/loan_types/${personalLoanSetting.loanTypeId}`;

  it('refuses ranges the wrong way round and rates out of bounds, beside each field, sending nothing', async () => {
    const sent = fakeGateway({});
    const { user } = renderWithProviders(
      <LoanTypeTermsForm initial={personalLoanSetting} organizations={organizations} readOnly={false} />,
    );
    const set = async (label: RegExp, value: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    };
    await set(/^Smallest amount/, '2,000,000');
    await set(/^Largest amount/, '1,000,000');
    await set(/^Longest period/, '2');
    await set(/^Interest rate/, '120');
    await set(/^Processing fee/, '2.555');
    await user.click(screen.getByRole('button', { name: 'Save Personal loan terms' }));

    expect(screen.getByLabelText(/^Largest amount/)).toHaveAccessibleDescription(
      'The largest amount must be at least the smallest.',
    );
    expect(screen.getByLabelText(/^Longest period/)).toHaveAccessibleDescription(
      'The longest period must be at least the shortest.',
    );
    expect(screen.getByLabelText(/^Interest rate/)).toHaveAccessibleDescription(
      'Enter a percentage from 0 to 100, with at most two decimals.',
    );
    expect(screen.getByLabelText(/^Processing fee/)).toHaveAccessibleDescription(
      'Enter a percentage from 0 to 10, with at most two decimals.',
    );
    expect(sent).toHaveLength(0);
  });

  it('saves in kobo and basis points, with the organisations ticked', async () => {
    const sent = fakeGateway({ [PUT]: ok(personalLoanSetting) });
    const { user } = renderWithProviders(
      <LoanTypeTermsForm initial={personalLoanSetting} organizations={organizations} readOnly={false} />,
    );
    await user.clear(screen.getByLabelText(/^Interest rate/));
    await user.type(screen.getByLabelText(/^Interest rate/), '29.5');
    await user.click(screen.getByRole('checkbox', { name: 'Lagos State Health Service Commission' }));
    await user.click(screen.getByRole('button', { name: 'Save Personal loan terms' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Personal loan: terms saved.');
    expect(sent[0]?.body).toEqual({
      minAmount: 5_000_000,
      maxAmount: 150_000_000,
      minTenorMonths: 3,
      maxTenorMonths: 12,
      annualInterestRateBps: 2950,
      processingFeeBps: 200,
      earlySettlementFeeBps: 0,
      organizationCodes: ['ZENITHTECH', 'LAGOSHEALTH'],
    });
  });

  it('shows an admin the terms with nothing to change', () => {
    renderWithProviders(
      <LoanTypeTermsForm initial={personalLoanSetting} organizations={organizations} readOnly />,
    );
    expect(screen.getByLabelText(/^Interest rate/)).toBeDisabled();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
