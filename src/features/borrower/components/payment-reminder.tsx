import type { Loan, PAYMENT_REMINDER_DAYS_AHEAD } from '@lendbridge/contract';
import Alert from '@mui/material/Alert';
import * as React from 'react';
import { formatCalendarDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';

const DAY_MS = 86_400_000;
/** The gateway's reminder rule, mirrored; the contract's type pins the value. */
const REMINDER_DAYS: typeof PAYMENT_REMINDER_DAYS_AHEAD = 3;

/** Today as YYYY-MM-DD in UTC, read after mounting (the build renders no date). */
function useToday(): string | null {
  const [today, setToday] = React.useState<string | null>(null);
  React.useEffect(() => setToday(new Date().toISOString().slice(0, 10)), []);
  return today;
}

/**
 * What the reminder emails say, on the dashboard: the next payroll deduction when it is due
 * within the days a reminder is sent before it, and every overdue instalment.
 */
export function PaymentReminder({ loan }: { loan: Loan }) {
  const today = useToday();
  if (!today) return null;
  const overdue = loan.schedule.filter((payment) => payment.status === 'overdue');
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + REMINDER_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const next = loan.schedule.find((payment) => !payment.paid && payment.dueDate >= today);
  const soon = next && next.dueDate <= horizon ? next : null;
  if (overdue.length === 0 && !soon) return null;
  return (
    <>
      {overdue.map((payment) => (
        <Alert key={payment.number} severity="warning" sx={{ mb: 2 }}>
          The instalment due on {formatCalendarDate(payment.dueDate)} is overdue:{' '}
          {formatMoney(payment.amount - (payment.amountPaid ?? 0))} of it is unpaid. If your employer did not
          deduct it, please contact {loan.providerName} or your payroll office.
        </Alert>
      ))}
      {soon ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {formatMoney(soon.amount - (soon.amountPaid ?? 0))} will be deducted from your pay for{' '}
          {loan.providerName} on {formatCalendarDate(soon.dueDate)}.
        </Alert>
      ) : null}
    </>
  );
}
