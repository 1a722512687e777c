import { fireEvent, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { initialAuthState } from '../auth-slice';
import { LoginForm } from '../components/login-form';
import { ada, fail, fakeGateway, forgetEverything, loginAnswer, ok, type Reply } from './gateway-double';

const navigateMock = jest.mocked(navigate);

beforeEach(() => navigateMock.mockClear());
afterEach(() => {
  forgetEverything();
});

function renderLogin(search = '', locationState: unknown = null, preloadedState = {}) {
  return renderWithProviders(<LoginForm search={search} locationState={locationState} />, { preloadedState });
}

async function submit(
  user: ReturnType<typeof renderLogin>['user'],
  email = ada.email,
  password = 'pw-123456',
) {
  await user.type(screen.getByLabelText(/Email address/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('labels its fields for autofill and assistive technology', () => {
    renderLogin();

    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText(/Email address/)).toBeRequired();
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('autocomplete', 'current-password');
  });

  it('logs in and goes to the dashboard path from `next`', async () => {
    const sent = fakeGateway({ 'POST api/Account/login': loginAnswer() });
    const { user, store } = renderLogin('?next=%2Fdashboard%2Fprofile');

    await submit(user);

    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/dashboard/profile', { replace: true }));
    expect(sent).toHaveLength(1);
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it('ignores a `next` that leaves the dashboard (no open redirect)', async () => {
    fakeGateway({ 'POST api/Account/login': loginAnswer() });
    const { user } = renderLogin('?next=https%3A%2F%2Fevil.example%2Fdashboard');

    await submit(user);

    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/dashboard', { replace: true }));
  });

  it('sends one request however often the button is pressed, and refuses presses meanwhile', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const sent = fakeGateway({
      'POST api/Account/login': () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const { user } = renderLogin();

    await submit(user);
    const button = screen.getByRole('button', { name: 'Logging in…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // It keeps focus, so a second press of Enter reaches it, and sends nothing.
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    // Pressing Enter again (or a script submitting) still reaches the form: it must refuse.
    fireEvent.submit(screen.getByRole('form', { name: 'Log in' }));
    fireEvent.submit(screen.getByRole('form', { name: 'Log in' }));

    answer(fail(401, 'Invalid', { error: 'invalid_grant' }));
    await screen.findByRole('alert');
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it.each([
    [
      'a wrong password',
      fail(401, 'Invalid email or password', { error: 'invalid_grant' }),
      'Inputed credentials are invalid. Please check and try again.',
    ],
    ['a staff account', loginAnswer({ isUser: false, roleId: 2 }), 'Login Unsuccessful'],
    [
      // The login reads requestSuccessful: an answer saying the login failed stores nothing, even
      // when it carries what looks like a session.
      'an answer whose requestSuccessful is false',
      {
        status: 200,
        data: {
          requestSuccessful: false,
          message: 'Your account is suspended. Contact support.',
          responseData: { user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 },
        },
      },
      'Your account is suspended. Contact support.',
    ],
    [
      'a locked account',
      fail(429, 'Too many attempts. Try again in 15 minutes.'),
      'Too many attempts. Try again in 15 minutes.',
    ],
    ['a network failure', 'network-error' as const, 'An error occured, please try again'],
  ])('announces %s', async (_case, reply, message) => {
    fakeGateway({ 'POST api/Account/login': reply });
    const { user, store } = renderLogin();

    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(store.getState().auth.status).not.toBe('authenticated');
    expect(document.cookie).not.toContain('token-ada');
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('offers to resend the confirmation email to an unconfirmed account', async () => {
    const sent = fakeGateway({
      'POST api/Account/login': {
        status: 403,
        data: {
          requestSuccessful: false,
          message: 'Please confirm your email address before logging in.',
          error: 'email_not_confirmed',
          responseData: { userId: 'usr_unconfirmed_0001' },
        },
      },
      'GET api/User/ResendEmailConfirmation/usr_unconfirmed_0001': ok({}),
    });
    const { user } = renderLogin();

    await submit(user, 'new.person@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm your email address before logging in.',
    );
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Email successfully sent to new.person@example.com',
    );
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST api/Account/login',
      'GET api/User/ResendEmailConfirmation/usr_unconfirmed_0001',
    ]);
  });

  it('shows a server validation error beside its field', async () => {
    fakeGateway({
      'POST api/Account/login': fail(400, "The field 'email' must be a valid email address", {
        field: 'email',
      }),
    });
    const { user } = renderLogin();

    await submit(user, 'ada@');

    const email = screen.getByLabelText(/Email address/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription("The field 'email' must be a valid email address");
    expect(email).toHaveFocus();
  });

  it('asks for both fields before calling the gateway', async () => {
    const sent = fakeGateway({});
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByLabelText(/Email address/)).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Enter your password.');
    expect(sent).toHaveLength(0);
  });

  it('says the session expired', () => {
    renderLogin('', null, { auth: { ...initialAuthState, status: 'anonymous', sessionExpired: true } });

    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired. Please log in again.');
  });

  it('asks for the emailed sign-in code when the gateway wants one, and sends it with the password', async () => {
    const codeAsked = fail(
      401,
      "There have been many failed attempts to log in to this account. If the password is right, we have emailed a 6-digit sign-in code to the account's address: enter it with your password to log in.",
      { error: 'login_code_required', field: 'loginCode' },
    );
    let calls = 0;
    const sent = fakeGateway({
      'POST api/Account/login': () => {
        calls += 1;
        return calls === 1 ? codeAsked : loginAnswer();
      },
    });
    const { user, store } = renderLogin();
    expect(screen.queryByLabelText(/Sign-in code/)).not.toBeInTheDocument();

    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(/emailed a 6-digit sign-in code/);
    const code = screen.getByLabelText(/Sign-in code from the email/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(store.getState().auth.status).toBe('authenticated'));
    expect(sent.map((request) => request.body)).toEqual([
      { email: ada.email, password: 'pw-123456' },
      { email: ada.email, password: 'pw-123456', loginCode: '123456' },
    ]);
  });

  it('shows the notice the previous page passed, e.g. a failed confirmation', () => {
    renderLogin('', {
      notice: { severity: 'error', message: 'This confirmation link has already been used.' },
    });

    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link has already been used.');
  });

  it('sends someone already logged in straight on', () => {
    renderLogin('?next=%2Fdashboard%2Frefer-a-friend', null, {
      auth: { ...initialAuthState, status: 'authenticated', user: ada, roleId: 1 },
    });

    expect(navigateMock).toHaveBeenCalledWith('/dashboard/refer-a-friend', { replace: true });
  });
});
