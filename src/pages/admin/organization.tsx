import Typography from '@mui/material/Typography';
import type { HeadProps, PageProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { ConsoleLayout } from '../../app/layouts/console-layout';
import {
  ORGANIZATION_NOT_FOUND,
  OrganizationView,
} from '../../features/console/components/organization-view';
import { Link } from '../../lib/link';

/** One organisation, at /admin/organization?id=… (a query, so the static site needs no route per organisation). */
export default function ConsoleOrganizationPage({ location }: PageProps) {
  const id = Number(new URLSearchParams(location.search).get('id'));
  return (
    <ConsoleLayout
      heading={
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            <Link to="/admin">All organisations</Link>
          </Typography>
          <Typography variant="h1" gutterBottom>
            Organisation
          </Typography>
        </>
      }
    >
      {Number.isInteger(id) && id > 0 ? (
        <OrganizationView key={id} organizationId={id} />
      ) : (
        <Typography role="alert">{ORGANIZATION_NOT_FOUND}</Typography>
      )}
    </ConsoleLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Organisation: console"
      description="One employer or school in the Lendbridge console: its roster and its details."
      pathname={location.pathname}
      noindex
    />
  );
}
