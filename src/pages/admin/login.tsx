import Typography from '@mui/material/Typography';
import type { HeadProps, PageProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { ConsoleFrame } from '../../app/layouts/console-layout';
import { ConsoleLoginForm } from '../../features/console/components/console-login-form';
import { Link } from '../../lib/link';

export default function ConsoleLoginPage({ location }: PageProps) {
  const next = new URLSearchParams(location.search).get('next');
  return (
    <ConsoleFrame>
      <Typography variant="h1" gutterBottom>
        Log in to the console
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '65ch' }}>
        For Lendbridge&apos;s platform admins, and for the HR or bursary staff who keep an employer&apos;s or
        school&apos;s roster. Borrowers log in on <Link to="/user/login">the borrower login</Link>, lender
        staff in <Link to="/lender/login">the lender workspace</Link>.
      </Typography>
      <ConsoleLoginForm next={next} locationState={location.state} />
    </ConsoleFrame>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Console login"
      description="Platform admins and organisation administrators log in to the Lendbridge console."
      pathname={location.pathname}
      noindex
    />
  );
}
