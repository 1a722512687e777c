import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { TextField } from '../text-field';

describe('TextField', () => {
  it('is found by its label, described by its helper text, and marked invalid on error', () => {
    render(
      <TextField
        id="email"
        label="Email address"
        type="email"
        required
        error
        helperText="Enter your email address."
        value=""
        onChange={() => undefined}
      />,
    );

    // The label's asterisk is for the eye; the required state reaches assistive tech as such.
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByText('Email address', { selector: 'label' })).toHaveTextContent(/^Email address\s\*$/);
  });

  it('keeps a description the caller gives beside its helper text', () => {
    render(
      <>
        <p id="why">Lenders see only this.</p>
        <TextField
          id="amount"
          label="Amount"
          helperText="A whole amount."
          slotProps={{ htmlInput: { 'aria-describedby': 'why', inputMode: 'numeric' } }}
        />
      </>,
    );

    const field = screen.getByLabelText('Amount');
    expect(field).toHaveAccessibleDescription('Lenders see only this. A whole amount.');
    expect(field).toHaveAttribute('inputmode', 'numeric');
  });

  it('is a native select of its options when asked to be one', async () => {
    const chosen = jest.fn<void, [string]>();
    render(
      <TextField
        id="tenor"
        label="Repayment period"
        select
        value="6"
        onChange={(event) => chosen(event.target.value)}
      >
        <option value="6">6 months</option>
        <option value="12">12 months</option>
      </TextField>,
    );

    const select = screen.getByRole('combobox', { name: 'Repayment period' });
    expect(select.tagName).toBe('SELECT');
    await userEvent.selectOptions(select, '12 months');
    expect(chosen).toHaveBeenCalledWith('12');
  });

  it('is a textarea when multiline, with no type attribute', () => {
    render(<TextField id="message" label="Message" multiline minRows={4} />);

    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).not.toHaveAttribute('type');
  });
});
