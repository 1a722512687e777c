import type { LenderLoan, LenderProfile } from '@lendbridge/contract';
import { screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { navigate } from 'gatsby';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { LenderLayout } from '../../../app/layouts/lender-layout';
import type { AppStore } from '../../../app/store';
import { readToken } from '../../../lib/session-storage';
import { AuthSessionSync } from '../../auth/components/auth-session-sync';
import { fail, fakeGateway, forgetEverything, ok, type Reply } from '../../auth/__tests__/gateway-double';
import { LenderLoginForm } from '../components/lender-login-form';
import { NewLoans } from '../components/new-loans';
import { saveLenderSession } from '../lender-session';
import { awaitingLoan, staff } from './lender-fixtures';

const navigateMock = jest.mocked(navigate);

/** Staff of another lender, with a loan of their own awaiting payout. */
const otherStaff: LenderProfile = {
  ...staff,
  user: { ...staff.user, id: 'usr_other', email: 'staff@sahel-credit.example', firstName: 'Ngozi' },
  provider: { id: 2, name: 'Sahel Credit' },
  providers: [{ id: 2, name: 'Sahel Credit' }],
};
const otherLoan: LenderLoan = {
  ...awaitingLoan,
  id: '0b1c2d3e-2222-4333-8444-555566667777',
  providerId: 2,
  providerName: 'Sahel Credit',
  borrowerName: 'Yusuf Bello',
};

const page = (items: LenderLoan[]) =>
  ok({ items, totalCount: items.length, pageIndex: 0, pageSize: 20, maxPageSize: 100 });

/** The gateway answers each token as its owner: Kobo Credit's staff, or Sahel Credit's. */
const byToken =
  (answers: Record<string, Reply>) =>
  (config: InternalAxiosRequestConfig): Reply =>
    answers[String(config.headers.get('Authorization'))] ?? fail(401, 'Please log in again.');

function Workspace() {
  return (
    <LenderLayout heading={<h1>New loans</h1>}>
      <NewLoans />
    </LenderLayout>
  );
}

/** Sahel Credit's staff log in on the workspace's login page, in the store the tab already has. */
async function logIn(store: AppStore) {
  const { user, unmount } = renderWithProviders(<LenderLoginForm next={null} locationState={null} />, {
    store,
  });
  await user.type(screen.getByLabelText(/Email address/), 'staff@sahel-credit.example');
  await user.type(screen.getByLabelText(/Password/), 'pw-123456');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/lender', { replace: true }));
  unmount();
}

beforeEach(() => {
  navigateMock.mockClear();
  saveLenderSession({ ...staff, token: 'token-kobo', expires: 3600 });
});
afterEach(forgetEverything);

describe('the workspace session', () => {
  it('logging out and the next login never show the first person what was read for them', async () => {
    const sent = fakeGateway({
      'GET api/Lender/me': byToken({ 'Bearer token-kobo': ok(staff), 'Bearer token-sahel': ok(otherStaff) }),
      'GET api/Lender/loans': byToken({
        'Bearer token-kobo': page([awaitingLoan]),
        'Bearer token-sahel': page([otherLoan]),
      }),
      'POST api/Account/logout': ok({}),
      'POST api/Lender/login': ok({ ...otherStaff, token: 'token-sahel', expires: 3600 }),
    });
    const { store, user, unmount } = renderWithProviders(<Workspace />);
    expect(await screen.findByText('Damilola Akande')).toBeInTheDocument();

    const before = sent.length;
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() =>
      expect(navigateMock).toHaveBeenCalledWith('/lender/login', {
        replace: true,
        state: { loggedOut: true },
      }),
    );
    // Only the logout went out: nothing on the page asked again without the session.
    expect(sent.slice(before)).toEqual([
      expect.objectContaining({ url: 'api/Account/logout', authorization: 'Bearer token-kobo' }),
    ]);
    expect(readToken()).toBeUndefined();
    expect(store.getState().api?.queries).toEqual({});
    expect(screen.queryByText('Damilola Akande')).not.toBeInTheDocument();
    unmount();

    await logIn(store);

    renderWithProviders(<Workspace />, { store });
    expect(await screen.findByText('Yusuf Bello')).toBeInTheDocument();
    expect(screen.queryByText('Damilola Akande')).not.toBeInTheDocument();
    expect(screen.getByText(/Ngozi Adeyemi, Sahel Credit/)).toBeInTheDocument();
  });

  it('a login first forgets what was read under the session before it', async () => {
    fakeGateway({
      'GET api/Lender/me': ok(staff),
      'GET api/Lender/loans': page([awaitingLoan]),
      'POST api/Lender/login': ok({ ...otherStaff, token: 'token-sahel', expires: 3600 }),
    });
    const { store, unmount } = renderWithProviders(<Workspace />);
    expect(await screen.findByText('Damilola Akande')).toBeInTheDocument();
    // Left without logging out (the validity ran out, another tab logged out): the cache still holds it.
    unmount();
    expect(Object.keys(store.getState().api?.queries ?? {})).not.toHaveLength(0);

    await logIn(store);

    expect(store.getState().api?.queries).toEqual({});
    expect(readToken()).toBe('token-sahel');
  });

  it('a 401 on any call of the page sends the person to log in again, with nothing left behind', async () => {
    fakeGateway({
      'GET api/Lender/me': byToken({ 'Bearer token-kobo': ok(staff) }),
      'GET api/Lender/loans': fail(401, 'Please log in again.'),
    });
    const { store } = renderWithProviders(
      <>
        <AuthSessionSync />
        <Workspace />
      </>,
    );

    await waitFor(() =>
      expect(navigateMock).toHaveBeenCalledWith('/lender/login?next=%2F', {
        replace: true,
        state: { sessionEnded: true },
      }),
    );
    expect(readToken()).toBeUndefined();
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
    expect(store.getState().auth.sessionExpired).toBe(true);
  });

  it('a borrower is told in the gateway’s words that this is the lender workspace', async () => {
    fakeGateway({ 'GET api/Lender/me': fail(403, 'This is the lender workspace.') });
    renderWithProviders(<Workspace />);

    expect(await screen.findByRole('alert')).toHaveTextContent('This is the lender workspace.');
    expect(screen.getByRole('link', { name: 'your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('a failed read of who is logged in is said, and asked again on request', async () => {
    let answers = 0;
    fakeGateway({
      'GET api/Lender/me': () => {
        answers += 1;
        return answers === 1 ? 'network-error' : ok(staff);
      },
      'GET api/Lender/loans': page([awaitingLoan]),
    });
    const { user } = renderWithProviders(<Workspace />);

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured, please try again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Damilola Akande')).toBeInTheDocument();
  });
});
