import type { Loan } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { formatCalendarDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { visuallyHidden } from '../../../theme/visually-hidden';
import { balanceOverTime, repaidPercent } from '../loan-picture';

/** Offline, before the charts were ever loaded: the words and the list below still say it all. */
function ChartsUnavailable() {
  return <Typography color="text.secondary">The chart could not be loaded just now.</Typography>;
}

// MUI X Charts is large: it loads only once a loan is there to draw (docs/front-end.md). A failed
// download (offline) shows a line instead of breaking the dashboard.
const LoanCharts = React.lazy(() => import('./loan-charts').catch(() => ({ default: ChartsUnavailable })));

/**
 * A picture of the current loan: its balance over time, and what is repaid against what is
 * left. The charts are drawn for the eye; the same facts are said in words (a summary for
 * everyone, a list of the figures for screen readers), so the charts themselves are inert: hidden from them and out of the keyboard's way.
 */
export function LoanPicture({ loan }: { loan: Loan }) {
  const points = balanceOverTime(loan);
  if (points.length === 0) return null;
  const lastDue = loan.schedule.at(-1)?.dueDate;
  return (
    <Box component="section" aria-labelledby="loan-picture-heading" sx={{ mt: 3 }}>
      <Typography id="loan-picture-heading" variant="h3" gutterBottom>
        Your loan at a glance
      </Typography>
      <Typography gutterBottom>
        You have repaid {formatMoney(loan.amountRepaid)} of {formatMoney(loan.totalRepayment)} (
        {repaidPercent(loan)}%). {formatMoney(loan.outstandingBalance)} is left on the schedule
        {lastDue ? `, the last payment due on ${formatCalendarDate(lastDue)}` : ''}.
      </Typography>
      {/* Inert: hidden from screen readers, and nothing in it takes the keyboard's focus. */}
      <div inert>
        <React.Suspense fallback={<Skeleton variant="rounded" height={220} />}>
          <LoanCharts points={points} repaid={loan.amountRepaid} left={loan.outstandingBalance} />
        </React.Suspense>
      </div>
      {/* A list, not a table: on a phone the dashboard's tables are stacked lists too. */}
      <Box sx={visuallyHidden}>
        <ul aria-label={`Balance of your ${loan.providerName} loan over time`}>
          {points.map((point) => (
            <li key={point.day}>
              {formatCalendarDate(point.day)}:{' '}
              {[
                point.scheduled === null ? null : `planned ${formatMoney(point.scheduled)}`,
                point.actual === null ? null : `left to repay ${formatMoney(point.actual)}`,
              ]
                .filter(Boolean)
                .join(', ')}
            </li>
          ))}
        </ul>
      </Box>
    </Box>
  );
}
