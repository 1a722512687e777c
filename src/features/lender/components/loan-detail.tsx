import type { LenderLoanDetail, LoanEvent, Repayment, ScheduledPayment } from '@lendbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import { TermsList } from '../../../components/terms-list';
import { formatCalendarDate, formatDateTime } from '../../../lib/dates';
import { formatMoney, formatMoneyInColumn } from '../../../lib/money';
import { Link } from '../../../lib/link';
import { isApiError } from '../../../lib/api-client';
import { LENDER_LOAN_STATE_TEXT, LENDER_RENEWAL_STATUS_TEXT, settlementRequestState } from '../labels';
import { useLenderProfile } from '../use-lender-profile';
import { useGetLenderLoanQuery } from '../lender-api';
import { LoanActions, type LoanChange } from './loan-actions';
import { LoadState } from './load-state';
import { LEFT_ORGANIZATION, leftWhileOwing, LoanFacts } from './loan-facts';
import { INSTALLMENT_STATUS_TEXT, installmentStatus } from './schedule-labels';

/** The same words whether the loan does not exist or belongs to another lender. */
export const LOAN_NOT_FOUND =
  'We can’t find that loan. It may have been mistyped, or it is not one of your loans.';

const scheduleColumns: Array<Column<ScheduledPayment>> = [
  { header: 'Payment', cell: (row) => row.number, numeric: true },
  { header: 'Due date', cell: (row) => formatCalendarDate(row.dueDate) },
  { header: 'Amount', cell: (row) => formatMoneyInColumn(row.amount), numeric: true },
  {
    header: 'Paid so far',
    cell: (row) => formatMoneyInColumn(row.amountPaid ?? (row.paid ? row.amount : 0)),
    numeric: true,
  },
  { header: 'Status', cell: (row) => INSTALLMENT_STATUS_TEXT[installmentStatus(row)] },
];

const SOURCE_TEXT: Record<Repayment['source'], string> = {
  manual: 'Recorded by hand',
  remittance: 'Payroll remittance',
  renewal_settlement: 'Settled by a renewal',
  early_settlement: 'Early settlement',
};

const repaymentColumns: Array<Column<Repayment>> = [
  { header: 'Date', cell: (row) => formatCalendarDate(row.paidOn) },
  { header: 'Amount', cell: (row) => formatMoneyInColumn(row.amount), numeric: true },
  { header: 'Applied', cell: (row) => formatMoneyInColumn(row.appliedAmount), numeric: true },
  { header: 'Overpaid', cell: (row) => formatMoneyInColumn(row.overpaidAmount), numeric: true },
  { header: 'Reference', cell: (row) => row.reference },
  { header: 'How', cell: (row) => SOURCE_TEXT[row.source] },
  { header: 'Recorded by', cell: (row) => row.recordedBy ?? 'Lendbridge' },
];

const eventColumns: Array<Column<LoanEvent>> = [
  { header: 'When', cell: (row) => formatDateTime(row.at) },
  { header: 'What', cell: (row) => row.action.replace(/_/g, ' ') },
  { header: 'Who', cell: (row) => row.actorName ?? row.actor },
];

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function doneMessage(loan: LenderLoanDetail, change: LoanChange): string {
  if (change === 'payout')
    return 'Payout recorded: the loan is now being repaid. The borrower has been emailed.';
  if (change === 'cancel') return 'The loan is cancelled. The borrower has been emailed your reason.';
  if (change === 'settlement') {
    return `Settlement recorded: the loan is repaid; ${formatMoney(loan.settlement?.interestNotCharged ?? 0)} of scheduled interest is not charged. The borrower has been emailed.`;
  }
  return loan.status === 'repaid'
    ? 'Repayment recorded: the loan is repaid in full. The borrower has been emailed.'
    : `Repayment recorded. Payments left on the schedule: ${formatMoney(loan.outstandingBalance)}.` +
        (loan.settlement ? ` To settle today: ${formatMoney(loan.settlement.amount)}.` : '');
}

