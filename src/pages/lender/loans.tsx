import Typography from '@mui/material/Typography';
import type { HeadProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { LazyGrid } from '../../features/lender/components/lazy-grid';
import { LenderLayout } from '../../app/layouts/lender-layout';

const LoansGrid = React.lazy(() => import('../../features/lender/components/loans-grid'));

export default function LenderLoansPage() {
  return (
    <LenderLayout
      heading={
        <Typography variant="h1" gutterBottom>
          Loans
        </Typography>
      }
    >
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        Every loan, whatever its state. Search by the borrower&apos;s name or staff number, filter by status,
        sort by any column with a sort button, and open a loan for its schedule and repayments.
      </Typography>
      <LazyGrid grid={LoansGrid} what="the loans" />
    </LenderLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Loans: lender workspace"
      description="Every loan of the lender in one searchable, sortable list: status, amount, outstanding balance and arrears."
      pathname={location.pathname}
      noindex
    />
  );
}
