import Typography from '@mui/material/Typography';
import type { HeadProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { LenderLayout } from '../../app/layouts/lender-layout';
import { RepaymentsWorkspace } from '../../features/lender/components/repayments-workspace';

export default function LenderRepaymentsPage() {
  return (
    <LenderLayout
      heading={
        <Typography variant="h1" gutterBottom>
          Repayments
        </Typography>
      }
    >
      <RepaymentsWorkspace />
    </LenderLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Repayments: lender workspace"
      description="Upload an employer's payroll remittance file, preview matched, unmatched and duplicate rows, and apply it in one go."
      pathname={location.pathname}
      noindex
    />
  );
}
