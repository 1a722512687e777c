import { screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { ActivateAccount } from '../components/activate-account';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import { fail, fakeGateway, forgetEverything, ok } from './gateway-double';

const navigateMock = jest.mocked(navigate);
const TOKEN = 'Xk3v9QmT2pL8rW5zN1bY7cF4hJ6dS0aE_-uGqVtRiOo';

beforeEach(() => navigateMock.mockClear());
afterEach(() => {
  forgetEverything();
});

describe('ActivateAccount', () => {
  it('confirms the address once and sends the person to log in with the success message', async () => {
    const sent = fakeGateway({ 'POST api/Account/verifyaccount': ok({}) });

    renderWithProviders(<ActivateAccount search={`?token=${TOKEN}`} />);

    await waitFor(() =>
      expect(navigateMock).toHaveBeenCalledWith('/user/login', {
        state: {
          notice: { severity: 'success', message: 'Email confirmed successfully, login to continue' },
        },
        replace: true,
      }),
    );
    expect(sent).toEqual([expect.objectContaining({ body: { token: TOKEN } })]);
  });

  it("sends the person to log in with the server's message when the link is refused (400)", async () => {
    fakeGateway({
      'POST api/Account/verifyaccount': fail(400, 'This confirmation link has already been used.'),
    });

    renderWithProviders(<ActivateAccount search={`?token=${TOKEN}`} />);

    await waitFor(() =>
      expect(navigateMock).toHaveBeenCalledWith('/user/login', {
        state: { notice: { severity: 'error', message: 'This confirmation link has already been used.' } },
        replace: true,
      }),
    );
  });

  it('stays, with a way to try again, when the gateway cannot answer', async () => {
    const sent = fakeGateway({ 'POST api/Account/verifyaccount': 'network-error' });
    const { user } = renderWithProviders(<ActivateAccount search={`?token=${TOKEN}`} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured, please try again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('explains itself and calls nothing without a token', () => {
    const sent = fakeGateway({});

    renderWithProviders(<ActivateAccount search="" />);

    expect(screen.getByRole('status')).toHaveTextContent(
      'This page needs the link from your confirmation email',
    );
    expect(sent).toHaveLength(0);
  });
});

describe('ForgotPasswordForm', () => {
  it("asks for a reset link and goes to /user/email with 'Email sent successfully'", async () => {
    const sent = fakeGateway({ 'GET api/Account/ForgotPassword': ok({}) });
    const { user } = renderWithProviders(<ForgotPasswordForm />);

    await user.type(screen.getByLabelText(/Email address/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));

    await waitFor(() =>
      expect(navigateMock).toHaveBeenCalledWith('/user/email', {
        state: { notice: { severity: 'success', message: 'Email sent successfully' } },
      }),
    );
    expect(sent[0]?.params).toEqual({ email: 'ada@example.com' });
  });
});

describe('ResetPasswordForm', () => {
  it("saves the new password with the link's token and goes to log in", async () => {
    const sent = fakeGateway({ 'POST api/Account/ResetPassword': ok({}) });
    const { user } = renderWithProviders(<ResetPasswordForm search={`?token=${TOKEN}`} />);

    await user.type(screen.getByLabelText(/^New password/), 'a-new-passphrase');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    await waitFor(() =>
      expect(navigateMock).toHaveBeenCalledWith('/user/login', {
        state: { notice: { severity: 'success', message: 'Password reset successful, Login to continue' } },
        replace: true,
      }),
    );
    expect(sent[0]?.body).toEqual({
      token: TOKEN,
      password: 'a-new-passphrase',
      confirmPassword: 'a-new-passphrase',
    });
  });

  it('announces a refused link', async () => {
    fakeGateway({ 'POST api/Account/ResetPassword': fail(400, 'This reset link has expired.') });
    const { user } = renderWithProviders(<ResetPasswordForm search={`?token=${TOKEN}`} />);

    await user.type(screen.getByLabelText(/^New password/), 'a-new-passphrase');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired.');
  });

  it('explains how to get a link instead of showing a form it could not send', () => {
    renderWithProviders(<ResetPasswordForm search="" />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page needs the link from your password reset email',
    );
    expect(screen.queryByRole('button', { name: 'Save the new password' })).not.toBeInTheDocument();
  });
});