/** One loan: what it needs, its schedule and repayments, and what staff may do with it now. */
export function LoanDetail({ loanId }: { loanId: string }) {
  const profile = useLenderProfile();
  // A write on this loan invalidates it (lender-api.ts); it is also read afresh on every visit,
  // since the borrower may have asked to settle or renew in the meantime.
  const remote = useGetLenderLoanQuery(loanId, { refetchOnMountOrArgChange: true });
  const [done, setDone] = React.useState<string | null>(null);
  const loan = remote.data;
  const status = isApiError(remote.error) ? remote.error.status : null;

  if (status === 404 || status === 400) {
    return (
      <Alert severity="warning" role="alert">
        {LOAN_NOT_FOUND} <Link to="/lender/loans">See all loans</Link>
      </Alert>
    );
  }
  if (!loan) return <LoadState query={remote} what="the loan" />;

  return (
    <Stack spacing={4}>
      <Box>
        <Typography component="h2" variant="h2" gutterBottom>
          {loan.borrowerName}: {formatMoney(loan.principal)} {loan.loanTypeName.toLowerCase()}
        </Typography>
        <Typography sx={{ mb: 2 }}>Status: {LENDER_LOAN_STATE_TEXT[loan.status]}</Typography>
        {leftWhileOwing(loan) ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {LEFT_ORGANIZATION}: {loan.organizationName}&apos;s roster says {loan.borrowerName} has left, so
            its payroll no longer deducts the instalments. Collect them another way.
          </Alert>
        ) : null}
        {done ? (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {done}
          </Alert>
        ) : null}
        <LoanFacts loan={loan} showProvider={profile.provider === null} />
        <TermsList
          rows={[
            ['Email', loan.contact.email ?? 'Not disclosed'],
            ['Phone', loan.contact.phone ?? 'Not disclosed'],
            ...(loan.payout
              ? ([
                  [
                    'Paid out',
                    `${formatMoney(loan.payout.amount)} on ${formatCalendarDate(loan.payout.paidOn)}, reference ${loan.payout.reference}`,
                  ],
                ] as const)
              : []),
            ...(loan.cancelReason ? ([['Cancelled because', loan.cancelReason]] as const) : []),
          ]}
        />
        {profile.readOnly ? null : (
          <LoanActions loan={loan} onChanged={(next, change) => setDone(doneMessage(next, change))} />
        )}
      </Box>

      <Section id="loan-schedule" title="Schedule">
        <ResponsiveTable
          id="lender-schedule"
          caption={`Repayment schedule of ${loan.borrowerName}'s loan`}
          columns={scheduleColumns}
          rows={loan.schedule}
          rowKey={(row) => String(row.number)}
          empty="The schedule starts once the loan is paid out."
        />
      </Section>

      <Section id="loan-repayments" title="Repayments">
        <ResponsiveTable
          id="lender-repayments"
          caption={`Repayments received for ${loan.borrowerName}'s loan`}
          columns={repaymentColumns}
          rows={loan.repayments}
          rowKey={(row) => row.id}
          empty="No repayment has been received yet."
        />
      </Section>

      {loan.settlementRequests && loan.settlementRequests.length > 0 ? (
        <Section id="loan-settlement-requests" title="Early settlement requests">
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {loan.settlementRequests.map((request) => (
                <li key={request.id}>
                  Asked on {formatDateTime(request.requestedAt)} at{' '}
                  {formatMoney(request.quotedSettlement.amount)} (figure of{' '}
                  {formatCalendarDate(request.quotedSettlement.asOf)}): {settlementRequestState(request)}
                </li>
              ))}
            </Box>
          </Paper>
        </Section>
      ) : null}

      {loan.renewals.length > 0 ? (
        <Section id="loan-renewals" title="Renewal requests">
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {loan.renewals.map((renewal) => (
                <li key={renewal.id}>
                  {formatMoney(renewal.amount)} over {renewal.tenorMonths} months, asked on{' '}
                  {formatDateTime(renewal.requestedAt)}: {LENDER_RENEWAL_STATUS_TEXT[renewal.status]}
                  {renewal.decisionReason ? ` (${renewal.decisionReason})` : ''}
                </li>
              ))}
            </Box>
          </Paper>
        </Section>
      ) : null}

      <Section id="loan-history" title="History">
        <ResponsiveTable
          id="lender-loan-events"
          caption={`What happened to ${loan.borrowerName}'s loan`}
          columns={eventColumns}
          rows={loan.events}
          rowKey={(row) => `${row.at}-${row.action}`}
          empty="Nothing recorded yet."
        />
      </Section>
    </Stack>
  );
}
