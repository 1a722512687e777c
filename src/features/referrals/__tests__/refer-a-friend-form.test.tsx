import { screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { fail, fakeGateway, ok } from '../../auth/__tests__/gateway-double';
import { DEFAULT_REFERRAL_MESSAGE, ReferAFriendForm } from '../components/refer-a-friend-form';
import { selectReferralStatus } from '../referral-slice';

const navigateMock = jest.mocked(navigate);
beforeEach(() => navigateMock.mockClear());
const referrer = { name: 'Ada Obi', email: 'ada@example.com' };
const friendField = (n: number) => screen.getByLabelText(new RegExp(`^Email of friend ${n}`));

describe('ReferAFriendForm', () => {
  it('sends referralDetails with the session person, sets the flag and goes to /dashboard', async () => {
    const sent = fakeGateway({
      'POST api/Refer/create': ok({ invited: 2 }, 'Thank you for the referral, message sent successfully'),
    });
    const { user, store } = renderWithProviders(<ReferAFriendForm referrer={referrer} />);

    await user.type(friendField(1), 'tunde@example.com');
    await user.click(screen.getByRole('button', { name: 'Add another friend' }));
    await user.type(friendField(2), 'ify@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));

    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/dashboard'));
    expect(sent[0]?.body).toEqual({
      referralDetails: {
        message: DEFAULT_REFERRAL_MESSAGE,
        userName: 'Ada Obi',
        userEmail: 'ada@example.com',
        friends: ['tunde@example.com', 'ify@example.com'],
      },
    });
    expect(selectReferralStatus(store.getState())).toBe(true);
  });

  it('refuses a repeated address, your own address and no address at all before any call', async () => {
    const sent = fakeGateway({});
    const { user } = renderWithProviders(<ReferAFriendForm referrer={referrer} />);

    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(friendField(1)).toHaveAccessibleDescription("Enter at least one friend's email address.");

    await user.type(friendField(1), 'tunde@example.com');
    await user.click(screen.getByRole('button', { name: 'Add another friend' }));
    await user.type(friendField(2), 'TUNDE@example.com');
    await user.click(screen.getByRole('button', { name: 'Add another friend' }));
    await user.type(friendField(3), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));

    expect(friendField(2)).toHaveAccessibleDescription('You have already listed this email address.');
    expect(friendField(2)).toHaveFocus();
    expect(friendField(3)).toHaveAccessibleDescription(
      'This is your own email address: invite a friend instead.',
    );
    expect(sent).toHaveLength(0);
  });

  it('asks for a message when the suggested one is cleared', async () => {
    const sent = fakeGateway({});
    const { user } = renderWithProviders(<ReferAFriendForm referrer={referrer} />);

    await user.type(friendField(1), 'tunde@example.com');
    await user.clear(screen.getByLabelText(/^Message to your friends/));
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));

    expect(screen.getByLabelText(/^Message to your friends/)).toHaveAccessibleDescription(
      'Write a short message to your friends.',
    );
    expect(sent).toHaveLength(0);
  });

  it("shows the gateway's verdict beside the friend it names, counting past blank rows", async () => {
    fakeGateway({
      'POST api/Refer/create': fail(
        400,
        "The field 'referralDetails.friends.1' must be a valid email address",
        {
          field: 'referralDetails.friends.1',
        },
      ),
    });
    const { user } = renderWithProviders(<ReferAFriendForm referrer={referrer} />);

    await user.type(friendField(1), 'tunde@example.com');
    await user.click(screen.getByRole('button', { name: 'Add another friend' }));
    await user.click(screen.getByRole('button', { name: 'Add another friend' }));
    await user.type(friendField(3), 'ify@');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));

    await waitFor(() =>
      expect(friendField(3)).toHaveAccessibleDescription(
        "The field 'referralDetails.friends.1' must be a valid email address",
      ),
    );
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it("shows the gateway's verdict on the message beside it, and others in the alert", async () => {
    fakeGateway({
      'POST api/Refer/create': fail(
        400,
        "The field 'referralDetails.message' must be at most 1000 characters",
        {
          field: 'referralDetails.message',
        },
      ),
    });
    const { user } = renderWithProviders(<ReferAFriendForm referrer={referrer} />);
    await user.type(friendField(1), 'tunde@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Message to your friends/)).toHaveAccessibleDescription(
        "The field 'referralDetails.message' must be at most 1000 characters",
      ),
    );

    fakeGateway({
      'POST api/Refer/create': fail(429, 'Too many attempts. Please wait 5 minutes and try again.'),
    });
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('offers at most ten friends, and removes one', async () => {
    const { user } = renderWithProviders(<ReferAFriendForm referrer={referrer} />);
    for (let i = 1; i < 10; i += 1)
      await user.click(screen.getByRole('button', { name: 'Add another friend' }));
    expect(screen.getByRole('button', { name: 'Add another friend' })).toBeDisabled();
    expect(screen.getAllByRole('textbox', { name: /^Email of friend/ })).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Remove friend 10' }));
    expect(screen.getAllByRole('textbox', { name: /^Email of friend/ })).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Add another friend' })).toBeEnabled();
  });
});
