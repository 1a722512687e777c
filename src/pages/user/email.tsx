import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as GatsbyLink, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../../app/layouts/site-layout';
import { PageHeading } from '../../components/page-heading';
import { Seo } from '../../components/seo';
import { FlashNotice } from '../../features/auth/components/flash-notice';
import { Link } from '../../lib/link';

export default function ResetEmailSentPage({ location }: PageProps) {
  return (
    <SiteLayout>
      <PageHeading
        title="Check your email"
        lead="If a Lendbridge account uses the address you entered, we have sent it a link to choose a new password."
      />
      <FlashNotice locationState={location.state} />
      <Box component="section" aria-labelledby="email-link" sx={{ mb: 4, maxWidth: '70ch' }}>
        <Typography id="email-link" variant="h2" gutterBottom>
          About the reset link
        </Typography>
        <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3 }}>
          <Box component="li" sx={{ mb: 1 }}>
            <Typography>The link works once and expires in 1 hour.</Typography>
          </Box>
          <Box component="li" sx={{ mb: 1 }}>
            <Typography>
              If the email has not arrived after a few minutes, look in your spam or junk folder.
            </Typography>
          </Box>
          <Box component="li" sx={{ mb: 1 }}>
            <Typography>
              If the link has expired or was already used,{' '}
              <Link to="/user/forgot-password">ask for a new one</Link>.
            </Typography>
          </Box>
        </Box>
      </Box>
      <Button component={GatsbyLink} to="/user/login" variant="contained">
        Back to log in
      </Button>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Password reset email sent"
      description="We have emailed a link to reset your Lendbridge password. It works once and expires in 1 hour, so check your inbox and spam folder soon."
      pathname={location.pathname}
      noindex
    />
  );
}
