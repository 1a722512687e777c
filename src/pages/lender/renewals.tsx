import Typography from '@mui/material/Typography';
import type { HeadProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { LenderLayout } from '../../app/layouts/lender-layout';
import { RenewalsList } from '../../features/lender/components/renewals-list';

export default function LenderRenewalsPage() {
  return (
    <LenderLayout
      heading={
        <Typography variant="h1" gutterBottom>
          Renewals
        </Typography>
      }
    >
      <RenewalsList />
    </LenderLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Renewals: lender workspace"
      description="Borrowers' requests to renew a loan, with the current loan and the proposed one side by side: approve or decline with a reason."
      pathname={location.pathname}
      noindex
    />
  );
}
