import Typography from '@mui/material/Typography';
import type { HeadProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { LenderLayout } from '../../app/layouts/lender-layout';
import { SettingsEditor } from '../../features/lender/components/settings-editor';

export default function LenderSettingsPage() {
  return (
    <LenderLayout
      heading={
        <Typography variant="h1" gutterBottom>
          Settings
        </Typography>
      }
    >
      <SettingsEditor />
    </LenderLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Settings: lender workspace"
      description="The lender's terms per loan type: amount and period ranges, interest rate, processing fee and the organisations it lends to."
      pathname={location.pathname}
      noindex
    />
  );
}
