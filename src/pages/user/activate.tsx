import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Button from '@mui/material/Button';
import { Link as GatsbyLink, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../../app/layouts/site-layout';
import { PageHeading } from '../../components/page-heading';
import { Seo } from '../../components/seo';
import { ActivateAccount } from '../../features/auth/components/activate-account';
import { Link } from '../../lib/link';

export default function ActivatePage({ location }: PageProps) {
  return (
    <SiteLayout>
      <PageHeading
        title="Confirming your email address"
        lead="You reached this page from the link in your confirmation email. Opening it confirms that the email address on your Lendbridge account belongs to you."
      />
      <Box component="section" aria-labelledby="activate-status-heading" sx={{ mb: 5 }}>
        <Typography id="activate-status-heading" variant="h2" gutterBottom>
          Confirmation status
        </Typography>
        <Paper variant="outlined" sx={{ maxWidth: '70ch', p: 3 }}>
          <ActivateAccount search={location.search} />
        </Paper>
      </Box>
      <Box component="section" aria-labelledby="activate-next" sx={{ maxWidth: '70ch' }}>
        <Typography id="activate-next" variant="h2" gutterBottom>
          What happens next
        </Typography>
        <Typography sx={{ mb: 2 }}>
          When your address is confirmed, we take you to the login page so you can log in with your email
          address and password.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          If the link cannot be confirmed, for example because more than 24 hours have passed since we sent
          it, we also take you to the login page and tell you why. You can then ask for a new confirmation
          email. Still stuck? <Link to="/contact">Contact us</Link>.
        </Typography>
        <Button component={GatsbyLink} to="/user/login" variant="contained">
          Go to the login page
        </Button>
      </Box>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Email confirmation"
      description="This page confirms the email address on your Lendbridge account when you open the link from your confirmation email, then takes you to log in."
      pathname={location.pathname}
      noindex
    />
  );
}
