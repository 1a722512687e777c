import { screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { RegisterForm } from '../components/register-form';
import { VerifyEmailPanel } from '../components/verify-email-panel';
import { readPendingVerification } from '../pending-verification';
import { fail, fakeGateway, forgetEverything, ok } from './gateway-double';

const navigateMock = jest.mocked(navigate);

beforeEach(() => navigateMock.mockClear());
afterEach(() => {
  forgetEverything();
});

type User = ReturnType<typeof renderWithProviders>['user'];

async function fillIn(user: User, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'First name': 'Ngozi',
    'Last name': 'Eze',
    'Email address': 'ngozi@example.com',
    'Phone number': '+234 802 555 0101',
    Password: 'a-long-passphrase',
    'Confirm password': 'a-long-passphrase',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

describe('RegisterForm', () => {
  it('registers, remembers who for the verify page, and goes there', async () => {
    const sent = fakeGateway({
      'POST api/Account/Register': ok({ userId: 'usr_new_0000000001', email: 'ngozi@example.com' }),
    });
    const { user } = renderWithProviders(<RegisterForm />);

    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/user/verify'));
    expect(sent[0]?.body).toEqual({
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: 'ngozi@example.com',
      phone: '+234 802 555 0101',
      password: 'a-long-passphrase',
      confirmPassword: 'a-long-passphrase',
      acceptedPrivacyPolicy: true,
    });
    expect(readPendingVerification()).toEqual({ userId: 'usr_new_0000000001', email: 'ngozi@example.com' });
  });

  it('checks the password length, the confirmation and the consent before any call', async () => {
    const sent = fakeGateway({});
    const { user } = renderWithProviders(<RegisterForm />);

    await fillIn(user, { Password: 'short', 'Confirm password': 'shorter' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Your password needs at least 8 characters.');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'The two passwords do not match.',
    );
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toHaveAccessibleDescription(
      'Tick the box to accept the privacy policy.',
    );
    expect(sent).toHaveLength(0);
  });

  it("shows the server's verdict on a field beside that field", async () => {
    fakeGateway({
      'POST api/Account/Register': fail(400, 'This password appears in lists of leaked passwords.', {
        field: 'password',
      }),
    });
    const { user } = renderWithProviders(<RegisterForm />);

    await fillIn(user, { Password: 'password123', 'Confirm password': 'password123' });
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('This password appears in lists of leaked passwords.');
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it("carries a friend's invitation token from the link (?ref=) and ignores a mangled one", async () => {
    const sent = fakeGateway({
      'POST api/Account/Register': ok({ userId: 'usr_new_0000000001', email: 'ngozi@example.com' }),
    });
    const token = 'Zx9_-'.repeat(8) + 'abc';
    window.history.replaceState(null, '', `/user/register?ref=${token}`);
    const { user, unmount } = renderWithProviders(<RegisterForm />);
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ referralToken: token });
    unmount();

    window.history.replaceState(null, '', '/user/register?ref=<script>');
    const { user: again } = renderWithProviders(<RegisterForm />);
    await fillIn(again);
    await again.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await again.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).not.toHaveProperty('referralToken');
    window.history.replaceState(null, '', '/');
  });

  it('announces a failure that is about no field', async () => {
    fakeGateway({ 'POST api/Account/Register': fail(429, 'Too many sign-ups from here. Try again later.') });
    const { user } = renderWithProviders(<RegisterForm />);

    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-ups from here. Try again later.',
    );
  });
});

describe('VerifyEmailPanel', () => {
  it('resends the confirmation email to the address just registered', async () => {
    sessionStorage.setItem(
      'lb_pending_verification',
      JSON.stringify({ userId: 'usr_new_0000000001', email: 'ngozi@example.com' }),
    );
    const sent = fakeGateway({ 'GET api/User/ResendEmailConfirmation/usr_new_0000000001': ok({}) });
    const { user } = renderWithProviders(<VerifyEmailPanel />);

    expect(screen.getByText('ngozi@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend the email' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Email successfully sent to ngozi@example.com',
    );
    expect(sent).toHaveLength(1);
  });

  it('points to the login page when this tab does not know who registered', () => {
    renderWithProviders(<VerifyEmailPanel />);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
  });
});
