import { screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { fail, fakeGateway, ok } from '../../auth/__tests__/gateway-double';
import { PARTNERSHIP_SENT_MESSAGE, PartnershipForm } from '../components/partnership-form';

type User = ReturnType<typeof renderWithProviders>['user'];

async function fillIn(user: User) {
  await user.type(screen.getByLabelText(/^Organization/), 'Lagos Teachers Cooperative');
  await user.type(screen.getByLabelText(/^Contact name/), 'Bola Adeyemi');
  await user.type(screen.getByLabelText(/^Email address/), 'bola@ltc.example');
  await user.type(screen.getByLabelText(/^Phone number/), '+234 803 555 0100');
  await user.selectOptions(screen.getByLabelText(/^Kind of partnership/), 'Employer payroll partner');
  await user.type(screen.getByLabelText(/^Message/), 'Payroll loans for 1,200 members.');
}

describe('PartnershipForm', () => {
  it("sends the enquiry and says 'Thank you, message sent successfully'", async () => {
    const sent = fakeGateway({ 'POST api/Partner/create': ok({}) });
    const { user } = renderWithProviders(<PartnershipForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, message sent successfully');
    expect(PARTNERSHIP_SENT_MESSAGE).toBe('Thank you, message sent successfully');
    expect(sent[0]?.body).toEqual({
      organization: 'Lagos Teachers Cooperative',
      contactName: 'Bola Adeyemi',
      email: 'bola@ltc.example',
      phone: '+234 803 555 0100',
      partnershipKind: 'employer',
      message: 'Payroll loans for 1,200 members.',
    });
  });

  it('asks for the kind of partnership before any call', async () => {
    const sent = fakeGateway({});
    const { user } = renderWithProviders(<PartnershipForm />);

    await fillIn(user);
    await user.selectOptions(screen.getByLabelText(/^Kind of partnership/), 'Choose one');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    expect(screen.getByLabelText(/^Kind of partnership/)).toHaveAccessibleDescription(
      'Choose the kind of partnership.',
    );
    expect(sent).toHaveLength(0);
  });

  it("shows the gateway's verdict on the phone number beside it", async () => {
    fakeGateway({
      'POST api/Partner/create': fail(400, "The field 'phone' is not in the expected format", {
        field: 'phone',
      }),
    });
    const { user } = renderWithProviders(<PartnershipForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
        "The field 'phone' is not in the expected format",
      ),
    );
    expect(screen.getByLabelText(/^Phone number/)).toHaveFocus();
  });
});
