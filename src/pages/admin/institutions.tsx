import Typography from '@mui/material/Typography';
import type { HeadProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { ConsoleLayout } from '../../app/layouts/console-layout';
import { AdminsOnly } from '../../features/console/content/admins-only';
import { InstitutionsPanel } from '../../features/console/content/institutions-panel';

/** Institutions and their scholarships, kept in the institutions service (docs/console.md#content). */
export default function ConsoleInstitutionsPage() {
  return (
    <ConsoleLayout
      heading={
        <Typography variant="h1" gutterBottom>
          Institutions and scholarships
        </Typography>
      }
    >
      <AdminsOnly>
        <InstitutionsPanel />
      </AdminsOnly>
    </ConsoleLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Institutions: console"
      description="The institutions and scholarships students search on Lendbridge."
      pathname={location.pathname}
      noindex
    />
  );
}
