import { act, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { initialAuthState, sessionExpired } from '../auth-slice';
import { AuthSessionSync } from '../components/auth-session-sync';
import { RequireSession } from '../components/require-session';
import { saveSession } from '../session';
import { ada, forgetEverything } from './gateway-double';

const navigateMock = jest.mocked(navigate);

beforeEach(() => {
  navigateMock.mockClear();
  window.history.pushState({}, '', '/dashboard/profile');
});

afterEach(() => {
  forgetEverything();
});

const Secret = () => <p>Ada’s profile</p>;

describe('RequireSession', () => {
  it('shows a neutral placeholder, and nothing personal, until the session is read', () => {
    renderWithProviders(
      <RequireSession>
        <Secret />
      </RequireSession>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByText('Ada’s profile')).not.toBeInTheDocument();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session to log in, replacing the history entry, with the way back', () => {
    renderWithProviders(
      <>
        <AuthSessionSync />
        <RequireSession>
          <Secret />
        </RequireSession>
      </>,
    );

    expect(navigateMock).toHaveBeenCalledWith('/user/login?next=%2Fdashboard%2Fprofile', { replace: true });
    expect(screen.queryByText('Ada’s profile')).not.toBeInTheDocument();
  });

  it('shows the page to someone with a live stored session', () => {
    saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 });

    renderWithProviders(
      <>
        <AuthSessionSync />
        <RequireSession>
          <Secret />
        </RequireSession>
      </>,
    );

    expect(screen.getByText('Ada’s profile')).toBeInTheDocument();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('sends the person to log in as soon as the session ends while they are on the page', () => {
    const { store } = renderWithProviders(
      <RequireSession>
        <Secret />
      </RequireSession>,
      { preloadedState: { auth: { ...initialAuthState, status: 'authenticated', user: ada, roleId: 1 } } },
    );
    expect(screen.getByText('Ada’s profile')).toBeInTheDocument();

    act(() => {
      store.dispatch(sessionExpired());
    });

    expect(screen.queryByText('Ada’s profile')).not.toBeInTheDocument();
    expect(navigateMock).toHaveBeenCalledWith('/user/login?next=%2Fdashboard%2Fprofile', { replace: true });
  });

  it('does not bounce someone who just logged out, and offers to log in again', () => {
    renderWithProviders(
      <RequireSession>
        <Secret />
      </RequireSession>,
      { preloadedState: { auth: { ...initialAuthState, status: 'anonymous', loggedOut: true } } },
    );

    expect(navigateMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/user/login?next=%2Fdashboard%2Fprofile',
    );
  });
});
