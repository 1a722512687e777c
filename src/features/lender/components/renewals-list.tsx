import type { LenderRenewal, RenewalStatus } from '@lendbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { TextField } from '../../../components/forms/text-field';
import { TermsList } from '../../../components/terms-list';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney, formatRate } from '../../../lib/money';
import { Link } from '../../../lib/link';
import { PAYMENTS_LEFT_LABEL, settledEarlyTerms, settleTodayTerms } from '../../../lib/settlement';
import { monthsLabel } from '../../../lib/tenor';
import { LENDER_RENEWAL_STATUS_TEXT } from '../labels';
import { useKeyedMutation } from '../../../app/api';
import { useLenderProfile } from '../use-lender-profile';
import {
  useApproveRenewalMutation,
  useDeclineRenewalMutation,
  useGetLenderRenewalsQuery,
} from '../lender-api';
import { LoadState } from './load-state';
import { ReasonForm } from './reason-form';

const PAGE_SIZE = 20;
const STATUSES: RenewalStatus[] = ['pending', 'approved', 'declined'];

/** Renewal requests: the pending ones to decide first, the decided ones on request. */
export function RenewalsList() {
  const profile = useLenderProfile();
  const [status, setStatus] = React.useState<RenewalStatus>('pending');
  const [page, setPage] = React.useState(0);
  const [done, setDone] = React.useState<string | null>(null);
  const query = {
    status,
    pageIndex: page,
    pageSize: PAGE_SIZE,
    sortBy: 'requestedAt',
    sortOrder: status === 'pending' ? 'asc' : 'desc',
  } as const;
  const renewals = useGetLenderRenewalsQuery(query);

  const decided = (renewal: LenderRenewal) => {
    setDone(
      renewal.status === 'approved'
        ? `Renewal approved: ${renewal.borrowerName}'s new loan now awaits payout in New loans, where its payout settles the current loan. The borrower has been emailed.`
        : `Renewal declined. ${renewal.borrowerName} has been emailed your reason.`,
    );
    // A decision invalidates the renewals (lender-api.ts), which read themselves again.
  };

  return (
    <>
      <TextField
        id="renewal-status"
        select
        label="Show"
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as RenewalStatus);
          setPage(0);
        }}
        sx={{ mb: 3, minWidth: 200 }}
      >
        {STATUSES.map((value) => (
          <option key={value} value={value}>
            {LENDER_RENEWAL_STATUS_TEXT[value]}
          </option>
        ))}
      </TextField>
      {done ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }} onClose={() => setDone(null)}>
          {done}
        </Alert>
      ) : null}
      <LoadState query={renewals} what="the renewal requests" />
      {renewals.data && renewals.data.items.length === 0 ? (
        <Typography>No {LENDER_RENEWAL_STATUS_TEXT[status].toLowerCase()} renewal requests.</Typography>
      ) : null}
      <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {renewals.data?.items.map((renewal) => (
          <li key={renewal.id}>
            <RenewalCard
              renewal={renewal}
              readOnly={profile.readOnly}
              showProvider={profile.provider === null}
              onDecided={decided}
            />
          </li>
        ))}
      </Stack>
      {renewals.data && renewals.data.totalCount > PAGE_SIZE ? (
        <Pagination
          sx={{ mt: 3 }}
          count={Math.ceil(renewals.data.totalCount / PAGE_SIZE)}
          page={page + 1}
          onChange={(_event, value) => setPage(value - 1)}
        />
      ) : null}
    </>
  );
}

