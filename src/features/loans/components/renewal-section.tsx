import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Loan, LOAN_LIMITS, Renewal } from '@lendbridge/contract';
import { TextField } from '../../../components/forms/text-field';
import * as React from 'react';
import { SubmitButton } from '../../../components/forms/submit-button';
import { currencySymbol, parseAmountInput } from '../../../lib/amount-input';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../../lib/api-client';
import { formatCalendarDate, formatDay } from '../../../lib/dates';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { formatMoney } from '../../../lib/money';
import { useSubmission } from '../../../lib/forms';
import { isTenorChoice, monthsLabel } from '../../../lib/tenor';
import { useRenewLoanMutation } from '../loans-api';
import { RENEWAL_STATUS_TEXT } from '../loan-labels';
import { TenorField } from '../../../components/forms/tenor-field';

/** The product's words, spelled exactly as it shows them (docs/requirements.md#messages). */
export const RENEWAL_SUBMITTED_MESSAGE = 'Loan Renewal request submitted successfully';
export const RENEWAL_ERROR_MESSAGE = 'Loan Renewal error. Try again';

/** The gateway's limit on the reason, mirrored for the field; the contract's type pins the value. */
const REASON_MAX_LENGTH: (typeof LOAN_LIMITS)['reasonMaxLength'] = 500;

type Field = 'amount' | 'tenorMonths' | 'reason';
const FIELDS: readonly Field[] = ['amount', 'tenorMonths', 'reason'];
const idOf = (field: Field) => `renewal-${field}`;

/**
 * What a failed renewal shows: the server's message, or the product's words when there is none
 * (docs/requirements.md#m-renewal-error).
 */
export function renewalFailure(error: unknown): { message: string; field?: Field } {
  if (!isApiError(error) || error.status === null || error.message === GENERIC_ERROR_MESSAGE) {
    return { message: RENEWAL_ERROR_MESSAGE };
  }
  const field = FIELDS.find((name) => name === error.field);
  return field ? { message: error.message, field } : { message: error.message };
}

/**
 * Renewal (a top-up) of the active loan: one open request at a time. A request invalidates the
 * loans, so the dashboard reads the pending renewal back.
 */
export function RenewalSection({ loan }: { loan: Loan | null }) {
  const [submitted, setSubmitted] = React.useState<string | null>(null);
  if (!loan) {
    return (
      <Typography>
        You have no active loan to renew. Once a loan is paid out, you can ask to renew it here.
      </Typography>
    );
  }
  return (
    <>
      {submitted ? (
        <Alert sx={{ mb: 3, alignItems: 'center' }} severity="success" role="status">
          {submitted}
        </Alert>
      ) : null}
      {!loan.pendingRenewal && loan.latestRenewal && loan.latestRenewal.status !== 'pending' ? (
        <RenewalDecision renewal={loan.latestRenewal} />
      ) : null}
      {loan.pendingRenewal ? (
        <Typography sx={{ maxWidth: '70ch' }}>
          You asked on {formatDay(loan.pendingRenewal.requestedAt)} to renew this loan for{' '}
          {formatMoney(loan.pendingRenewal.amount)} over {monthsLabel(loan.pendingRenewal.tenorMonths)}.
          Status: {RENEWAL_STATUS_TEXT[loan.pendingRenewal.status]}.
          {loan.pendingRenewal.quotedSettlement && typeof loan.pendingRenewal.quotedPayout === 'number'
            ? ` Quoted on ${formatCalendarDate(loan.pendingRenewal.quotedSettlement.asOf)}: it settles this loan for ${formatMoney(loan.pendingRenewal.quotedSettlement.amount)} and pays out ${formatMoney(loan.pendingRenewal.quotedPayout)} to you; the figure on the day of payout is what counts.`
            : ''}{' '}
          You can ask again once the lender has answered.
        </Typography>
      ) : loan.latestRenewal?.status === 'approved' ? null : (
        <RenewalForm
          loan={loan}
          onRenewed={() => setSubmitted(RENEWAL_SUBMITTED_MESSAGE)}
          onStart={() => setSubmitted(null)}
        />
      )}
    </>
  );
}

