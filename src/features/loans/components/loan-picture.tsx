import type { Loan } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { formatCalendarDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { visuallyHidden } from '../../../theme/visually-hidden';
import { balanceOverTime, repaidPercent } from '../loan-picture';

// MUI X Charts is large: it loads only once a loan is there to draw (docs/front-end.md).
const LoanCharts = React.lazy(() => import('./loan-charts'));

/**
 * A picture of the current loan: its balance over time, and what is repaid against what is
 * left. The charts are drawn for the eye; the same facts are said in words (a summary for
 * everyone, a list of the figures for screen readers), so the charts themselves are hidden from them.
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
      <div aria-hidden="true">
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
