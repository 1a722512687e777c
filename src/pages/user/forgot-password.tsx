import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { ComingSoon } from '../../components/coming-soon';
import { SiteLayout } from '../../components/layout/site-layout';
import { PageHeading } from '../../components/page-heading';
import { Seo } from '../../components/seo';
import { Link } from '../../lib/link';

export default function ForgotPasswordPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Forgot your password?"
        lead="Enter the email address you registered with and we will email you a link to choose a new password."
      />
      <Box id="forgot-password-status">
        <ComingSoon what="Password reset" />
      </Box>
      <Box component="form" aria-describedby="forgot-password-status" sx={{ maxWidth: 480 }}>
        {/* The native disabled fieldset keeps every control inert until the service is live. */}
        <Box component="fieldset" disabled sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Stack spacing={2.5}>
            <TextField
              id="forgot-password-email"
              name="email"
              label="Email address"
              type="email"
              autoComplete="email"
              disabled
              fullWidth
            />
            <Box>
              <Button type="submit" variant="contained" disabled>
                Send the reset link
              </Button>
            </Box>
          </Stack>
        </Box>
      </Box>
      <Typography sx={{ mt: 3 }}>
        Remembered it? <Link to="/user/login">Log in</Link>.
      </Typography>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Forgot your password"
      description="Forgotten your Lendbridge password? Enter the email address on your account and we will send you a link to choose a new password."
      pathname={location.pathname}
      noindex
    />
  );
}
