import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as GatsbyLink, type HeadProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { Link } from '../lib/link';

const howItWorks = [
  {
    title: 'Invite up to ten friends',
    text: 'From your dashboard, enter up to ten email addresses and a short message; we suggest one you can change.',
  },
  {
    title: 'Each friend gets one email',
    text: 'We send every friend a single personal email with your invitation and a link to register on Lendbridge.',
  },
  {
    title: 'See who joined',
    text: 'Your dashboard shows which of the friends you invited have created an account through your link. It never tells you anything else about their address.',
  },
];

export default function ReferPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Refer a friend"
        lead="Found a loan that works for you? Tell your friends. Invite them from your dashboard and they can compare offers from several lenders in one place."
      />

      <Box component="section" aria-labelledby="refer-how" sx={{ mb: 6, maxWidth: '75ch' }}>
        <Typography id="refer-how" variant="h2" gutterBottom>
          How it works
        </Typography>
        <Box component="ol" sx={{ mt: 0, mb: 2, pl: 3 }}>
          {howItWorks.map((item) => (
            <Box component="li" key={item.title} sx={{ mb: 2 }}>
              <Typography variant="h3" gutterBottom>
                {item.title}
              </Typography>
              <Typography>{item.text}</Typography>
            </Box>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="refer-privacy" sx={{ mb: 6, maxWidth: '75ch' }}>
        <Typography id="refer-privacy" variant="h2" gutterBottom>
          No spam, ever
        </Typography>
        <Typography>
          We use your friends’ addresses only to send that one invitation. We do not add them to a mailing
          list, send reminders or pass them to lenders. Read more in our{' '}
          <Link to="/privacy-policy">privacy policy</Link>.
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="refer-start" sx={{ maxWidth: '75ch' }}>
        <Typography id="refer-start" variant="h2" gutterBottom>
          Start inviting
        </Typography>
        <Typography sx={{ mb: 3 }}>
          You need a Lendbridge account to invite friends, because invitations are sent from your dashboard,
          where you also see which friends have joined. Log in to start, or create a free account first.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={2}>
          <Button component={GatsbyLink} to="/dashboard/refer-a-friend" variant="contained">
            Invite friends from your dashboard
          </Button>
          <Button component={GatsbyLink} to="/user/register" variant="outlined">
            Create an account
          </Button>
        </Stack>
      </Box>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Refer a friend"
      description="Invite up to ten friends to Lendbridge from your dashboard. Each gets one personal email with a registration link and you see who joined."
      pathname={location.pathname}
    />
  );
}