function RenewalCard({
  renewal,
  readOnly,
  showProvider,
  onDecided,
}: {
  renewal: LenderRenewal;
  readOnly: boolean;
  showProvider: boolean;
  onDecided: (renewal: LenderRenewal) => void;
}) {
  const [declining, setDeclining] = React.useState(false);
  const approve = useKeyedMutation(useApproveRenewalMutation(), (id: string, idempotencyKey) => ({
    id,
    idempotencyKey,
  }));
  const decline = useKeyedMutation(useDeclineRenewalMutation(), (reason: string, idempotencyKey) => ({
    id: renewal.id,
    body: { reason },
    idempotencyKey,
  }));
  const headingId = `renewal-${renewal.id}`;
  const { currentLoan: current, proposed } = renewal;

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Typography id={headingId} component="h2" variant="h3" gutterBottom>
        {renewal.borrowerName}: renew to {formatMoney(proposed.principal)} over{' '}
        {monthsLabel(proposed.tenorMonths)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {renewal.organizationName}, staff number {renewal.staffNumber}
        {showProvider ? `, with ${renewal.providerName}` : ''}. Asked on {formatDateTime(renewal.requestedAt)}
        . Status: {LENDER_RENEWAL_STATUS_TEXT[renewal.status]}
        {renewal.decidedAt ? ` on ${formatDateTime(renewal.decidedAt)}` : ''}.
      </Typography>
      {renewal.reason ? (
        <Typography sx={{ mb: 2 }}>Borrower&apos;s reason: “{renewal.reason}”</Typography>
      ) : null}
      {renewal.decisionReason ? (
        <Typography sx={{ mb: 2 }}>Declined because: “{renewal.decisionReason}”</Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box component="section" aria-labelledby={`${headingId}-current`}>
          <Typography id={`${headingId}-current`} component="h3" variant="h6" gutterBottom>
            Current loan
          </Typography>
          <TermsList
            rows={[
              ['Amount', formatMoney(current.principal)],
              ['Period', monthsLabel(current.tenorMonths)],
              ['Monthly repayment', formatMoney(current.monthlyRepayment)],
              ['Repaid so far', formatMoney(current.amountRepaid)],
              [PAYMENTS_LEFT_LABEL, formatMoney(current.outstandingBalance)],
              ...(current.settlement
                ? current.status === 'active'
                  ? [settleTodayTerms(current.settlement)]
                  : settledEarlyTerms(current.settlement)
                : []),
            ]}
          />
          <Link to={`/lender/loan?id=${current.id}`}>Open the current loan</Link>
        </Box>
        <Box component="section" aria-labelledby={`${headingId}-proposed`}>
          <Typography id={`${headingId}-proposed`} component="h3" variant="h6" gutterBottom>
            Proposed loan
          </Typography>
          <TermsList
            rows={[
              ['Amount', formatMoney(proposed.principal)],
              ['Period', monthsLabel(proposed.tenorMonths)],
              [
                'Interest rate',
                `${formatRate(proposed.annualInterestRateBps)} a year (APR ${formatRate(proposed.aprBps)})`,
              ],
              ['Monthly repayment', formatMoney(proposed.monthlyRepayment)],
              ['Total repayment', formatMoney(proposed.totalRepayment)],
              ['Processing fee', formatMoney(proposed.processingFee)],
              [
                renewal.replacementLoanStatus === 'active'
                  ? 'Settled the current loan'
                  : 'Settles the current loan, if paid out today',
                formatMoney(renewal.settlementAmount),
              ],
              ['Pays out to the borrower', formatMoney(renewal.netPayout)],
            ]}
          />
        </Box>
      </Box>
      {renewal.netPayout < 0 && renewal.status === 'pending' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The proposed loan would not cover what the current loan still owes.
        </Alert>
      ) : null}
      {renewal.replacementLoanId ? (
        <Typography sx={{ mb: 2 }}>
          <Link to={`/lender/loan?id=${renewal.replacementLoanId}`}>Open the new loan</Link>
        </Typography>
      ) : null}
      {readOnly || renewal.status !== 'pending' ? null : (
        <>
          {approve.failure ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {approve.failure.message}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={2}>
            <Button
              variant="contained"
              disabled={approve.busy}
              onClick={() =>
                void approve.run(renewal.id).then((answer) => {
                  if (answer) onDecided(answer);
                })
              }
            >
              Approve the renewal
            </Button>
            <Button color="error" aria-expanded={declining} onClick={() => setDeclining(!declining)}>
              Decline
            </Button>
          </Stack>
          {declining ? (
            <ReasonForm
              id={`decline-reason-${renewal.id}`}
              label={`Decline ${renewal.borrowerName}'s renewal`}
              fieldLabel="Reason for declining"
              submitLabel="Decline the renewal"
              write={decline}
              onDone={onDecided}
              onClose={() => setDeclining(false)}
            />
          ) : null}
        </>
      )}
    </Paper>
  );
}
