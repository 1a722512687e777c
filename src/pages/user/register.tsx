import Typography from '@mui/material/Typography';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../../app/layouts/site-layout';
import { PageHeading } from '../../components/page-heading';
import { Seo } from '../../components/seo';
import { RegisterForm } from '../../features/auth/components/register-form';
import { Link } from '../../lib/link';

export default function RegisterPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Create your Lendbridge account"
        lead="An account keeps your eligibility results, offers and loan history in one place. After you register we email you a link to confirm your address."
      />
      <RegisterForm />
      <Typography sx={{ mt: 3 }}>
        Already have an account? <Link to="/user/login">Log in</Link>.
      </Typography>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Create an account"
      description="Register for a free Lendbridge account with your name, email address and phone number to keep your loan offers and history in one place."
      pathname={location.pathname}
      noindex
    />
  );
}
