import type { InstallmentStatus, Loan, ScheduledPayment } from '@lendbridge/contract';
import * as React from 'react';
import { Notice } from '../../../components/notice';
import * as space from '../../../components/ui/space.module.css';
import { Stack } from '../../../components/ui/stack';
import * as surface from '../../../components/ui/surface.module.css';
import { Text } from '../../../components/ui/text';
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
    <div className={`${surface.outlined} ${surface.padded}`}>
      <Stack direction="row" align="center" spacing={2} wrap className={space.mb2}>
        <Text variant="h3">
          {loan.providerName}: {loan.loanTypeName}
        </Text>
        <StatusBadge tone="primary">Status: {LOAN_STATUS_TEXT[loan.status]}</StatusBadge>
      </Stack>
      {loan.overdueAmount ? (
        <Notice severity="warning">
          {formatMoney(loan.overdueAmount)} is overdue: a payment has passed its due date without being paid
          in full. Please contact {loan.providerName}.
        </Notice>
      ) : null}
      {loan.nextPayment ? (
        <Text className={space.mb2}>
          <strong>Next payment:</strong> {formatMoney(loan.nextPayment.amount)} due on{' '}
          {formatCalendarDate(loan.nextPayment.dueDate)}.
        </Text>
      ) : (
        <Text className={space.mb2}>No payment is due.</Text>
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
    </div>
  );
}
