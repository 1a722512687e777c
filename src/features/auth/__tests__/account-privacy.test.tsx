import { screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { initialAuthState, type AuthState } from '../auth-slice';
import { AccountPrivacy } from '../components/account-privacy';
import { saveSession } from '../session';
import { ada, fail, fakeGateway, forgetEverything, ok } from './gateway-double';
import { recordDownloads } from '../../../../tests/unit/record-downloads';

const navigateMock = jest.mocked(navigate);
const loggedIn: AuthState = { ...initialAuthState, status: 'authenticated', user: ada, roleId: 1 };

const exported = {
  exportedAt: '2026-11-27T10:00:00.000Z',
  account: { email: ada.email, first_name: 'Ada' },
  identityBindings: [],
  eligibilityChecks: [],
  offers: [],
  loans: [{ amount: 50_000_000, status: 'repaid' }],
  repayments: [],
  renewals: [],
  lenderDisclosures: [],
  messages: [],
  feedback: [],
  referrals: [],
  referralInvitations: [],
  emailPreferences: [],
  consents: [],
  activity: [],
};

/** jsdom's Blob has no text(); FileReader reads it as a browser would. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const { saved, clickedDownloads } = recordDownloads();
beforeEach(() => {
  navigateMock.mockClear();
  saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 });
});
afterEach(() => {
  jest.restoreAllMocks();
  forgetEverything();
});

describe('downloading my data', () => {
  it('saves the gateway’s answer as a dated JSON file, asking with the session only', async () => {
    const sent = fakeGateway({ 'GET api/User/MyData': { status: 200, data: exported } });
    const { user } = renderWithProviders(<AccountPrivacy />, { preloadedState: { auth: loggedIn } });

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your data is downloading as a JSON file.');
    expect(clickedDownloads).toEqual(['lendbridge-my-data-2026-11-27.json']);
    expect(JSON.parse(await readText(saved[0]!))).toEqual(exported);
    expect(sent).toEqual([
      expect.objectContaining({ method: 'GET', url: 'api/User/MyData', authorization: 'Bearer token-ada' }),
    ]);
    expect(sent[0]!.params).toBeUndefined();
  });

  it('says why a download was refused', async () => {
    fakeGateway({ 'GET api/User/MyData': fail(429, 'Too many requests. Try again in 3 hours.') });
    const { user } = renderWithProviders(<AccountPrivacy />, { preloadedState: { auth: loggedIn } });

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in 3 hours.');
    expect(clickedDownloads).toEqual([]);
  });
});

describe('closing my account', () => {
  const openDialog = async () => {
    const view = renderWithProviders(<AccountPrivacy />, { preloadedState: { auth: loggedIn } });
    await view.user.click(screen.getByRole('button', { name: 'Close my account' }));
    // The dialog's code loads with the first press.
    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    return { ...view, dialog };
  };

  it('asks for the password, then closes, logs this device out and says so on the login page', async () => {
    const sent = fakeGateway({
      'POST api/User/Close': ok(
        { closedAt: '2026-11-27T10:00:00.000Z' },
        'Your account is closed. We have emailed you a confirmation.',
      ),
      'POST api/Account/logout': fail(401, 'Your session has ended. Please log in again.'),
    });
    const { user, store, dialog } = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Close my account' });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/^Password/), 'my secret passphrase');
    await user.click(confirm);

    await waitFor(() =>
      expect(navigateMock).toHaveBeenCalledWith('/user/login', {
        state: {
          notice: {
            severity: 'success',
            message: 'Your account is closed. We have emailed you a confirmation.',
          },
        },
      }),
    );
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'api/User/Close',
      body: { password: 'my secret passphrase' },
      authorization: 'Bearer token-ada',
    });
    expect(store.getState().auth.status).toBe('anonymous');
  });

  it('keeps the dialog open with the gateway’s reason while a loan is open', async () => {
    const reason =
      'You still owe money on your loan with Kobo Credit. You can close your account once it is repaid.';
    fakeGateway({ 'POST api/User/Close': fail(409, reason, { error: 'loan_open' }) });
    const { user, store, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText(/^Password/), 'my secret passphrase');
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(navigateMock).not.toHaveBeenCalled();
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it('closes nothing when the person keeps their account', async () => {
    const sent = fakeGateway({});
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
  });
});
