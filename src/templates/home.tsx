import type { LoanType, Provider, Testimonial } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as GatsbyLink, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { Seo } from '../components/seo';
import { LoanTypesList } from '../features/catalogue/components/loan-types-list';
import { ProvidersList } from '../features/catalogue/components/providers-list';
import { LiveCatalogueList } from '../features/catalogue/components/live-catalogue-list';
import { TestimonialsList } from '../features/catalogue/components/testimonials-list';
import { useCatalogueItems } from '../features/catalogue/use-catalogue-list';

export interface HomeContext {
  providers: Provider[];
  testimonials: Testimonial[];
  loanTypes: LoanType[];
}

const steps = [
  {
    title: 'Check your eligibility',
    text: 'Tell us where you work or study, how much you need and for how long. Checking is free and does not affect your credit record.',
  },
  {
    title: 'Compare real offers',
    text: 'See every eligible lender side by side: what you receive, what you repay each month, the total cost and the APR.',
  },
  {
    title: 'Accept the one that fits',
    text: 'Your details go only to the lender whose offer you accept. Decline the rest with one click.',
  },
];

export default function HomePage({ pageContext }: PageProps<object, HomeContext>) {
  // Each list is read (and refreshed from the gateway) by the part that shows it, so an answer
  // redraws that part alone, and only when it differs from what the build drew.
  return (
    <SiteLayout wide>
      <Hero prerendered={pageContext.providers} />
      <HowItWorks />
      <LiveCatalogueList
        name="loanTypes"
        prerendered={pageContext.loanTypes}
        section={{ id: 'loan-types', title: 'Loans you can compare' }}
      >
        {(loanTypes) => <LoanTypesList loanTypes={loanTypes} />}
      </LiveCatalogueList>
      <LiveCatalogueList
        name="providers"
        prerendered={pageContext.providers}
        section={{
          id: 'providers',
          title: 'Our lending partners',
          intro: 'Every lender on Lendbridge is licensed, and none pays to appear higher in your results.',
        }}
      >
        {(providers) => <ProvidersList providers={providers} />}
      </LiveCatalogueList>
      <LiveCatalogueList
        name="testimonials"
        prerendered={pageContext.testimonials}
        section={{ id: 'testimonials', title: 'What borrowers say' }}
      >
        {(testimonials) => <TestimonialsList testimonials={testimonials} />}
      </LiveCatalogueList>
    </SiteLayout>
  );
}

function Hero({ prerendered }: { prerendered: Provider[] }) {
  const providerCount = useCatalogueItems('providers', prerendered).items.length;
  return (
    <Box component="section" sx={{ py: { xs: 2, md: 6 } }}>
      <Typography variant="h1" gutterBottom sx={{ maxWidth: '18ch', fontSize: { xs: '2rem', md: '3rem' } }}>
        Fair loans from lenders who compete for you
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '60ch', mb: 3, fontSize: '1.15rem' }}>
        Lendbridge checks your eligibility with {providerCount} regulated lenders at once and shows their
        offers in plain numbers, ordered by what the loan really costs you.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={GatsbyLink} to="/eligibility-check" variant="contained" size="large">
          Check my eligibility
        </Button>
        <Button component={GatsbyLink} to="/scholarships" variant="outlined" size="large">
          Find a scholarship
        </Button>
      </Stack>
    </Box>
  );
}

function HowItWorks() {
  return (
    <Box component="section" aria-labelledby="how-it-works" sx={{ py: 4 }}>
      <Typography id="how-it-works" variant="h2" gutterBottom>
        How it works
      </Typography>
      <Box
        component="ol"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { md: 'repeat(3, 1fr)' },
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {steps.map((step, index) => (
          <li key={step.title}>
            <Typography variant="h3" gutterBottom>
              {index + 1}. {step.title}
            </Typography>
            <Typography>{step.text}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Lendbridge"
      description="Compare loan offers from licensed lenders in one place. Check eligibility for free, see the full cost and APR of every offer, and find scholarships for your studies."
      pathname={location.pathname}
    />
  );
}
