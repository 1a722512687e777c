import { act, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { makeStore } from '../../../app/store';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { fail, fakeGateway, ok } from '../../auth/__tests__/gateway-double';
import { ReferralList } from '../components/referral-list';
import { ReferralThanks } from '../components/referral-thanks';
import { failureOf } from '../../../lib/api-client';
import { referralApi } from '../referral-api';
import { referralSent, selectReferralStatus } from '../referral-slice';

const details = {
  message: 'Join me',
  userName: 'Ada Obi',
  userEmail: 'ada@example.com',
  friends: ['t@example.com'],
};

describe('the referral slice’s calls', () => {
  it('answers a refusal with the field the gateway named, and a network failure in the product’s words', async () => {
    fakeGateway({ 'POST api/Refer/create': fail(400, 'No', { field: 'referralDetails.friends.0' }) });
    const store = makeStore();
    const refused = await store.dispatch(referralApi.endpoints.sendReferral.initiate(details));
    expect(failureOf('error' in refused ? refused.error : null)).toEqual({
      message: 'No',
      field: 'referralDetails.friends.0',
    });

    fakeGateway({ 'POST api/Refer/create': 'network-error' });
    const lost = await store.dispatch(referralApi.endpoints.sendReferral.initiate(details));
    expect(failureOf('error' in lost ? lost.error : null)).toEqual({
      message: 'An error occured, please try again',
    });
  });

  it('reads the invitations again once a referral went through', async () => {
    let invited = 0;
    const sent = fakeGateway({
      'GET api/Refer': () => ok({ items: [] }),
      'POST api/Refer/create': () => {
        invited += 1;
        return ok({ invited });
      },
    });
    const store = makeStore();
    const list = store.dispatch(referralApi.endpoints.getReferrals.initiate());
    await list;
    await store.dispatch(referralApi.endpoints.sendReferral.initiate(details));
    await waitFor(() => expect(sent.filter((request) => request.url === 'api/Refer')).toHaveLength(2));
    list.unsubscribe();
  });
});

describe('ReferralThanks', () => {
  it('thanks the person once on the page the referral led to, then clears the flag', async () => {
    const store = makeStore();
    store.dispatch(referralSent());

    const view = renderWithProviders(<ReferralThanks />, { store });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you for the referral, message sent successfully',
    );
    expect(selectReferralStatus(store.getState())).toBe(false);
    view.unmount();

    renderWithProviders(<ReferralThanks />, { store });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not flash on the page still open while the referral is being sent', async () => {
    const { store } = renderWithProviders(<ReferralThanks />);
    act(() => {
      store.dispatch(referralSent());
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('ReferralList', () => {
  it('lists the invitations and who joined through the link', async () => {
    fakeGateway({
      'GET api/Refer': ok({
        items: [
          {
            id: 'inv-2',
            friendEmail: 'ify@example.com',
            invitedAt: '2026-03-02T10:00:00.000Z',
            joined: false,
            joinedAt: null,
          },
          {
            id: 'inv-1',
            friendEmail: 'tunde@example.com',
            invitedAt: '2026-03-01T10:00:00.000Z',
            joined: true,
            joinedAt: '2026-03-03T10:00:00.000Z',
          },
        ],
      }),
    });
    renderWithProviders(<ReferralList />);

    const table = await screen.findByRole('table', { name: 'Friends you invited, newest first.' });
    expect(table).toHaveTextContent('ify@example.com');
    expect(screen.getByRole('row', { name: /tunde@example\.com/ })).toHaveTextContent('Joined on 3 Mar 2026');
    expect(screen.getByRole('row', { name: /ify@example\.com/ })).toHaveTextContent(
      'Invited, not joined yet',
    );
    expect(screen.getByText(/1 of 2 friends have joined/)).toBeInTheDocument();
  });

  it('says when nobody was invited yet, and offers a retry after a failure', async () => {
    fakeGateway({ 'GET api/Refer': fail(503, 'The service is busy.') });
    const { user } = renderWithProviders(<ReferralList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy.');

    fakeGateway({ 'GET api/Refer': ok({ items: [] }) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not invited anyone yet.')).toBeInTheDocument();
  });
});
