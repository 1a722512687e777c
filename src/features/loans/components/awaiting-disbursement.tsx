import type { LoanSummary } from '@lendbridge/contract';
import * as React from 'react';
import { Stack } from '../../../components/ui/stack';
import * as surface from '../../../components/ui/surface.module.css';
import { Text } from '../../../components/ui/text';
import { formatDay } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { monthsLabel } from '../../../lib/tenor';
import { LOAN_STATUS_TEXT } from '../loan-labels';
import * as styles from './awaiting-disbursement.module.css';

/** Accepted offers the lender has yet to pay out. */
export function AwaitingDisbursement({ loans }: { loans: LoanSummary[] }) {
  if (loans.length === 0) {
    return <Text>No loan is waiting to be paid out.</Text>;
  }
  return (
    <Stack as="ul" spacing={2}>
      {loans.map((loan) => (
        <li key={loan.id} className={`${surface.outlined} ${styles.loan}`}>
          <Text variant="h3" gutterBottom>
            {loan.providerName}: {loan.loanTypeName}
          </Text>
          <Text>
            Status: {LOAN_STATUS_TEXT[loan.status]}. {formatMoney(loan.amountReceived)} to be paid out to you,
            repaid at {formatMoney(loan.monthlyRepayment)} a month for {monthsLabel(loan.tenorMonths)} (
            {formatMoney(loan.totalRepayment)} in all). Accepted on {formatDay(loan.acceptedAt)};{' '}
            {loan.providerName} will contact you to confirm the loan and pay it out.
          </Text>
        </li>
      ))}
    </Stack>
  );
}
