import Typography from '@mui/material/Typography';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../../app/layouts/site-layout';
import { PageHeading } from '../../components/page-heading';
import { Seo } from '../../components/seo';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { Link } from '../../lib/link';

export default function ForgotPasswordPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Forgot your password?"
        lead="Enter the email address you registered with and we will email you a link to choose a new password."
      />
      <ForgotPasswordForm />
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
