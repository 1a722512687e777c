import type { Loan, SettlementRequest } from '@lendbridge/contract';
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
import {
  useRequestSettlementMutation,
  useWithdrawSettlementMutation,
  type SettlementAnswer,
} from '../borrower-api';

/** What became of the latest request, when none is open: it lapsed or was withdrawn. */
function endedText(latest: SettlementRequest | null): string | null {
  if (latest?.status === 'lapsed') {
    return `Your request of ${formatDay(latest.requestedAt)} lapsed: no payment was recorded by ${formatCalendarDate(latest.validUntil)}. You can ask again at today's figure.`;
  }
  if (latest?.status === 'withdrawn') {
    return `You withdrew your request of ${formatDay(latest.requestedAt)}. You can ask again at today's figure.`;
  }
  return null;
}

/**
 * What it takes to close the current loan today, and the borrower's request to settle it early
 * (docs/api.md, "Early settlement"): asked, withdrawn, or lapsed past its last day. The figure is
 * the gateway's, from the one payoff function. Either write invalidates the loans, so the dashboard
 * reads the request back.
 */
export function SettleEarly({ loan }: { loan: Loan }) {
  const keys = useIdempotencyKeys();
  const [ask] = useRequestSettlementMutation();
  const [withdraw] = useWithdrawSettlementMutation();
  const requestSettlement = (loanId: string, idempotencyKey: string) =>
    ask({ loanId, idempotencyKey }).unwrap();
  const withdrawSettlement = (loanId: string, idempotencyKey: string) =>
    withdraw({ loanId, idempotencyKey }).unwrap();
  const [busy, setBusy] = React.useState(false);
  const [outcome, setOutcome] = React.useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const figure = loan.settlement;
  if (!figure) return null;
  const pending = loan.pendingSettlement ?? null;
  const ended = pending ? null : endedText(loan.latestSettlement ?? null);

  const run = async (
    action: 'ask' | 'withdraw',
    call: (loanId: string, key: string) => Promise<SettlementAnswer>,
  ) => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await call(loan.id, keys.keyFor({ loanId: loan.id, action }));
      keys.settled();
      setOutcome({ severity: 'success', text: answer.message });
    } catch (error) {
      setOutcome({ severity: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
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
        <>
          <Typography gutterBottom>
            You asked on {formatDay(pending.requestedAt)} to settle this loan (then{' '}
            {formatMoney(pending.quotedSettlement.amount)}). {loan.providerName} will record your payment at
            the figure of the day you pay, if you pay by {formatCalendarDate(pending.validUntil)}; after that
            your request lapses.
          </Typography>
          <Stack direction="row">
            <Button
              variant="outlined"
              onClick={() => void run('withdraw', withdrawSettlement)}
              disabled={busy}
            >
              Withdraw your request
            </Button>
          </Stack>
        </>
      ) : (
        <>
          {ended ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {ended}
            </Alert>
          ) : null}
          <Stack direction="row">
            <Button variant="contained" onClick={() => void run('ask', requestSettlement)} disabled={busy}>
              Ask {loan.providerName} to settle
            </Button>
          </Stack>
        </>
      )}
    </Paper>
  );
}
