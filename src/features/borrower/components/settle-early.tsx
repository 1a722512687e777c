import type { Loan } from '@lendbridge/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { messageOf } from '../../../lib/api-client';
import { formatCalendarDate, formatDay } from '../../../lib/dates';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { formatMoney } from '../../../lib/money';
import { useRequestSettlementMutation } from '../borrower-api';

/**
 * What it takes to close the current loan today, and the borrower's request to settle it early
 * (docs/api.md, "Early settlement"). The figure is the gateway's, from the one payoff function. A
 * request invalidates the loans, so the dashboard reads the pending request back.
 */
export function SettleEarly({ loan }: { loan: Loan }) {
  const keys = useIdempotencyKeys();
  const [requestSettlement, { isLoading: busy }] = useRequestSettlementMutation();
  const [outcome, setOutcome] = React.useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const figure = loan.settlement;
  if (!figure) return null;
  const pending = loan.pendingSettlement ?? null;

  const ask = async () => {
    if (busy) return;
    setOutcome(null);
    try {
      const answer = await requestSettlement({
        loanId: loan.id,
        idempotencyKey: keys.keyFor({ loanId: loan.id }),
      }).unwrap();
      keys.settled();
      setOutcome({ severity: 'success', text: answer.message });
    } catch (error) {
      setOutcome({ severity: 'error', text: messageOf(error) });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 2 }} component="section" aria-labelledby="settle-early-heading">
      <Typography id="settle-early-heading" variant="h3" gutterBottom>
        Settle early
      </Typography>
      <Typography>
        To settle today: <strong>{formatMoney(figure.amount)}</strong>, valid on{' '}
        {formatCalendarDate(figure.asOf)} only.
      </Typography>
      <Typography component="ul" sx={{ pl: 3 }}>
        <li>Principal outstanding: {formatMoney(figure.principal)}</li>
        <li>Interest to today: {formatMoney(figure.accruedInterest)}</li>
        {figure.fee > 0 ? <li>Early-settlement fee: {formatMoney(figure.fee)}</li> : null}
        {figure.partPayment > 0 ? (
          <li>Less already paid this month: {formatMoney(figure.partPayment)}</li>
        ) : null}
      </Typography>
      <Typography gutterBottom>
        Payments left on the schedule: {formatMoney(figure.remainingSchedule)}. Settling today saves{' '}
        {formatMoney(figure.interestNotCharged)} of interest.
      </Typography>
      {outcome ? (
        <Alert
          severity={outcome.severity}
          role={outcome.severity === 'error' ? 'alert' : 'status'}
          sx={{ mb: 2 }}
        >
          {outcome.text}
        </Alert>
      ) : null}
      {pending ? (
        <Typography>
          You asked on {formatDay(pending.requestedAt)} to settle this loan (then{' '}
          {formatMoney(pending.quotedSettlement.amount)}). {loan.providerName} will record your payment at the
          figure of the day you pay.
        </Typography>
      ) : (
        <Stack direction="row">
          <Button variant="contained" onClick={() => void ask()} disabled={busy}>
            Ask {loan.providerName} to settle
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
