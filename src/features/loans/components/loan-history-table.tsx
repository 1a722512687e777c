import type { LoanSummary } from '@lendbridge/contract';
import * as React from 'react';
import { formatCalendarDate, formatDay } from '../../../lib/dates';
import { formatMoney, formatMoneyInColumn } from '../../../lib/money';
import { monthsLabel } from '../../../lib/tenor';
import { LOAN_STATUS_TEXT } from '../loan-labels';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';

const columns: Array<Column<LoanSummary>> = [
  { header: 'Lender', cell: (loan) => loan.providerName },
  { header: 'Kind of loan', cell: (loan) => loan.loanTypeName },
  { header: 'Amount', cell: (loan) => formatMoneyInColumn(loan.principal), numeric: true },
  { header: 'Period', cell: (loan) => monthsLabel(loan.tenorMonths) },
  { header: 'Total repayment', cell: (loan) => formatMoneyInColumn(loan.totalRepayment), numeric: true },
  {
    header: 'Payments left on the schedule',
    cell: (loan) => formatMoneyInColumn(loan.outstandingBalance),
    numeric: true,
  },
  {
    header: 'To settle today, or settled for',
    cell: (loan) =>
      loan.settlement
        ? loan.status === 'active'
          ? formatMoneyInColumn(loan.settlement.amount)
          : `${formatMoney(loan.settlement.amount)} on ${formatCalendarDate(loan.settlement.asOf)} (${formatMoney(loan.settlement.interestNotCharged)} of interest not charged)`
        : '—',
    numeric: true,
  },
  { header: 'Status', cell: (loan) => LOAN_STATUS_TEXT[loan.status] },
  { header: 'Accepted on', cell: (loan) => formatDay(loan.acceptedAt) },
  { header: 'Closed on', cell: (loan) => (loan.closedAt ? formatDay(loan.closedAt) : '—') },
];

export function LoanHistoryTable({ loans }: { loans: LoanSummary[] }) {
  return (
    <ResponsiveTable
      id="loan-history-table"
      caption="Loans you have taken through Lendbridge, newest first."
      columns={columns}
      rows={loans}
      rowKey={(loan) => loan.id}
      empty="You have no loans to show yet."
    />
  );
}
