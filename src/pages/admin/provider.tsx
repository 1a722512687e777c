import Typography from '@mui/material/Typography';
import type { HeadProps, PageProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { ConsoleLayout } from '../../app/layouts/console-layout';
import { PROVIDER_NOT_FOUND, ProviderView } from '../../features/console/components/provider-view';
import { Link } from '../../lib/link';

/** One lender, at /admin/provider?id=… (a query, so the static site needs no route per lender). */
export default function ConsoleProviderPage({ location }: PageProps) {
  const id = Number(new URLSearchParams(location.search).get('id'));
  return (
    <ConsoleLayout
      heading={
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            <Link to="/admin/providers">All lenders</Link>
          </Typography>
          <Typography variant="h1" gutterBottom>
            Lender
          </Typography>
        </>
      }
    >
      {Number.isInteger(id) && id > 0 ? (
        <ProviderView key={id} providerId={id} />
      ) : (
        <Typography role="alert">{PROVIDER_NOT_FOUND}</Typography>
      )}
    </ConsoleLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Lender: console"
      description="One lender in the Lendbridge console: its staff and its details."
      pathname={location.pathname}
      noindex
    />
  );
}
