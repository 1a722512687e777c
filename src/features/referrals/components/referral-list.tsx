import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import type { Referral } from '@lendbridge/contract';
import * as React from 'react';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import { ErrorAlert } from '../../../components/forms/form-alerts';
import { describeFailure } from '../../../lib/forms';
import { useGetReferralsQuery } from '../referral-api';

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
  const load = useGetReferralsQuery();
  if (load.isError) {
    return (
      <>
        <ErrorAlert message={describeFailure(load.error, []).message} />
        <Button onClick={() => void load.refetch()} variant="outlined">
          Try again
        </Button>
      </>
    );
  }
  const referrals = load.data;
  if (!referrals) return <Typography role="status">Loading your invitations…</Typography>;
  if (referrals.length === 0) {
    return <Typography>You have not invited anyone yet.</Typography>;
  }
  const joined = referrals.filter((referral) => referral.joined).length;
  return (
    <div>
      <Typography sx={{ mb: 2 }}>
        {joined} of {referrals.length} {referrals.length === 1 ? 'friend has' : 'friends have'} joined through
        your invitation.
      </Typography>
      <ResponsiveTable
        id="referrals"
        caption="Friends you invited, newest first."
        columns={columns}
        rows={referrals}
        rowKey={(referral) => referral.id}
        empty="You have not invited anyone yet."
      />
    </div>
  );
}
