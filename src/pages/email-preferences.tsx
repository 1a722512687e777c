import { type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { EmailPreference } from '../features/borrower/components/email-preference';

export default function EmailPreferencesPage({ location }: PageProps) {
  return (
    <SiteLayout>
      <PageHeading title="Email preferences" lead="Choose which reminders we send you." />
      <EmailPreference search={location.search} />
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Email preferences"
      description="Stop or start Lendbridge's payment reminder emails."
      pathname={location.pathname}
      noindex
    />
  );
}
