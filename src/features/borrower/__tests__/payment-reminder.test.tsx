import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { activeLoan } from '../../../../tests/unit/marketplace-fixtures';
import { PaymentReminder } from '../components/payment-reminder';

const dueIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const withNext = (dueDate: string, status: 'due' | 'overdue' = 'due') => ({
  ...activeLoan,
  providerName: 'Kobo Credit',
  schedule: activeLoan.schedule.map((payment) =>
    payment.number === 3 ? { ...payment, dueDate, status, amountPaid: 265_000 } : payment,
  ),
});

describe('the payment reminder on the dashboard', () => {
  it('says what will be deducted, for whom and when, in the days before the deduction', async () => {
    const due = dueIn(2);
    render(<PaymentReminder loan={withNext(due)} />);
    expect(
      await screen.findByText(
        /^₦50,000 will be deducted from your pay for Kobo Credit on \d{1,2} \w{3} \d{4}\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('says nothing while the deduction is further off than the reminder email', async () => {
    const { container } = render(<PaymentReminder loan={withNext(dueIn(10))} />);
    await new Promise((done) => setTimeout(done, 0));
    expect(container).toBeEmptyDOMElement();
  });

  it('names an overdue instalment and what is unpaid of it', async () => {
    render(<PaymentReminder loan={withNext(dueIn(-4), 'overdue')} />);
    expect(await screen.findByText(/is overdue: ₦50,000 of it is unpaid/)).toBeInTheDocument();
  });
});
