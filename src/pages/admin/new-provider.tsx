import Typography from '@mui/material/Typography';
import type { HeadProps } from 'gatsby';
import { navigate } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { ConsoleLayout } from '../../app/layouts/console-layout';
import { EMPTY_PROVIDER, ProviderForm } from '../../features/console/components/provider-form';

export default function NewProviderPage() {
  return (
    <ConsoleLayout
      heading={
        <Typography variant="h1" gutterBottom>
          Add a lender
        </Typography>
      }
    >
      <Typography sx={{ mb: 3, maxWidth: '65ch' }}>
        A licensed loan provider joining Lendbridge. Once it is added, invite its staff: it makes offers once
        they have set its loan terms in the lender workspace.
      </Typography>
      <ProviderForm
        initial={EMPTY_PROVIDER}
        label="New lender"
        submitLabel="Add the lender"
        onSaved={(provider) => void navigate(`/admin/provider?id=${provider.id}`)}
      />
    </ConsoleLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Add a lender: console"
      description="Onboard a loan provider to Lendbridge: its name, licence and contact."
      pathname={location.pathname}
      noindex
    />
  );
}
