import Typography from '@mui/material/Typography';
import type { HeadProps, PageProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { WorkspaceFrame } from '../../app/layouts/lender-layout';
import { LenderLoginForm } from '../../features/lender/components/lender-login-form';
import { Link } from '../../lib/link';

export default function LenderLoginPage({ location }: PageProps) {
  const next = new URLSearchParams(location.search).get('next');
  return (
    <WorkspaceFrame>
      <Typography variant="h1" gutterBottom>
        Log in to the lender workspace
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '65ch' }}>
        For lender staff: pay out accepted loans, record repayments and payroll remittances, decide renewals
        and set your lending terms. Borrowers log in on <Link to="/user/login">the borrower login</Link>.
      </Typography>
      <LenderLoginForm next={next} locationState={location.state} />
    </WorkspaceFrame>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Lender workspace login"
      description="Lender staff log in to the Lendbridge lender workspace to pay out loans, record repayments and decide renewals."
      pathname={location.pathname}
      noindex
    />
  );
}
