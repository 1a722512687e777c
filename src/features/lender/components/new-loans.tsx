import type { LenderLoan, LenderLoanDetail } from '@lendbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { formatCalendarDate, formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { Link } from '../../../lib/link';
import { cancelLoan, getLenderLoans } from '../api/loans';
import { useLenderProfile } from '../use-lender-profile';
import { useRemote } from '../use-remote';
import { LoadState } from './load-state';
import { LoanFacts } from './loan-facts';
import { PaymentForm } from './payment-form';
import { ReasonForm } from './reason-form';

const PAGE_SIZE = 20;

/** Which form a loan's card has open. */
type Open = { loanId: string; form: 'payout' | 'cancel' } | null;

/** Accepted offers awaiting disbursement, oldest first: pay each out, or cancel it with a reason. */
export function NewLoans() {
  const profile = useLenderProfile();
  const [page, setPage] = React.useState(0);
  const [open, setOpen] = React.useState<Open>(null);
  const [done, setDone] = React.useState<string | null>(null);
  const query = {
    status: 'awaiting_disbursement',
    sortBy: 'acceptedAt',
    sortOrder: 'asc',
    pageIndex: page,
    pageSize: PAGE_SIZE,
  } as const;
  const loans = useRemote(JSON.stringify(query), (signal) => getLenderLoans(query, signal));

  const finished = (message: string) => {
    setOpen(null);
    setDone(message);
    loans.refresh();
  };
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
      <LoadState remote={loans} what="the new loans" />
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
              open={open?.loanId === loan.id ? open.form : null}
              onOpen={(form) => setOpen(form ? { loanId: loan.id, form } : null)}
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
  open,
  onOpen,
  readOnly,
  showProvider,
  onPaidOut,
  onCancelled,
}: {
  loan: LenderLoan;
  open: 'payout' | 'cancel' | null;
  onOpen: (form: 'payout' | 'cancel' | null) => void;
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
        <Box>
          <Stack direction="row" spacing={2}>
            <Button
              variant={open === 'payout' ? 'outlined' : 'contained'}
              aria-expanded={open === 'payout'}
              onClick={() => onOpen(open === 'payout' ? null : 'payout')}
            >
              Confirm and record payout
            </Button>
            <Button
              color="error"
              aria-expanded={open === 'cancel'}
              onClick={() => onOpen(open === 'cancel' ? null : 'cancel')}
            >
              Cancel the loan
            </Button>
          </Stack>
          {open === 'payout' ? (
            <PaymentForm kind="payout" loan={loan} onDone={onPaidOut} onClose={() => onOpen(null)} />
          ) : null}
          {open === 'cancel' ? (
            <ReasonForm
              id={`cancel-reason-${loan.id}`}
              label={`Cancel ${loan.borrowerName}'s loan`}
              fieldLabel="Reason for cancelling"
              submitLabel="Cancel this loan"
              send={(reason, key) => cancelLoan(loan.id, { reason }, key)}
              onDone={onCancelled}
              onClose={() => onOpen(null)}
            />
          ) : null}
        </Box>
      )}
    </Paper>
  );
}
