import { screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { LoginForm } from '../components/login-form';
import { rememberReturnPath } from '../next-path';
import { ada, fakeGateway, forgetEverything, loginAnswer } from './gateway-double';

const navigateMock = jest.mocked(navigate);
const OFFER = '/application?offer=1a1a1a1a-1111-4111-8111-111111111111';

beforeEach(() => navigateMock.mockClear());
afterEach(() => {
  forgetEverything();
});

async function logIn(search: string) {
  fakeGateway({ 'POST api/Account/login': loginAnswer() });
  const { user } = renderWithProviders(<LoginForm search={search} locationState={null} />);
  await user.type(screen.getByLabelText(/Email address/), ada.email);
  await user.type(screen.getByLabelText(/Password/), 'pw-123456');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('coming back to the chosen offer after logging in', () => {
  it('follows a `next` that names one offer', async () => {
    await logIn(`?next=${encodeURIComponent(OFFER)}`);
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith(OFFER, { replace: true }));
  });

  it('after registering and confirming the email, returns to the offer this browser remembered', async () => {
    rememberReturnPath(OFFER);
    await logIn('');
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith(OFFER, { replace: true }));
    expect(localStorage.getItem('lb_return_to')).toBeNull();
  });
});
