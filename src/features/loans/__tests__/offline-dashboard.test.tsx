import { act, screen, waitFor, within } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import * as React from 'react';
import { activeLoan, currentStatus, repaidLoan } from '../../../../tests/unit/marketplace-fixtures';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { makeStore } from '../../../app/store';
import { OFFLINE_COPY_KEY } from '../../../lib/offline-copy';
import DashboardPage from '../../../pages/dashboard/index';
import { initialAuthState } from '../../auth/auth-slice';
import { endSession } from '../../auth/end-session';
import { LoginForm } from '../../auth/components/login-form';
import {
  ada,
  fail,
  fakeGateway,
  forgetEverything,
  loginAnswer,
  ok,
} from '../../auth/__tests__/gateway-double';
import { saveSession } from '../../auth/session';

const CURRENT = `GET api/LoanTransaction/loans/users_current_loan_status/${ada.id}`;
const HISTORY = `GET api/LoanTransaction/loans/user_loan_status/${ada.id}`;
const DISCLOSURES = 'GET api/LoanTransaction/disclosures';
const pageProps = { location: { state: null, pathname: '/dashboard', search: '' } } as unknown as PageProps;
const loggedIn = {
  auth: { ...initialAuthState, status: 'authenticated' as const, user: ada, roleId: 1 as const },
};
const grace = { ...ada, id: 'usr_Grace0000000000', email: 'grace@example.com', firstName: 'Grace' };

let online = true;
const answering = () =>
  fakeGateway({
    [CURRENT]: ok(currentStatus),
    [HISTORY]: ok({ items: [activeLoan, repaidLoan] }),
    [DISCLOSURES]: ok({ items: [] }),
    'GET api/LoanTransaction/loans/users_current_loan_status/usr_Grace0000000000': ok(currentStatus),
  });

/** One online visit to the dashboard, until its current loan has loaded. */
async function visitOnline() {
  answering();
  const { unmount } = renderWithProviders(<DashboardPage {...pageProps} />, { preloadedState: loggedIn });
  await screen.findByText('Status: Active');
  unmount();
}

function openOffline() {
  online = false;
  const sent = fakeGateway({});
  renderWithProviders(<DashboardPage {...pageProps} />, { preloadedState: loggedIn });
  return sent;
}

async function logInWithForm(shared: boolean, answer = loginAnswer()) {
  fakeGateway({ 'POST api/Account/login': answer });
  const { user, store, unmount } = renderWithProviders(<LoginForm search="" locationState={null} />);
  await user.type(screen.getByLabelText(/Email address/), ada.email);
  await user.type(screen.getByLabelText(/Password/), 'pw-123456');
  if (shared) await user.click(screen.getByRole('checkbox', { name: 'This is a shared device' }));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(store.getState().auth.status).toBe('authenticated'));
  unmount();
}

beforeEach(() => {
  online = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 });
});
afterEach(() => {
  jest.restoreAllMocks();
  forgetEverything();
});

describe('the dashboard offline', () => {
  it('after one online visit, shows what it last loaded with its time, and makes no call', async () => {
    await visitOnline();
    const sent = openOffline();

    expect(screen.getByRole('note')).toHaveTextContent(/^As of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}:/);
    const current = screen.getByRole('region', { name: 'Current loan' });
    expect(
      within(current).getByText(
        (_, element) => element?.textContent === 'Next payment: ₦52,650 due on 3 Nov 2026.',
      ),
    ).toBeInTheDocument();
    const schedule = within(current).getByRole('table', { name: /^Repayment schedule/ });
    expect(within(schedule).getAllByRole('row')).toHaveLength(1 + activeLoan.schedule.length);
    const offers = screen.getByRole('region', { name: 'Open offers' });
    expect(within(offers).getByRole('heading', { name: /Kobo Credit/ })).toBeInTheDocument();
    expect(within(offers).queryByRole('link', { name: /Accept/ })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows the live dashboard in its place once the connection returns', async () => {
    await visitOnline();
    openOffline();
    expect(screen.getByRole('note')).toBeInTheDocument();

    answering();
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    await screen.findByRole('link', { name: 'Accept the offer from Kobo Credit' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows nothing saved after the borrower logged out', async () => {
    await visitOnline();
    fakeGateway({ 'POST api/Account/logout': ok(null) });
    await endSession(makeStore(loggedIn).dispatch);
    saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 });

    openOffline();

    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(/Next payment:/)).not.toBeInTheDocument();
  });

  it('erases the copy when the gateway ends the session (401)', async () => {
    await visitOnline();
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).not.toBeNull();
    fakeGateway({ [CURRENT]: fail(401, 'Your session has expired'), [HISTORY]: ok({ items: [] }) });
    renderWithProviders(<DashboardPage {...pageProps} />, { preloadedState: loggedIn });

    await waitFor(() => expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull());
  });

  it('erases the copy when someone else logs in on the device', async () => {
    await visitOnline();
    await logInWithForm(false, loginAnswer({ user: grace, token: 'token-grace' }));

    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
  });

  it('keeps nothing for a borrower who said the device is shared', async () => {
    forgetEverything();
    await logInWithForm(true);
    expect(localStorage.getItem('lb_shared_device')).toBe('true');
    await visitOnline();

    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
    openOffline();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
