import Typography from '@mui/material/Typography';
import type { HeadProps, PageProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { LenderLayout } from '../../app/layouts/lender-layout';
import { LOAN_NOT_FOUND, LoanDetail } from '../../features/lender/components/loan-detail';
import { Link } from '../../lib/link';

/** One loan, at /lender/loan?id=… (a query, so the static site needs no route per loan). */
export default function LenderLoanPage({ location }: PageProps) {
  const id = new URLSearchParams(location.search).get('id');
  return (
    <LenderLayout
      heading={
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            <Link to="/lender/loans">All loans</Link>
          </Typography>
          <Typography variant="h1" gutterBottom>
            Loan
          </Typography>
        </>
      }
    >
      {id ? <LoanDetail key={id} loanId={id} /> : <Typography role="alert">{LOAN_NOT_FOUND}</Typography>}
    </LenderLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Loan: lender workspace"
      description="One loan in the lender workspace: what it needs, its repayment schedule, the repayments received and its history."
      pathname={location.pathname}
      noindex
    />
  );
}
