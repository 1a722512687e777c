import type { Faq } from '@lendbridge/contract';
import { type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { FaqList } from '../features/catalogue/components/faq-list';
import { LiveCatalogueList } from '../features/catalogue/components/live-catalogue-list';
import { Link } from '../lib/link';
import { faqPage } from '../lib/structured-data';

export interface FaqContext {
  faqs: Faq[];
}

export default function FaqPage({ pageContext }: PageProps<object, FaqContext>) {
  return (
    <SiteLayout>
      <PageHeading
        title="Frequently asked questions"
        lead={
          <>
            Straight answers about eligibility, offers, repayments and your data. Can’t find yours?{' '}
            <Link to="/contact">Send us a message</Link>.
          </>
        }
      />
      <LiveCatalogueList name="faqs" prerendered={pageContext.faqs}>
        {(faqs) => <FaqList faqs={faqs} />}
      </LiveCatalogueList>
    </SiteLayout>
  );
}

export function Head({ location, pageContext }: HeadProps<object, FaqContext>) {
  return (
    <Seo
      structuredData={[faqPage(pageContext.faqs)]}
      title="Frequently asked questions"
      description="How Lendbridge checks eligibility, orders offers, protects your data and what APR means: answers to the questions borrowers and students ask most."
      pathname={location.pathname}
    />
  );
}
