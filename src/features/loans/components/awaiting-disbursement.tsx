import type { LoanSummary } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { formatDay } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { monthsLabel } from '../../../lib/tenor';
import { LOAN_STATUS_TEXT } from '../loan-labels';

/** Accepted offers the lender has yet to pay out. */
export function AwaitingDisbursement({ loans }: { loans: LoanSummary[] }) {
  if (loans.length === 0) {
    return <Typography>No loan is waiting to be paid out.</Typography>;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {loans.map((loan) => (
        <Paper component="li" variant="outlined" key={loan.id} sx={{ p: 2.5 }}>
          <Typography component="h3" variant="h3" gutterBottom>
            {loan.providerName}: {loan.loanTypeName}
          </Typography>
          <Typography>
            Status: {LOAN_STATUS_TEXT[loan.status]}. {formatMoney(loan.amountReceived)} to be paid out to you,
            repaid at {formatMoney(loan.monthlyRepayment)} a month for {monthsLabel(loan.tenorMonths)} (
            {formatMoney(loan.totalRepayment)} in all). Accepted on {formatDay(loan.acceptedAt)};{' '}
            {loan.providerName} will contact you to confirm the loan and pay it out.
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
