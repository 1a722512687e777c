import type { LenderLoan, LenderLoanDetail } from '@lendbridge/contract';
import * as React from 'react';
import type { FieldChange } from '../../../components/forms/keep-browser-value';
import { TextField } from '../../../components/forms/text-field';
import { formatMoney } from '../../../lib/money';
import { parseMoneyInput, todayIso } from '../money-input';
import { useKeyedMutation } from '../../../app/api';
import {
  useRecordPayoutMutation,
  useRecordRepaymentMutation,
  useRecordSettlementMutation,
} from '../lender-api';
import { ActionForm, fieldError } from './form-parts';

/** The gateway's limit on a payment reference, mirrored for the field. */
export const REFERENCE_MAX_LENGTH = 64;

type Field = 'amount' | 'paidOn' | 'reference';

interface Payment {
  amount: number;
  paidOn: string;
  reference: string;
}

/** What the form can tell before asking the gateway: each field's problem, or the payment. */
export function checkPayment(values: Record<Field, string>, today = todayIso()) {
  const problems: Partial<Record<Field, string>> = {};
  const amount = parseMoneyInput(values.amount);
  if (!amount.ok) problems.amount = amount.error;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.paidOn)) problems.paidOn = 'Enter the date the money moved.';
  else if (values.paidOn > today) problems.paidOn = 'The date cannot be in the future.';
  const reference = values.reference.trim();
  if (reference === '') problems.reference = 'Enter the bank or payroll reference.';
  else if (reference.length > REFERENCE_MAX_LENGTH) {
    problems.reference = `A reference has at most ${REFERENCE_MAX_LENGTH} characters.`;
  }
  const payment: Payment | null =
    amount.ok && Object.keys(problems).length === 0
      ? { amount: amount.minor, paidOn: values.paidOn, reference }
      : null;
  return { problems, payment };
}

const paid = ({ amount, paidOn, reference }: Payment) => ({ amountPaid: amount, paidOn, reference });

/** The three writes a payment can be; a form uses the one of its kind. */
function usePaymentWrites(loan: LenderLoan) {
  const id = loan.id;
  return {
    payout: useKeyedMutation(useRecordPayoutMutation(), (payment: Payment, idempotencyKey) => ({
      id,
      body: paid(payment),
      idempotencyKey,
    })),
    repayment: useKeyedMutation(useRecordRepaymentMutation(), (payment: Payment, idempotencyKey) => ({
      id,
      body: payment,
      idempotencyKey,
    })),
    settlement: useKeyedMutation(useRecordSettlementMutation(), (payment: Payment, idempotencyKey) => ({
      id,
      body: paid(payment),
      idempotencyKey,
    })),
  };
}

const words = {
  payout: {
    label: (loan: LenderLoan) => `Record the payout of ${loan.borrowerName}'s loan`,
    amount: 'Amount paid',
    date: 'Date paid',
    submit: 'Confirm payout',
  },
  repayment: {
    label: (loan: LenderLoan) => `Record a repayment from ${loan.borrowerName}`,
    amount: 'Amount received',
    date: 'Date received',
    submit: 'Record repayment',
  },
  settlement: {
    label: (loan: LenderLoan) => `Record ${loan.borrowerName}'s early settlement`,
    amount: 'Amount received',
    date: 'Date received',
    submit: 'Record settlement',
  },
};

type Kind = keyof ReturnType<typeof usePaymentWrites>;

/** What the amount field says the amount should be. */
function amountHint(kind: Kind, loan: LenderLoan): string {
  if (kind === 'payout') return `What reached the borrower: ${formatMoney(loan.netPayout)} for this loan.`;
  if (kind === 'repayment') {
    return (
      `Payments left on the schedule: ${formatMoney(loan.outstandingBalance)}.` +
      (loan.settlement ? ` To settle today: ${formatMoney(loan.settlement.amount)}.` : '')
    );
  }
  return loan.settlement
    ? `Settles it today: ${formatMoney(loan.settlement.amount)}; another day's payment settles that day's figure.`
    : 'The payoff figure of the day it was paid.';
}

/**
 * Confirms a payout (the loan becomes active, its schedule starts from the date), records one
 * repayment received by hand, or an early settlement (which must be that day's payoff figure and
 * closes the loan). For a payout the amount must be what reaches the borrower: staff
 * type it from their bank's record rather than having it filled in, as a check against mistakes.
 */
export function PaymentForm({
  kind,
  loan,
  onDone,
  onClose,
}: {
  kind: Kind;
  loan: LenderLoan;
  onDone: (loan: LenderLoanDetail) => void;
  onClose?: () => void;
}) {
  const id = `${kind}-${loan.id}`;
  const text = words[kind];
  const [values, setValues] = React.useState<Record<Field, string>>({
    amount: '',
    paidOn: todayIso(),
    reference: '',
  });
  const [checked, setChecked] = React.useState(false);
  const action = usePaymentWrites(loan)[kind];
  const { problems, payment } = checkPayment(values);
  const shown = checked ? problems : {};
  const failure =
    action.failure?.field === 'amountPaid' ? { ...action.failure, field: 'amount' } : action.failure;

  const submit = async () => {
    setChecked(true);
    if (!payment) return;
    const answer = await action.run(payment);
    if (answer) onDone(answer);
  };
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (event: FieldChange) => setValues({ ...values, [name]: event.target.value }),
    error: Boolean(fieldError(name, shown, failure)),
    helperText: fieldError(name, shown, failure),
    required: true,
    fullWidth: true,
  });

  return (
    <ActionForm
      label={text.label(loan)}
      failure={failure}
      busy={action.busy}
      submitLabel={text.submit}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        {...field('amount')}
        label={text.amount}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        helperText={fieldError('amount', shown, failure) ?? amountHint(kind, loan)}
      />
      <TextField
        {...field('paidOn')}
        label={text.date}
        type="date"
        slotProps={{ htmlInput: { max: todayIso() } }}
      />
      <TextField
        {...field('reference')}
        label="Reference"
        slotProps={{ htmlInput: { maxLength: REFERENCE_MAX_LENGTH } }}
      />
    </ActionForm>
  );
}
