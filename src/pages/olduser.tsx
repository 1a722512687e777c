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

export default function OldUserPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Welcome back to Lendbridge"
        lead="You opened a link to an account on our previous platform. That platform has closed, and your account now lives on Lendbridge with the same email address."
      />

      <Box component="section" aria-labelledby="your-account" sx={{ mb: 5 }}>
        <Typography id="your-account" variant="h2" gutterBottom>
          Your account came with you
        </Typography>
        <Typography sx={{ mb: 2 }}>
          When we moved to the new platform, we carried over every user account together with its loan
          records: current loans, repayments made and past loans. Your profile details came across too.
        </Typography>
        <Typography>
          Please do not register again. Your email address is already in use on Lendbridge, and a second
          account would separate you from your loan history.
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="old-links" sx={{ mb: 5 }}>
        <Typography id="old-links" variant="h2" gutterBottom>
          Why your old link no longer works
        </Typography>
        <Typography>
          Account links sent by the previous platform, such as profile, activation or password reset links,
          were tied to its systems and expired when it closed. They cannot be reused, and for your safety we
          will never ask you to send them to us. Use the steps below instead.
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="next-steps" sx={{ mb: 5 }}>
        <Typography id="next-steps" variant="h2" gutterBottom>
          Get back into your account
        </Typography>
        <Box component="ol" sx={{ mt: 0, mb: 3, pl: 3 }}>
          <Typography component="li" sx={{ mb: 1 }}>
            Log in with your email address and the password you used before.
          </Typography>
          <Typography component="li" sx={{ mb: 1 }}>
            If the old password is refused, ask for a password reset. The link arrives by email and works
            once.
          </Typography>
          <Typography component="li">
            Once you are in, your dashboard shows your loans, offers and referrals.
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={2}>
          <Button component={GatsbyLink} to="/user/login" variant="contained">
            Log in
          </Button>
          <Button component={GatsbyLink} to="/user/forgot-password" variant="outlined">
            Reset your password
          </Button>
          <Button component={GatsbyLink} to="/dashboard" variant="outlined">
            Go to your dashboard
          </Button>
        </Stack>
      </Box>

      <section aria-labelledby="help">
        <Typography id="help" variant="h2" gutterBottom>
          Need a hand?
        </Typography>
        <Typography>
          If you have lost access to your old email address, <Link to="/contact">send us a message</Link> with
          your full name and phone number and we will help you confirm your identity and update it.
        </Typography>
      </section>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Welcome back: your account has moved"
      description="Followed an account link from our previous platform? Your Lendbridge account and loan records were carried over. Here is how to log back in safely."
      pathname={location.pathname}
    />
  );
}
