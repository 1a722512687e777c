import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { navigate } from 'gatsby';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { SiteHeader } from '../../../app/layouts/site-header';
import { TOKEN_COOKIE } from '../../../lib/session-storage';
import { initialAuthState, type AuthState } from '../auth-slice';
import { DashboardGreeting } from '../components/dashboard-greeting';
import { ProfileForm } from '../components/profile-form';
import { saveSession, USER_KEY } from '../session';
import { ada, fail, fakeGateway, forgetEverything, ok } from './gateway-double';

const navigateMock = jest.mocked(navigate);
const loggedIn: AuthState = { ...initialAuthState, status: 'authenticated', user: ada, roleId: 1 };

beforeEach(() => {
  navigateMock.mockClear();
  saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 });
});
afterEach(() => {
  forgetEverything();
});

describe('ProfileForm', () => {
  it("loads the person's own profile by their URL-encoded email and saves the three editable fields", async () => {
    const sent = fakeGateway({
      'GET api/User/GetUserByEmail/ada%2Bloans%40example.com': ok(ada),
      'PUT api/User/Update': ok({ ...ada, firstName: 'Adaeze', phone: '+234 803 111 2222' }),
    });
    const { user, store } = renderWithProviders(<ProfileForm />, { preloadedState: { auth: loggedIn } });

    const firstName = screen.getByLabelText(/^First name/);
    await waitFor(() => expect(firstName).toHaveValue('Ada'));
    expect(screen.getByLabelText(/^Email address/)).toHaveValue(ada.email);
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('readonly');

    await user.clear(firstName);
    await user.type(firstName, 'Adaeze');
    await user.clear(screen.getByLabelText(/^Phone number/));
    await user.type(screen.getByLabelText(/^Phone number/), '+234 803 111 2222');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully');
    expect(sent[1]).toMatchObject({
      method: 'PUT',
      url: 'api/User/Update',
      authorization: 'Bearer token-ada',
      body: { firstName: 'Adaeze', lastName: 'Obi', phone: '+234 803 111 2222' },
    });
    expect(store.getState().auth.user?.firstName).toBe('Adaeze');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toMatchObject({ firstName: 'Adaeze' });
  });

  it('shows a refused phone number beside the phone field', async () => {
    fakeGateway({
      'GET api/User/GetUserByEmail/ada%2Bloans%40example.com': ok(ada),
      'PUT api/User/Update': fail(400, "The field 'phone' is not in the expected format", { field: 'phone' }),
    });
    const { user } = renderWithProviders(<ProfileForm />, { preloadedState: { auth: loggedIn } });
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada'));

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const phone = screen.getByLabelText(/^Phone number/);
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription("The field 'phone' is not in the expected format");
  });
});

describe('the dashboard greeting', () => {
  it('greets the person by first name', () => {
    renderWithProviders(<DashboardGreeting />, { preloadedState: { auth: loggedIn } });

    expect(screen.getByText('Welcome back, Ada')).toBeInTheDocument();
  });
});

describe('the header', () => {
  it('offers to log in while the session is unknown (as pre-rendered) or absent', () => {
    renderWithProviders(<SiteHeader />);

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
    expect(within(banner).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('leaves out the phone’s “Check eligibility” button on the check itself', () => {
    const { unmount } = renderWithProviders(<SiteHeader />);
    // The wide header's link and the phone header's main action.
    expect(
      within(screen.getByRole('banner')).getAllByRole('link', { name: 'Check eligibility' }),
    ).toHaveLength(2);
    unmount();

    renderWithProviders(<SiteHeader page="/eligibility-check" />);
    const links = within(screen.getByRole('banner')).getAllByRole('link', { name: 'Check eligibility' });
    expect(links).toHaveLength(1);
  });

  it('offers the dashboard and logging out to someone logged in, and logs out even if the call fails', async () => {
    const sent = fakeGateway({ 'POST api/Account/logout': 'network-error' });
    const { user, store } = renderWithProviders(<SiteHeader />, { preloadedState: { auth: loggedIn } });
    const banner = screen.getByRole('banner');
    // The wide header's account buttons and the phone header's main action (CSS, which jsdom does
    // not apply here, shows one of the two).
    const dashboardLinks = within(banner).getAllByRole('link', { name: 'Dashboard' });
    expect(dashboardLinks).toHaveLength(2);
    for (const link of dashboardLinks) expect(link).toHaveAttribute('href', '/dashboard');

    await user.click(within(banner).getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/user/login'));
    expect(sent).toEqual([
      expect.objectContaining({ url: 'api/Account/logout', authorization: 'Bearer token-ada' }),
    ]);
    expect(store.getState().auth).toMatchObject({ status: 'anonymous', loggedOut: true });
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(localStorage).toHaveLength(0);
    expect(within(banner).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
