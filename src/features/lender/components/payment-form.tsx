import type { LenderLoan, LenderLoanDetail } from '@lendbridge/contract';
import * as React from 'react';
import type { FieldChange } from '../../../components/forms/keep-browser-value';
import { TextField } from '../../../components/forms/text-field';
import { formatMoney } from '../../../lib/money';
import { recordPayout, recordRepayment } from '../api/loans';
import { parseMoneyInput, todayIso } from '../money-input';
import { useAction } from '../../../lib/use-action';
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

const sends = {
  payout: (loan: LenderLoan, payment: Payment, key: string) =>
    recordPayout(
      loan.id,
      { amountPaid: payment.amount, paidOn: payment.paidOn, reference: payment.reference },
      key,
    ),
  repayment: async (loan: LenderLoan, payment: Payment, key: string) =>
    (await recordRepayment(loan.id, payment, key)).loan,
};

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
};

/**
 * Confirms a payout (the loan becomes active, its schedule starts from the date) or records one
 * repayment received by hand. For a payout the amount must be what reaches the borrower: staff
 * type it from their bank's record rather than having it filled in, as a check against mistakes.
 */
export function PaymentForm({
  kind,
  loan,
  onDone,
  onClose,
}: {
  kind: 'payout' | 'repayment';
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
  const action = useAction((payment: Payment, key: string) => sends[kind](loan, payment, key));
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
        helperText={
          fieldError('amount', shown, failure) ??
          (kind === 'payout'
            ? `What reached the borrower: ${formatMoney(loan.netPayout)} for this loan.`
            : `Payments left on the schedule: ${formatMoney(loan.outstandingBalance)}.` +
              (loan.settlement ? ` To settle today: ${formatMoney(loan.settlement.amount)}.` : ''))
        }
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
