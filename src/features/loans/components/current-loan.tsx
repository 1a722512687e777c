import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InstallmentStatus, Loan, ScheduledPayment } from '@lendbridge/contract';
import * as React from 'react';
import { formatCalendarDate, formatDay } from '../../../lib/dates';
import { formatMoney, formatMoneyInColumn, formatRate } from '../../../lib/money';
import { PAYMENTS_LEFT_LABEL, settleTodayTerms } from '../../../lib/settlement';
import { monthsLabel } from '../../../lib/tenor';
import { LOAN_STATUS_TEXT } from '../loan-labels';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import { TermsList } from '../../../components/terms-list';
import { StatusBadge } from '../../../components/status-badge';

const INSTALLMENT_TEXT: Record<InstallmentStatus, string> = {
  paid: 'Paid',
  part_paid: 'Part paid',
  due: 'Not yet due',
  overdue: 'Overdue',
};

const scheduleColumns: Array<Column<ScheduledPayment>> = [
  { header: 'Payment', cell: (row) => row.number, numeric: true },
  { header: 'Due date', cell: (row) => formatCalendarDate(row.dueDate) },
  { header: 'Amount', cell: (row) => formatMoneyInColumn(row.amount), numeric: true },
  { header: 'Principal', cell: (row) => formatMoneyInColumn(row.principal), numeric: true },
  { header: 'Interest', cell: (row) => formatMoneyInColumn(row.interest), numeric: true },
  { header: 'Balance after', cell: (row) => formatMoneyInColumn(row.balanceAfter), numeric: true },
  { header: 'Status', cell: (row) => INSTALLMENT_TEXT[row.status ?? (row.paid ? 'paid' : 'due')] },
];

/** The loan being repaid: its figures, the next payment and the whole schedule. */
export function CurrentLoan({ loan }: { loan: Loan }) {
  const rows: Array<[string, string]> = [
    ['Amount borrowed', formatMoney(loan.principal)],
    ['Paid out to you', formatMoney(loan.amountReceived)],
    ['Repayment period', monthsLabel(loan.tenorMonths)],
    ['Monthly repayment', formatMoney(loan.monthlyRepayment)],
    ['Total repayment', formatMoney(loan.totalRepayment)],
    ['Repaid so far', formatMoney(loan.amountRepaid)],
    // Two different figures, labelled so neither is taken for the other (docs/api.md).
    [PAYMENTS_LEFT_LABEL, formatMoney(loan.outstandingBalance)],
    ...(loan.settlement ? [settleTodayTerms(loan.settlement)] : []),
    ['Interest rate', `${formatRate(loan.annualInterestRateBps)} a year (APR ${formatRate(loan.aprBps)})`],
  ];
  if (loan.disbursedAt) rows.push(['Paid out on', formatDay(loan.disbursedAt)]);

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack alignItems="center" flexWrap="wrap" sx={{ mb: 2 }} useFlexGap direction="row" spacing={2}>
        <Typography variant="h3">
          {loan.providerName}: {loan.loanTypeName}
        </Typography>
        <StatusBadge tone="primary">Status: {LOAN_STATUS_TEXT[loan.status]}</StatusBadge>
      </Stack>
      {loan.overdueAmount ? (
        <Alert sx={{ mb: 3, alignItems: 'center' }} severity="warning">
          {formatMoney(loan.overdueAmount)} is overdue: a payment has passed its due date without being paid
          in full. Please contact {loan.providerName}.
        </Alert>
      ) : null}
      {loan.nextPayment ? (
        <Typography sx={{ mb: 2 }}>
          <strong>Next payment:</strong> {formatMoney(loan.nextPayment.amount)} due on{' '}
          {formatCalendarDate(loan.nextPayment.dueDate)}.
        </Typography>
      ) : (
        <Typography sx={{ mb: 2 }}>No payment is due.</Typography>
      )}
      <TermsList rows={rows} />
      <ResponsiveTable
        id="repayment-schedule"
        caption={`Repayment schedule of your ${loan.providerName} loan`}
        columns={scheduleColumns}
        rows={loan.schedule}
        rowKey={(row) => String(row.number)}
        empty="The schedule is not available yet."
      />
    </Paper>
  );
}
