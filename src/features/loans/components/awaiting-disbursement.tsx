import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoanSummary } from '@lendbridge/contract';
import * as React from 'react';
import { formatDay } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { monthsLabel } from '../../../lib/tenor';
import { LOAN_STATUS_TEXT } from '../loan-labels';
import * as styles from './awaiting-disbursement.module.css';

/** Accepted offers the lender has yet to pay out. */
export function AwaitingDisbursement({ loans }: { loans: LoanSummary[] }) {
  if (loans.length === 0) {
    return <Typography>No loan is waiting to be paid out.</Typography>;
  }
  return (
    <Stack component="ul" useFlexGap spacing={2}>
      {loans.map((loan) => (
        <Paper variant="outlined" component="li" className={styles.loan} key={loan.id}>
          <Typography variant="h3" gutterBottom>
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
    </Stack>
  );
}
