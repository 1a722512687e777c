import type { LoanType, Provider, Testimonial } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as GatsbyLink, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../components/layout/site-layout';
import { Seo } from '../components/seo';
import { LoanTypesList } from '../features/catalogue/components/loan-types-list';
import { ProvidersList } from '../features/catalogue/components/providers-list';
import { RefreshError } from '../features/catalogue/components/refresh-error';
import { TestimonialsList } from '../features/catalogue/components/testimonials-list';
import { useCatalogueList } from '../features/catalogue/use-catalogue-list';
import { GridCell, GridRow } from '../components/grid';
import { HydrateInTurn } from '../lib/progressive-hydration';

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
  const providers = useCatalogueList('providers', pageContext.providers);
  const loanTypes = useCatalogueList('loanTypes', pageContext.loanTypes);
  const testimonials = useCatalogueList('testimonials', pageContext.testimonials);
  return (
    <SiteLayout wide>
      <HydrateInTurn>
        <Box component="section" sx={{ py: { xs: 2, md: 6 } }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '2rem', md: '3rem' }, maxWidth: '18ch' }}
            gutterBottom
          >
            Fair loans from lenders who compete for you
          </Typography>
          <Typography sx={{ fontSize: '1.15rem', maxWidth: '60ch', mb: 3 }} color="text.secondary">
            Lendbridge checks your eligibility with {providers.items.length} regulated lenders at once and
            shows their offers in plain numbers, ordered by what the loan really costs you.
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
      </HydrateInTurn>

      <HydrateInTurn>
        <Box component="section" aria-labelledby="how-it-works" sx={{ py: 4 }}>
          <Typography id="how-it-works" variant="h2" gutterBottom>
            How it works
          </Typography>
          <GridRow spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {steps.map((step, index) => (
              <GridCell key={step.title} size={{ xs: 12, md: 4 }} component="li">
                <Typography variant="h3" gutterBottom>
                  {index + 1}. {step.title}
                </Typography>
                <Typography>{step.text}</Typography>
              </GridCell>
            ))}
          </GridRow>
        </Box>
      </HydrateInTurn>

      <HydrateInTurn>
        <Box component="section" aria-labelledby="loan-types" sx={{ py: 4 }}>
          <Typography id="loan-types" variant="h2" gutterBottom>
            Loans you can compare
          </Typography>
          <RefreshError error={loanTypes.error} />
          <LoanTypesList loanTypes={loanTypes.items} />
        </Box>
      </HydrateInTurn>

      <HydrateInTurn>
        <Box component="section" aria-labelledby="providers" sx={{ py: 4 }}>
          <Typography id="providers" variant="h2" gutterBottom>
            Our lending partners
          </Typography>
          <Typography sx={{ mb: 2 }} color="text.secondary">
            Every lender on Lendbridge is licensed, and none pays to appear higher in your results.
          </Typography>
          <RefreshError error={providers.error} />
          <ProvidersList providers={providers.items} />
        </Box>
      </HydrateInTurn>

      <HydrateInTurn>
        <Box component="section" aria-labelledby="testimonials" sx={{ py: 4 }}>
          <Typography id="testimonials" variant="h2" gutterBottom>
            What borrowers say
          </Typography>
          <RefreshError error={testimonials.error} />
          <TestimonialsList testimonials={testimonials.items} />
        </Box>
      </HydrateInTurn>
    </SiteLayout>
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
