import type { ConsoleProfile, ConsoleProvider, ProviderStaffMember } from '@lendbridge/contract';
import { screen, waitFor, within } from '@testing-library/react';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { fakeGateway, fail, forgetEverything, ok } from '../../auth/__tests__/gateway-double';
import { ProviderView } from '../components/provider-view';
import { saveConsoleSession } from '../console-session';

const admin: ConsoleProfile = {
  user: {
    id: 'usr_admin',
    email: 'admin@lendbridge.example',
    roleId: 3,
    firstName: 'Platform',
    lastName: 'Admin',
    phone: '',
    emailConfirmed: true,
  },
  roleId: 3,
  organization: null,
};
const harbour: ConsoleProvider = {
  id: 12,
  slug: 'harbour-credit',
  name: 'Harbour Credit',
  licence: 'CBN ML-7781',
  contactEmail: 'loans@harbour-credit.example',
  contactPhone: '+234 1 555 7781',
  summary: '',
  website: '',
  isActive: true,
  activeStaffCount: 1,
  runningLoanCount: 3,
  updatedAt: '2026-11-27T09:00:00.000Z',
};
const ngozi: ProviderStaffMember = {
  id: 'pub_ngozi_000000000000',
  email: 'ngozi@harbour-credit.example',
  firstName: 'Ngozi',
  lastName: 'Eze',
  state: 'active',
  invitationExpiresAt: null,
  deactivatedAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};

beforeEach(() => saveConsoleSession({ ...admin, token: 'token-admin', expires: 3600 }));
afterEach(forgetEverything);

describe("a lender's staff in the console", () => {
  it('deactivates an account with a key, says what ended, and lists it again', async () => {
    let staff = [ngozi];
    const sent = fakeGateway({
      'GET api/Console/providers/12': ok(harbour),
      'GET api/Console/providers/12/staff': () => ok({ items: staff }),
      [`PUT api/Console/providers/12/staff/${ngozi.id}`]: () => {
        staff = [{ ...ngozi, state: 'deactivated', deactivatedAt: '2026-11-27T10:00:00.000Z' }];
        return ok(
          staff[0],
          "Ngozi Eze's account is deactivated: 1 session ended, and it can no longer log in.",
        );
      },
    });
    const { user } = renderWithProviders(<ProviderView providerId={12} />);
    const grid = await screen.findByRole('grid', { name: 'Staff' }, { timeout: 8000 });
    await user.click(within(grid).getByRole('button', { name: 'Deactivate Ngozi Eze' }));
    expect(await screen.findByText(/1 session ended/)).toBeInTheDocument();
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put).toMatchObject({ body: { active: false }, authorization: 'Bearer token-admin' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('grid', { name: 'Staff' })).getByRole('button', {
          name: 'Reactivate Ngozi Eze',
        }),
      ).toBeInTheDocument(),
    );
  });

  it('shows the refusal of an address that has an account beside the email field', async () => {
    fakeGateway({
      'GET api/Console/providers/12': ok(harbour),
      'GET api/Console/providers/12/staff': ok({ items: [] }),
      'POST api/Console/providers/12/staff': fail(
        409,
        'ada@example.com already has a Lendbridge account, so it cannot be invited: nothing was changed and no email was sent. Invite another address.',
        { field: 'email' },
      ),
    });
    const { user } = renderWithProviders(<ProviderView providerId={12} />);
    const form = await screen.findByRole('form', { name: 'Invite a member of staff' });
    expect(await screen.findByText(/No staff yet/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Email/), 'ada@example.com');
    await user.type(within(form).getByLabelText(/^First name/), 'Ada');
    await user.type(within(form).getByLabelText(/^Last name/), 'Obi');
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Email/)).toHaveAccessibleDescription(
        /already has a Lendbridge account/,
      ),
    );
  });
});
