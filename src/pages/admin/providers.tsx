import Typography from '@mui/material/Typography';
import type { HeadProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { ConsoleLayout } from '../../app/layouts/console-layout';
import { ProvidersList } from '../../features/console/components/providers-list';
import { Link } from '../../lib/link';

export default function ConsoleProvidersPage() {
  return (
    <ConsoleLayout
      heading={
        <Typography variant="h1" gutterBottom>
          Lenders
        </Typography>
      }
    >
      <Typography sx={{ mb: 3, maxWidth: '65ch' }}>
        The loan providers on Lendbridge. Open one to invite or deactivate its staff, edit it or deactivate
        it; <Link to="/admin/new-provider">add a lender</Link> to onboard a new one.
      </Typography>
      <ProvidersList />
    </ConsoleLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Lenders: console"
      description="The loan providers on Lendbridge, their staff and their details."
      pathname={location.pathname}
      noindex
    />
  );
}
