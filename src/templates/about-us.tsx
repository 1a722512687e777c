import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { Provider } from '@lendbridge/contract';
import { type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { PointsSection } from '../components/points-section';
import { Seo } from '../components/seo';
import { ProvidersList } from '../features/catalogue/components/providers-list';
import { LiveCatalogueList } from '../features/catalogue/components/live-catalogue-list';
import { Link } from '../lib/link';

export interface AboutContext {
  providers: Provider[];
}

const principles = [
  {
    title: 'The cheapest offer comes first',
    text: 'We order offers by the total cost of credit unless you choose otherwise. No lender can pay for a better position, and every lender pays us the same introduction fee.',
  },
  {
    title: 'Your details go where you send them',
    text: 'Checking eligibility shares nothing with lenders. Only when you accept an offer do we pass your application to that one lender.',
  },
  {
    title: 'Plain numbers',
    text: 'Every offer shows what you receive, what you repay each month, the total you repay, fees and APR, so two offers can be compared at a glance.',
  },
  {
    title: 'Borrowing you can afford',
    text: 'We only show offers whose monthly repayment stays within a third of your take-home pay, so a loan solves a problem instead of starting one.',
  },
];

export default function AboutUsPage({ pageContext }: PageProps<object, AboutContext>) {
  return (
    <SiteLayout wide>
      <PageHeading
        title="About Lendbridge"
        lead="Lendbridge is a loan marketplace for salaried workers and students. We started it because comparing loans meant visiting one lender after another, repeating the same forms and still not knowing what each loan would really cost."
      />
      <PointsSection id="principles" heading="What we promise" points={principles} spaceBelow={6} />
      <Box component="section" aria-labelledby="how-we-earn" sx={{ mb: 6, maxWidth: '75ch' }}>
        <Typography id="how-we-earn" variant="h2" gutterBottom>
          How we earn our money
        </Typography>
        <Typography>
          Using Lendbridge is free for borrowers and students. When a loan is paid out, the lender pays us a
          fixed introduction fee that is the same for every lender, so we gain nothing by steering you to one
          of them. Read how we handle your information in our <Link to="/privacy-policy">privacy policy</Link>
          .
        </Typography>
      </Box>
      <section aria-labelledby="lenders">
        <Typography id="lenders" variant="h2" gutterBottom>
          The lenders we work with
        </Typography>
        <LiveCatalogueList name="providers" prerendered={pageContext.providers}>
          {(providers) => <ProvidersList providers={providers} />}
        </LiveCatalogueList>
      </section>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="About us"
      description="Who we are, how Lendbridge earns its money, how offers are ordered and which licensed lenders compete for your loan."
      pathname={location.pathname}
    />
  );
}
