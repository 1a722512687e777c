import type { LenderLoan, LenderLoanDetail } from '@lendbridge/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import { useKeyedMutation } from '../../../app/api';
import { useCancelLoanMutation } from '../lender-api';
import { PaymentForm } from './payment-form';
import { ReasonForm } from './reason-form';

export type LoanChange = 'payout' | 'cancel' | 'repayment' | 'settlement';

/**
 * What staff may do with a loan now, each behind a button that opens its form: pay out or cancel
 * a loan awaiting payout, record a repayment or an early settlement to one being repaid. Nothing for other states.
 */
export function LoanActions({
  loan,
  onChanged,
}: {
  loan: LenderLoan;
  onChanged: (loan: LenderLoanDetail, change: LoanChange) => void;
}) {
  const [open, setOpen] = React.useState<LoanChange | null>(null);
  const cancel = useKeyedMutation(useCancelLoanMutation(), (reason: string, idempotencyKey) => ({
    id: loan.id,
    body: { reason },
    idempotencyKey,
  }));
  const offered: Array<{ change: LoanChange; label: string }> =
    loan.status === 'awaiting_disbursement'
      ? [
          { change: 'payout', label: 'Confirm and record payout' },
          { change: 'cancel', label: 'Cancel the loan' },
        ]
      : loan.status === 'active'
        ? [
            { change: 'repayment', label: 'Record a repayment' },
            { change: 'settlement', label: 'Record an early settlement' },
          ]
        : [];
  if (offered.length === 0) return null;
  const done = (change: LoanChange) => (next: LenderLoanDetail) => {
    setOpen(null);
    onChanged(next, change);
  };
  const close = () => setOpen(null);

  return (
    <>
      <Stack direction="row" spacing={2}>
        {offered.map(({ change, label }) => (
          <Button
            key={change}
            variant={change === 'cancel' ? 'text' : 'contained'}
            color={change === 'cancel' ? 'error' : 'primary'}
            aria-expanded={open === change}
            onClick={() => setOpen(open === change ? null : change)}
          >
            {label}
          </Button>
        ))}
      </Stack>
      {open === 'payout' || open === 'repayment' || open === 'settlement' ? (
        <PaymentForm key={open} kind={open} loan={loan} onDone={done(open)} onClose={close} />
      ) : null}
      {open === 'cancel' ? (
        <ReasonForm
          id={`cancel-reason-${loan.id}`}
          label={`Cancel ${loan.borrowerName}'s loan`}
          fieldLabel="Reason for cancelling"
          submitLabel="Cancel this loan"
          write={cancel}
          onDone={done('cancel')}
          onClose={close}
        />
      ) : null}
    </>
  );
}
