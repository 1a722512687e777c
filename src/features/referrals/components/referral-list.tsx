import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import type { Referral } from '@lendbridge/contract';
import * as React from 'react';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import { ErrorAlert } from '../../../components/forms/form-alerts';
import { describeFailure } from '../../../lib/forms';
import { useOnReconnect } from '../../../lib/connectivity';
import { getReferrals } from '../api/get-referrals';

type Load =
  { kind: 'loading' } | { kind: 'loaded'; referrals: Referral[] } | { kind: 'failed'; message: string };

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const formatDay = (iso: string) => day.format(new Date(iso));

const columns: Array<Column<Referral>> = [
  { header: 'Friend', cell: (referral) => referral.friendEmail },
  { header: 'Invited', cell: (referral) => formatDay(referral.invitedAt) },
  {
    header: 'Status',
    cell: (referral) =>
      referral.joinedAt ? `Joined on ${formatDay(referral.joinedAt)}` : 'Invited, not joined yet',
  },
];

/** Rendered inside RequireSession: whom the person invited, and who joined through their link. */
export function ReferralList() {
  const [load, setLoad] = React.useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = React.useState(0);
  // A read that failed because the connection dropped is tried again when it returns.
  useOnReconnect(() => {
    if (load.kind === 'failed') setAttempt((n) => n + 1);
  });

  React.useEffect(() => {
    let current = true;
    setLoad({ kind: 'loading' });
    getReferrals().then(
      (referrals) => {
        if (current) setLoad({ kind: 'loaded', referrals });
      },
      (error: unknown) => {
        if (current) setLoad({ kind: 'failed', message: describeFailure(error, []).message });
      },
    );
    // An answer that arrives after the person left the page is dropped.
    return () => {
      current = false;
    };
  }, [attempt]);

  if (load.kind === 'loading') return <Typography role="status">Loading your invitations…</Typography>;
  if (load.kind === 'failed') {
    return (
      <>
        <ErrorAlert message={load.message} />
        <Button onClick={() => setAttempt((n) => n + 1)} variant="outlined">
          Try again
        </Button>
      </>
    );
  }
  if (load.referrals.length === 0) {
    return <Typography>You have not invited anyone yet.</Typography>;
  }
  const joined = load.referrals.filter((referral) => referral.joined).length;
  return (
    <div>
      <Typography sx={{ mb: 2 }}>
        {joined} of {load.referrals.length} {load.referrals.length === 1 ? 'friend has' : 'friends have'}{' '}
        joined through your invitation.
      </Typography>
      <ResponsiveTable
        id="referrals"
        caption="Friends you invited, newest first."
        columns={columns}
        rows={load.referrals}
        rowKey={(referral) => referral.id}
        empty="You have not invited anyone yet."
      />
    </div>
  );
}
