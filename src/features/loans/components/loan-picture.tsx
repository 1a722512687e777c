import type { Loan } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { formatCalendarDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { visuallyHidden } from '../../../theme/visually-hidden';
import { balanceOverTime, repaidPercent } from '../loan-picture';

/** Offline, before the charts were ever loaded: the words and the table below still say it all. */
function ChartsUnavailable() {
  return <Typography color="text.secondary">The chart could not be loaded just now.</Typography>;
}

// MUI X Charts is large: it loads only once a loan is there to draw (docs/front-end.md). A failed
// download (offline) shows a line instead of breaking the dashboard.
const LoanCharts = React.lazy(() => import('./loan-charts').catch(() => ({ default: ChartsUnavailable })));

/**
 * A picture of the current loan: its balance over time, and what is repaid against what is
 * left. The charts are drawn for the eye; the same facts are said in words (a summary for
 * everyone, a table for screen readers), so the charts themselves are hidden from them.
 */
export function LoanPicture({ loan }: { loan: Loan }) {
  const points = balanceOverTime(loan);
  if (points.length === 0) return null;
  const lastDue = loan.schedule.at(-1)?.dueDate;
  return (
    // Clipped to its own width, and the containing block of the hidden table below: neither the
    // charts' first measurement nor that table may widen it (on a phone, the page).
    <Box
      component="section"
      aria-labelledby="loan-picture-heading"
      sx={{ mt: 3, minWidth: 0, overflow: 'hidden', position: 'relative' }}
    >
      <Typography id="loan-picture-heading" variant="h3" gutterBottom>
        Your loan at a glance
      </Typography>
      <Typography gutterBottom>
        You have repaid {formatMoney(loan.amountRepaid)} of {formatMoney(loan.totalRepayment)} (
        {repaidPercent(loan)}%). {formatMoney(loan.outstandingBalance)} is left on the schedule
        {lastDue ? `, the last payment due on ${formatCalendarDate(lastDue)}` : ''}.
      </Typography>
      <div aria-hidden="true">
        <React.Suspense fallback={<Skeleton variant="rounded" height={220} />}>
          <LoanCharts points={points} repaid={loan.amountRepaid} left={loan.outstandingBalance} />
        </React.Suspense>
      </div>
      {/* In a hidden box: a table is never narrower than its content, so on its own it widened a phone's page. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>Balance of your {loan.providerName} loan over time</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Planned balance</th>
              <th scope="col">Left to repay</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day}>
                <th scope="row">{formatCalendarDate(point.day)}</th>
                <td>{point.scheduled === null ? '–' : formatMoney(point.scheduled)}</td>
                <td>{point.actual === null ? '–' : formatMoney(point.actual)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
