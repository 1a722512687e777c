import { screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { fail, fakeGateway, forgetEverything, ok } from '../../auth/__tests__/gateway-double';
import { LenderLoginForm } from '../components/lender-login-form';
import { staff } from './lender-fixtures';

const LOGIN = 'POST api/Lender/login';
const navigateMock = jest.mocked(navigate);

afterEach(forgetEverything);

it('asks for the emailed sign-in code when the gateway wants one, and sends it with the password', async () => {
  let calls = 0;
  const sent = fakeGateway({
    [LOGIN]: () => {
      calls += 1;
      return calls === 1
        ? fail(401, 'There have been many failed attempts… we have emailed a 6-digit sign-in code…', {
            error: 'login_code_required',
            field: 'loginCode',
          })
        : ok({ ...staff, token: 'token-staff', expires: 3600 });
    },
  });
  const { user } = renderWithProviders(<LenderLoginForm next={null} locationState={null} />);
  expect(screen.queryByLabelText(/Sign-in code/)).not.toBeInTheDocument();

  await user.type(screen.getByLabelText(/Email address/), 'staff@kobo-credit.example');
  await user.type(screen.getByLabelText(/Password/), 'pw-123456');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/emailed a 6-digit sign-in code/);
  await user.type(screen.getByLabelText(/Sign-in code from the email/), '654321');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  await waitFor(() => expect(navigateMock).toHaveBeenCalled());
  expect(sent.map((request) => request.body)).toEqual([
    { email: 'staff@kobo-credit.example', password: 'pw-123456' },
    { email: 'staff@kobo-credit.example', password: 'pw-123456', loginCode: '654321' },
  ]);
});