/** The lender's answer to the latest request, as the borrower was emailed it. */
function RenewalDecision({ renewal }: { renewal: Renewal }) {
  const asked = `Your request of ${formatDay(renewal.requestedAt)} to renew for ${formatMoney(renewal.amount)} over ${monthsLabel(renewal.tenorMonths)}`;
  const when = renewal.decidedAt ? ` on ${formatDay(renewal.decidedAt)}` : '';
  return renewal.status === 'approved' ? (
    <Alert sx={{ mb: 3, alignItems: 'center', maxWidth: '70ch' }} severity="success">
      {asked} was approved{when}. The new loan is listed under Awaiting disbursement: once the lender pays it
      out, it settles this loan and becomes your current loan.
    </Alert>
  ) : (
    <Alert sx={{ mb: 3, alignItems: 'center', maxWidth: '70ch' }} severity="info">
      {asked} was declined{when}
      {renewal.decisionReason ? `. The lender's reason: “${renewal.decisionReason}”` : ''}. You can ask again
      below.
    </Alert>
  );
}

function RenewalForm({
  loan,
  onRenewed,
  onStart,
}: {
  loan: Loan;
  onRenewed: () => void;
  onStart: () => void;
}) {
  const { submitting, run } = useSubmission();
  const [renewLoan] = useRenewLoanMutation();
  const keys = useIdempotencyKeys();
  const [amount, setAmount] = React.useState('');
  const [tenorMonths, setTenorMonths] = React.useState(String(loan.tenorMonths));
  const [reason, setReason] = React.useState('');
  const [errors, setErrors] = React.useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = React.useState<string | null>(null);
  // The renewal settles the loan at its payoff figure, not the schedule's remainder.
  const settleToday = loan.settlement?.amount ?? loan.outstandingBalance;

  // What the new loan would pay out if paid out today, before the lender's processing fee.
  const typed = parseAmountInput(amount);
  const payoutPreview =
    typed.ok && typed.minor > settleToday
      ? `If paid out today: ${formatMoney(settleToday)} settles this loan and ${formatMoney(typed.minor - settleToday)} comes to you, less the lender's processing fee.`
      : null;

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
    return first !== undefined;
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      onStart();
      setFailure(null);
      const found: Partial<Record<Field, string>> = {};
      const parsed = parseAmountInput(amount);
      if (!parsed.ok) found.amount = parsed.error;
      else if (parsed.minor <= settleToday) {
        found.amount = `Enter more than what settles your loan today, ${formatMoney(settleToday)}.`;
      }
      const months = Number(tenorMonths);
      if (!isTenorChoice(months)) found.tenorMonths = 'Choose a repayment period.';
      if (reason.length > REASON_MAX_LENGTH)
        found.reason = `Keep the reason under ${REASON_MAX_LENGTH} characters.`;
      if (showErrors(found) || !parsed.ok) return;
      const request = {
        loanId: loan.id,
        amount: parsed.minor,
        tenorMonths: months,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      };
      try {
        await renewLoan({ request, idempotencyKey: keys.keyFor(request) }).unwrap();
        keys.settled();
        onRenewed();
      } catch (error) {
        const described = renewalFailure(error);
        if (described.field) showErrors({ [described.field]: described.message });
        else setFailure(described.message);
      }
    });
  };

  return (
    <Box component="form" sx={{ maxWidth: 560 }} noValidate onSubmit={onSubmit} aria-label="Renew your loan">
      {failure ? (
        <Alert sx={{ mb: 3, alignItems: 'center' }} severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        Ask {loan.providerName} for a new amount: it settles this loan and pays the rest out to you. Payments
        left on the schedule: {formatMoney(loan.outstandingBalance)}. To settle today:{' '}
        {formatMoney(settleToday)}, without the interest of months that will not run. The new loan settles the
        figure on the day it is paid out, a little more each day until then. The lender reviews the request
        and tells you its answer.
      </Typography>
      <Stack useFlexGap spacing={2.5}>
        <TextField
          id={idOf('amount')}
          name="amount"
          label={`New loan amount (${currencySymbol()})`}
          required
          fullWidth
          autoComplete="off"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            // A new amount is a new question: its payout preview replaces the old complaint.
            setErrors(({ amount: _answered, ...others }) => others);
          }}
          error={Boolean(errors.amount)}
          helperText={
            errors.amount ??
            payoutPreview ??
            `More than the ${formatMoney(settleToday)} that settles your loan today, within the lender's maximum.`
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TenorField
          id={idOf('tenorMonths')}
          value={tenorMonths}
          onChange={setTenorMonths}
          error={errors.tenorMonths}
          hint="How long you want to take to repay the new amount."
        />
        <TextField
          id={idOf('reason')}
          name="reason"
          label="Reason (optional)"
          fullWidth
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? 'Anything the lender should know, for example what the money is for.'}
          slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
        />
        <div>
          <SubmitButton submitting={submitting} busyLabel="Sending your request…">
            Request a renewal
          </SubmitButton>
        </div>
      </Stack>
    </Box>
  );
}
