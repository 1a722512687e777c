import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { ComingSoon } from '../../components/coming-soon';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { PageHeading } from '../../components/page-heading';
import { Seo } from '../../components/seo';
import { Link } from '../../lib/link';

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
      <Box id="refer-a-friend-status">
        <ComingSoon what="Referrals" />
      </Box>
      <Box component="form" aria-describedby="refer-a-friend-status" sx={{ maxWidth: 640 }}>
        {/* The native disabled fieldset keeps every control inert until the service is live. */}
        <Box component="fieldset" disabled sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Stack spacing={2.5}>
            {/* Not "email": these are other people's addresses, so the browser must not offer one's own. */}
            <TextField
              id="refer-friends"
              name="friends"
              label="Friends' email addresses"
              type="email"
              autoComplete="off"
              helperText="Separate addresses with commas; up to ten"
              slotProps={{ htmlInput: { multiple: true } }}
              disabled
              fullWidth
            />
            <TextField
              id="refer-message"
              name="message"
              label="Message to your friends"
              autoComplete="off"
              helperText="Optional. We add it to the invitation email."
              multiline
              minRows={4}
              disabled
              fullWidth
            />
            <Box>
              <Button type="submit" variant="contained" disabled>
                Send invitations
              </Button>
            </Box>
          </Stack>
        </Box>
      </Box>
      <Typography sx={{ mt: 4, maxWidth: '70ch' }}>
        We use your friends’ addresses only for this one email and never add them to a mailing list. Read{' '}
        <Link to="/refer">how referrals work</Link>.
      </Typography>
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
