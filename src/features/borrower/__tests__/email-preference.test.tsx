import { screen } from '@testing-library/react';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { fail, fakeGateway, ok } from '../../auth/__tests__/gateway-double';
import { EmailPreference } from '../components/email-preference';

const PREFERENCE = 'POST api/Email/preference';
const TOKEN = 't'.repeat(43);

describe('the stop link of a reminder email', () => {
  it('stops reminders in one click and can start them again', async () => {
    const sent = fakeGateway({
      [PREFERENCE]: (config) => {
        const { stopped } = JSON.parse(String(config.data)) as { stopped: boolean };
        return ok(
          { kind: 'payment_reminders', stopped },
          stopped ? 'You will get no more payment reminders.' : 'You will get payment reminders again.',
        );
      },
    });
    const { user } = renderWithProviders(<EmailPreference search={`?token=${TOKEN}`} />);
    expect(await screen.findByText('You will get no more payment reminders.')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ token: TOKEN, stopped: true });
    await user.click(screen.getByRole('button', { name: 'Start payment reminders again' }));
    expect(await screen.findByText('You will get payment reminders again.')).toBeInTheDocument();
    expect(sent[1]?.body).toEqual({ token: TOKEN, stopped: false });
  });

  it('says so when the link does not work, or is incomplete', async () => {
    fakeGateway({
      [PREFERENCE]: fail(400, 'That link does not work. Use the link in the latest email from us.'),
    });
    const { unmount } = renderWithProviders(<EmailPreference search={`?token=${TOKEN}`} />);
    expect(await screen.findByText(/That link does not work/)).toBeInTheDocument();
    unmount();
    const sent = fakeGateway({});
    renderWithProviders(<EmailPreference search="" />);
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
