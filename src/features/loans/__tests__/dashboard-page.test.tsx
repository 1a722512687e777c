import { screen, waitFor, within } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import * as React from 'react';
import {
  activeLoan,
  currentStatus,
  harmattanOffer,
  koboOffer,
  repaidLoan,
} from '../../../../tests/unit/marketplace-fixtures';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import DashboardPage from '../../../pages/dashboard/index';
import { initialAuthState } from '../../auth/auth-slice';
import { ada, fakeGateway, forgetEverything, ok } from '../../auth/__tests__/gateway-double';
import { saveSession } from '../../auth/session';

const CURRENT = `GET api/LoanTransaction/loans/users_current_loan_status/${ada.id}`;
const HISTORY = `GET api/LoanTransaction/loans/user_loan_status/${ada.id}`;
const DISCLOSURES = 'GET api/LoanTransaction/disclosures';
const disclosure = {
  id: '5e5e5e5e-5555-4555-8555-555555555555',
  providerName: 'Lagoon Microfinance Bank',
  loanId: activeLoan.id,
  reason: 'offer_accepted' as const,
  items: [
    { label: 'Full name (from the roster)', value: 'Ada Lovelace' },
    { label: 'Staff or registration number', value: 'ZT-1001' },
  ],
  disclosedAt: '2026-07-01T09:00:00.000Z',
};
const pageProps = { location: { state: null, pathname: '/dashboard', search: '' } } as unknown as PageProps;
const loggedIn = {
  auth: { ...initialAuthState, status: 'authenticated' as const, user: ada, roleId: 1 as const },
};

beforeEach(() => saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 }));
afterEach(() => {
  forgetEverything();
});

describe('the dashboard', () => {
  it('shows the current loan with its schedule, the open offers and the loan history', async () => {
    const sent = fakeGateway({
      [CURRENT]: ok(currentStatus),
      [HISTORY]: ok({ items: [activeLoan, repaidLoan] }),
      [DISCLOSURES]: ok({ items: [disclosure] }),
    });
    renderWithProviders(<DashboardPage {...pageProps} />, { preloadedState: loggedIn });

    const current = await screen.findByRole('region', { name: 'Current loan' });
    await within(current).findByText('Status: Active');
    expect(
      within(current).getByText(
        (_, element) => element?.textContent === 'Next payment: ₦52,650 due on 3 Nov 2026.',
      ),
    ).toBeInTheDocument();
    const schedule = within(current).getByRole('table', { name: /^Repayment schedule/ });
    expect(within(schedule).getAllByRole('row')).toHaveLength(1 + activeLoan.schedule.length);

    const offers = screen.getByRole('region', { name: 'Open offers' });
    expect(within(offers).getByRole('link', { name: 'Accept the offer from Kobo Credit' })).toHaveAttribute(
      'href',
      `/application?offer=${koboOffer.id}`,
    );

    const history = await screen.findByRole('table', { name: /^Loans you have taken/ });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    expect(within(history).getByText('Repaid')).toBeInTheDocument();

    // What each lender was given, and when.
    const lenders = screen.getByRole('region', { name: 'What lenders know about you' });
    const given = await within(lenders).findByRole('list', { name: 'What lenders received' });
    expect(within(given).getByRole('heading', { name: /^Lagoon Microfinance Bank, / })).toBeInTheDocument();
    expect(within(given).getByText('Given when you accepted its offer:')).toBeInTheDocument();
    expect(within(given).getByText('ZT-1001')).toBeInTheDocument();
    expect(sent.every((request) => request.authorization === 'Bearer token-ada')).toBe(true);
  });

  it('declines an open offer after confirming, says so and reads the offers again', async () => {
    let declined = false;
    const sent = fakeGateway({
      [CURRENT]: () => ok(declined ? { ...currentStatus, openOffers: [harmattanOffer] } : currentStatus),
      [HISTORY]: ok({ items: [] }),
      [DISCLOSURES]: ok({ items: [] }),
      [`POST api/LoanTransaction/decline_offer/${koboOffer.id}`]: () => {
        declined = true;
        return ok(true, 'Offer declined');
      },
    });
    const { user } = renderWithProviders(<DashboardPage {...pageProps} />, { preloadedState: loggedIn });
    const offers = await screen.findByRole('region', { name: 'Open offers' });

    await user.click(
      await within(offers).findByRole('button', { name: 'Decline the offer from Kobo Credit' }),
    );
    // The dialog's code loads with the first press.
    await user.click(await screen.findByRole('button', { name: 'Decline offer' }, { timeout: 5000 }));

    await waitFor(() => expect(within(offers).getByText('Offer declined')).toBeInTheDocument());
    await waitFor(() =>
      expect(within(offers).queryByRole('button', { name: 'Decline the offer from Kobo Credit' })).toBeNull(),
    );
    const decline = sent.find((request) => request.url.includes('decline_offer'));
    expect(decline).toMatchObject({ method: 'POST', body: {} });
  });

  it('binds a roster entry proven in this tab before reading the offers, so the check’s offers are there', async () => {
    const proof = 'p'.repeat(43);
    sessionStorage.setItem(
      'lb_eligibility',
      JSON.stringify({
        wizard: { activeStep: 1, status: false, feedBack: null },
        application: {
          answers: {
            organizationCode: 'ZENITHTECH',
            organizationName: 'Zenith Tech Solutions Ltd',
            regNo: 'ZT-1027',
            loanType: null,
            loanTypeName: '',
            amount: null,
            tenorMonths: 12,
            email: '',
            verifiedData: null,
            identityProof: proof,
            identityBound: false,
          },
          checks: [],
        },
      }),
    );
    let bound = false;
    const sent = fakeGateway({
      'POST api/Identity/bind': () => {
        bound = true;
        return ok({}, 'Your staff or registration number is now linked to your account.');
      },
      [CURRENT]: () => ok(bound ? currentStatus : { ...currentStatus, openOffers: [] }),
      [HISTORY]: ok({ items: [] }),
      [DISCLOSURES]: ok({ items: [] }),
    });
    renderWithProviders(<DashboardPage {...pageProps} />, { preloadedState: loggedIn });
    const offers = await screen.findByRole('region', { name: 'Open offers' });
    await within(offers).findByRole('link', { name: 'Accept the offer from Kobo Credit' });
    const bindAt = sent.findIndex((request) => request.url === 'api/Identity/bind');
    expect(sent[bindAt]?.body).toEqual({ proofToken: proof });
    // Bound once; every read of the offers came after it.
    expect(sent.filter((request) => request.url === 'api/Identity/bind')).toHaveLength(1);
    expect(sent.findIndex((request) => request.url.includes('users_current_loan_status'))).toBeGreaterThan(
      bindAt,
    );
  });
});
