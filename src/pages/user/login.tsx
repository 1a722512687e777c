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

export default function LoginPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Log in to Lendbridge"
        lead="Log in to see your current loan, the offers waiting for your answer and the friends you have invited."
      />
      <Box id="login-status">
        <ComingSoon what="Logging in" />
      </Box>
      <Box component="form" aria-describedby="login-status" sx={{ maxWidth: 480 }}>
        {/* The native disabled fieldset keeps every control inert until the service is live. */}
        <Box component="fieldset" disabled sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Stack spacing={2.5}>
            <TextField
              id="login-email"
              name="email"
              label="Email address"
              type="email"
              autoComplete="email"
              disabled
              fullWidth
            />
            <TextField
              id="login-password"
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              disabled
              fullWidth
            />
            <Box>
              <Button type="submit" variant="contained" disabled>
                Log in
              </Button>
            </Box>
          </Stack>
        </Box>
      </Box>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Typography>
          <Link to="/user/forgot-password">Forgot your password?</Link>
        </Typography>
        <Typography>
          New to Lendbridge? <Link to="/user/register">Create an account</Link>.
        </Typography>
      </Stack>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Log in"
      description="Log in to your Lendbridge account with your email address and password to follow your loan, answer lenders' offers and invite friends."
      pathname={location.pathname}
      noindex
    />
  );
}
