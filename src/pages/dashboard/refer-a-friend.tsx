import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { useAppSelector } from '../../app/hooks';
import { DashboardLayout } from '../../app/layouts/dashboard-layout';
import { PageHeading } from '../../components/page-heading';
import { Seo } from '../../components/seo';
import { selectCurrentUser } from '../../features/auth/auth-slice';
import { ReferAFriendForm } from '../../features/referrals/components/refer-a-friend-form';
import { ReferralList } from '../../features/referrals/components/referral-list';
import { Link } from '../../lib/link';

/**
 * The session's person is the referrer (docs/requirements.md#referral-payload: userName and
 * userEmail come from the session).
 */
function ReferralForm() {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <ReferAFriendForm referrer={{ name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }} />
  );
}

export default function ReferAFriendPage() {
  return (
    <DashboardLayout
      heading={
        <PageHeading
          title="Invite your friends"
          lead="Know someone comparing loans? Invite up to ten friends. Each gets one personal email from us with a link to register."
        />
      }
    >
      <Box component="section" aria-labelledby="refer-send" sx={{ mb: 5 }}>
        <Typography id="refer-send" variant="h2" gutterBottom>
          Send invitations
        </Typography>
        <ReferralForm />
        <Typography sx={{ mt: 3, maxWidth: '70ch' }}>
          We use your friends’ addresses only for this one email and never add them to a mailing list. Read{' '}
          <Link to="/refer">how referrals work</Link>.
        </Typography>
      </Box>
      <section aria-labelledby="refer-sent">
        <Typography id="refer-sent" variant="h2" gutterBottom>
          Your invitations
        </Typography>
        <ReferralList />
      </section>
    </DashboardLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Invite your friends"
      description="Invite up to ten friends to Lendbridge from your dashboard. Each friend gets a single personal email with a link to register, and nothing more."
      pathname={location.pathname}
      noindex
    />
  );
}
