import { screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { fail, fakeGateway, ok } from '../../auth/__tests__/gateway-double';
import { CONTACT_SENT_MESSAGE, ContactForm } from '../components/contact-form';

type User = ReturnType<typeof renderWithProviders>['user'];

async function fillIn(user: User) {
  await user.type(screen.getByLabelText(/^Your name/), 'Amaka Nwosu');
  await user.type(screen.getByLabelText(/^Email address/), 'amaka@example.com');
  await user.type(screen.getByLabelText(/^Subject/), 'My offer letter');
  await user.type(screen.getByLabelText(/^Message/), 'Can you resend it?');
}

describe('ContactForm', () => {
  it("sends the message and says 'Message submitted successfully', emptying the form", async () => {
    const sent = fakeGateway({ 'POST api/Contact': ok({}, 'Message submitted successfully') });
    const { user } = renderWithProviders(<ContactForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_SENT_MESSAGE);
    expect(CONTACT_SENT_MESSAGE).toBe('Message submitted successfully');
    expect(sent[0]?.body).toEqual({
      name: 'Amaka Nwosu',
      email: 'amaka@example.com',
      subject: 'My offer letter',
      message: 'Can you resend it?',
    });
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('');
  });

  it('says which fields are missing before any call, and focuses the first', async () => {
    const sent = fakeGateway({});
    const { user } = renderWithProviders(<ContactForm />);

    await user.type(screen.getByLabelText(/^Your name/), 'Amaka');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = screen.getByLabelText(/^Email address/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter the email address we should reply to.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription('Write your message.');
    expect(sent).toHaveLength(0);
  });

  it("shows the gateway's verdict on a field beside that field, keeping what was typed", async () => {
    fakeGateway({
      'POST api/Contact': fail(400, "The field 'email' must be a valid email address", { field: 'email' }),
    });
    const { user } = renderWithProviders(<ContactForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = screen.getByLabelText(/^Email address/);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription("The field 'email' must be a valid email address"),
    );
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Can you resend it?');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a rate limit or a network failure in the alert', async () => {
    fakeGateway({ 'POST api/Contact': fail(429, 'Too many attempts. Please wait a minute and try again.') });
    const { user } = renderWithProviders(<ContactForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('sends the hidden honeypot only when something filled it', async () => {
    const sent = fakeGateway({ 'POST api/Contact': ok({}) });
    const { user } = renderWithProviders(<ContactForm />);
    // Out of reach of assistive technology and the keyboard; found only with hidden ones included.
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    const trap = screen.getByRole<HTMLInputElement>('textbox', { name: 'Website', hidden: true });
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');

    await fillIn(user);
    trap.value = 'https://spam.example';
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await screen.findByRole('status');
    expect(sent[0]?.body).toMatchObject({ website: 'https://spam.example' });
  });
});
