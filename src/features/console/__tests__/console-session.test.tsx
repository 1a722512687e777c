import type { ConsoleOrganization, ConsoleProfile } from '@lendbridge/contract';
import { screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { ConsoleLayout } from '../../../app/layouts/console-layout';
import { readToken } from '../../../lib/session-storage';
import { fakeGateway, forgetEverything, ok } from '../../auth/__tests__/gateway-double';
import { ConsoleLoginForm } from '../components/console-login-form';
import { useGetOrganizationQuery } from '../console-api';
import { saveConsoleSession } from '../console-session';

const navigateMock = jest.mocked(navigate);

const schoolAdmin: ConsoleProfile = {
  user: {
    id: 'usr_unilag_admin',
    email: 'payroll@unilag.example',
    roleId: 4,
    firstName: 'Kemi',
    lastName: 'Balogun',
    phone: '+2348031234567',
    emailConfirmed: true,
  },
  roleId: 4,
  organization: { id: 7, code: 'UNILAG', name: 'University of Lagos' },
};
const unilag: ConsoleOrganization = {
  id: 7,
  code: 'UNILAG',
  name: 'University of Lagos',
  kind: 'school',
  status: true,
  payrollContactName: 'Kemi Balogun',
  payrollContactEmail: 'payroll@unilag.example',
  onRosterCount: 1200,
  updatedAt: '2026-11-20T09:30:00.000Z',
};

/** A page that reads the administrator's organisation. */
function OrganizationName() {
  const organization = useGetOrganizationQuery(7).data;
  return organization ? <h2>{organization.name}</h2> : null;
}

beforeEach(() => {
  navigateMock.mockClear();
  saveConsoleSession({ ...schoolAdmin, token: 'token-unilag', expires: 3600 });
});
afterEach(forgetEverything);

it('logging out empties the cache, asks nothing more, and a login forgets whoever was before', async () => {
  const sent = fakeGateway({
    'GET api/Console/me': ok(schoolAdmin),
    'GET api/Console/organizations/7': ok(unilag),
    'POST api/Account/logout': ok({}),
    'POST api/Console/login': ok({ ...schoolAdmin, token: 'token-next', expires: 3600 }),
  });
  const { store, user, unmount } = renderWithProviders(
    <ConsoleLayout heading={<h1>Console</h1>}>
      <OrganizationName />
    </ConsoleLayout>,
  );
  // The first render of the console's frame is slow on a busy machine.
  expect(
    await screen.findByRole('heading', { name: 'University of Lagos' }, { timeout: 5000 }),
  ).toBeInTheDocument();

  const before = sent.length;
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  await waitFor(() =>
    expect(navigateMock).toHaveBeenCalledWith('/admin/login', { replace: true, state: { loggedOut: true } }),
  );
  expect(sent.slice(before).map((request) => request.url)).toEqual(['api/Account/logout']);
  expect(readToken()).toBeUndefined();
  expect(store.getState().api?.queries).toEqual({});
  unmount();

  // What the login itself put in the cache goes with whoever was logged in before.
  const login = renderWithProviders(<ConsoleLoginForm next="/admin" locationState={null} />, { store }).user;
  await login.type(screen.getByLabelText(/Email address/), 'payroll@unilag.example');
  await login.type(screen.getByLabelText(/Password/), 'pw-123456');
  await login.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/admin', { replace: true }));
  expect(readToken()).toBe('token-next');
  expect(store.getState().api?.mutations).toEqual({});
});
