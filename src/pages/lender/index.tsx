import Typography from '@mui/material/Typography';
import type { HeadProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { LenderLayout } from '../../app/layouts/lender-layout';
import { NewLoans } from '../../features/lender/components/new-loans';

export default function LenderNewLoansPage() {
  return (
    <LenderLayout
      heading={
        <Typography variant="h1" gutterBottom>
          New loans
        </Typography>
      }
    >
      <NewLoans />
    </LenderLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="New loans: lender workspace"
      description="Loans accepted by borrowers and awaiting payout: confirm and record each payout, or cancel a loan with a reason."
      pathname={location.pathname}
      noindex
    />
  );
}
