import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../../app/layouts/site-layout';
import { PageHeading } from '../../components/page-heading';
import { Seo } from '../../components/seo';
import { LoginForm } from '../../features/auth/components/login-form';
import { Link } from '../../lib/link';

export default function LoginPage({ location }: PageProps) {
  return (
    <SiteLayout>
      <PageHeading
        title="Log in to Lendbridge"
        lead="Log in to see your current loan, the offers waiting for your answer and the friends you have invited."
      />
      <LoginForm search={location.search} locationState={location.state} />
      <Stack useFlexGap spacing={1} sx={{ mt: 3 }}>
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
