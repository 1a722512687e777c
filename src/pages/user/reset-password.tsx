import Typography from '@mui/material/Typography';
import { type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../../app/layouts/site-layout';
import { PageHeading } from '../../components/page-heading';
import { Seo } from '../../components/seo';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { Link } from '../../lib/link';

export default function ResetPasswordPage({ location }: PageProps) {
  return (
    <SiteLayout>
      <PageHeading
        title="Choose a new password"
        lead="Pick a password you do not use anywhere else. Once it is saved, log in with your email address and the new password."
      />
      <ResetPasswordForm search={location.search} />
      <Typography sx={{ mt: 3 }}>
        Link expired? <Link to="/user/forgot-password">Ask for a new reset link</Link>.
      </Typography>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Choose a new password"
      description="Set a new password for your Lendbridge account using the link from your reset email, then log in again with your email address."
      pathname={location.pathname}
      noindex
    />
  );
}
