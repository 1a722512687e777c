import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../../app/layouts/site-layout';
import { PageHeading } from '../../components/page-heading';
import { Seo } from '../../components/seo';
import { VerifyEmailPanel } from '../../features/auth/components/verify-email-panel';
import { Link } from '../../lib/link';

export default function VerifyPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Check your inbox"
        lead="We sent a confirmation link to the email address you registered with. Open the email and select the link to confirm that the address is yours."
      />
      <Box component="section" aria-labelledby="verify-next" sx={{ mb: 5, maxWidth: '70ch' }}>
        <Typography id="verify-next" variant="h2" gutterBottom>
          Before you open it
        </Typography>
        <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3 }}>
          <Box component="li" sx={{ mb: 1 }}>
            <Typography>
              The link expires in 24 hours. After that you need a new confirmation email.
            </Typography>
          </Box>
          <Box component="li" sx={{ mb: 1 }}>
            <Typography>
              If the email is not in your inbox after a few minutes, look in your spam or junk folder.
            </Typography>
          </Box>
          <Box component="li" sx={{ mb: 1 }}>
            <Typography>
              Once your address is confirmed, you can <Link to="/user/login">log in</Link> with your email
              address and password.
            </Typography>
          </Box>
        </Box>
      </Box>
      <section aria-labelledby="verify-resend">
        <Typography id="verify-resend" variant="h2" gutterBottom>
          Didn’t get the email?
        </Typography>
        <VerifyEmailPanel />
      </section>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Confirm your email address"
      description="We emailed you a link to confirm your Lendbridge account. It expires in 24 hours; check your spam folder if it has not arrived in your inbox."
      pathname={location.pathname}
      noindex
    />
  );
}
