import type { LenderLoan, LenderLoanDetail } from '@lendbridge/contract';
import Alert from '@mui/material/Alert';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { formatCalendarDate, formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { Link } from '../../../lib/link';
import { useLenderProfile } from '../use-lender-profile';
import { useGetLenderLoansQuery } from '../lender-api';
import { LoadState } from './load-state';
import { LoanActions } from './loan-actions';
import { LoanFacts } from './loan-facts';

const PAGE_SIZE = 20;

/** Accepted offers awaiting disbursement, oldest first: pay each out, or cancel it with a reason. */
export function NewLoans() {
  const profile = useLenderProfile();
  const [page, setPage] = React.useState(0);
  const [done, setDone] = React.useState<string | null>(null);
  const query = {
    status: 'awaiting_disbursement',
    sortBy: 'acceptedAt',
    sortOrder: 'asc',
    pageIndex: page,
    pageSize: PAGE_SIZE,
  } as const;
  const loans = useGetLenderLoansQuery(query);

  // A payout or a cancellation invalidates New loans (lender-api.ts), which reads itself again.
  const finished = (message: string) => setDone(message);
  const paidOut = (loan: LenderLoanDetail) =>
    finished(
      `Payout recorded: ${loan.borrowerName}'s loan is now being repaid, the first instalment due on ${loan.schedule[0] ? formatCalendarDate(loan.schedule[0].dueDate) : 'its schedule'}. The borrower has been emailed.`,
    );

  return (
    <>
      {done ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }} onClose={() => setDone(null)}>
          {done}
        </Alert>
      ) : null}
      <LoadState query={loans} what="the new loans" />
      {loans.data && loans.data.items.length === 0 ? (
        <Typography>
          No loans are waiting to be paid out. Loans appear here as soon as a borrower accepts an offer.
        </Typography>
      ) : null}
      {loans.data ? (
        <Typography sx={{ mb: 2 }} aria-live="polite">
          {loans.data.totalCount === 1
            ? '1 loan awaits payout.'
            : `${loans.data.totalCount} loans await payout.`}
        </Typography>
      ) : null}
      <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {loans.data?.items.map((loan) => (
          <li key={loan.id}>
            <NewLoanCard
              loan={loan}
              readOnly={profile.readOnly}
              showProvider={profile.provider === null}
              onPaidOut={paidOut}
              onCancelled={(cancelled) =>
                finished(
                  `${cancelled.borrowerName}'s loan is cancelled. The borrower has been emailed your reason.`,
                )
              }
            />
          </li>
        ))}
      </Stack>
      {loans.data && loans.data.totalCount > PAGE_SIZE ? (
        <Pagination
          sx={{ mt: 3 }}
          count={Math.ceil(loans.data.totalCount / PAGE_SIZE)}
          page={page + 1}
          onChange={(_event, value) => setPage(value - 1)}
          getItemAriaLabel={(type, number) => (type === 'page' ? `Page ${number}` : `Go to the ${type} page`)}
        />
      ) : null}
    </>
  );
}

function NewLoanCard({
  loan,
  readOnly,
  showProvider,
  onPaidOut,
  onCancelled,
}: {
  loan: LenderLoan;
  readOnly: boolean;
  showProvider: boolean;
  onPaidOut: (loan: LenderLoanDetail) => void;
  onCancelled: (loan: LenderLoanDetail) => void;
}) {
  const headingId = `new-loan-${loan.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Typography id={headingId} component="h2" variant="h3" gutterBottom>
        {loan.borrowerName}: {formatMoney(loan.principal)} {loan.loanTypeName.toLowerCase()}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Accepted on {formatDateTime(loan.acceptedAt)}.{' '}
        <Link to={`/lender/loan?id=${loan.id}`}>Open the loan</Link>
      </Typography>
      <LoanFacts loan={loan} showProvider={showProvider} />
      {readOnly ? null : (
        <LoanActions
          loan={loan}
          onChanged={(next, change) => (change === 'payout' ? onPaidOut(next) : onCancelled(next))}
        />
      )}
    </Paper>
  );
}
