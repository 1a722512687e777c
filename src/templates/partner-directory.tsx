import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { InstitutionWithScholarships } from '@lendbridge/contract';
import { Link as GatsbyLink, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { PointsSection } from '../components/points-section';
import { Seo } from '../components/seo';
import { PartnerDirectory } from '../features/scholarships/components/partner-directory';

export interface PartnerDirectoryContext {
  /** Active partner institutions, each with a page at /partner/<slug>. */
  partners: InstitutionWithScholarships[];
}

const benefits = [
  {
    title: 'Fee loans paid straight to the school',
    text: 'Students and parents can borrow for school fees. The school confirms the student’s registration number, and lenders usually pay the fee directly to the school’s account.',
  },
  {
    title: 'Scholarships in one place',
    text: 'Each partner institution’s scholarships and bursaries appear on its page and on our scholarships page, with their deadlines, eligibility rules and how to apply.',
  },
  {
    title: 'Offers checked for affordability',
    text: 'Whoever repays, whether a parent from a salary or a student from an income, only sees offers whose monthly repayment fits within a third of their take-home pay.',
  },
];

export default function PartnerDirectoryPage({ pageContext }: PageProps<object, PartnerDirectoryContext>) {
  return (
    <SiteLayout>
      <PageHeading
        title="Partner institutions"
        lead="Universities, polytechnics and colleges that work with Lendbridge so their students can find the school’s scholarships and borrow for the rest of their fees."
      />

      <Box component="section" aria-labelledby="directory" sx={{ mb: 6 }}>
        <Typography id="directory" variant="h2" gutterBottom>
          Find your institution
        </Typography>
        <PartnerDirectory partners={pageContext.partners} />
      </Box>

      <PointsSection
        id="what-partners-do"
        heading="What partnership means for students"
        points={benefits}
        spaceBelow={5}
      />

      <section aria-labelledby="join">
        <Typography id="join" variant="h2" gutterBottom>
          For institutions that want to join
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: '75ch' }}>
          Partnership is free for schools. You share an up-to-date list of registration numbers so we can
          confirm applicants, and you tell us about your scholarships so students can find them. We never
          share a student’s loan details with the school beyond confirming that a fee payment is on its way.
        </Typography>
        <Button component={GatsbyLink} to="/partner-with-us" variant="contained">
          Partner with us
        </Button>
      </section>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Partner institutions"
      description="Search the schools that partner with Lendbridge: see each one’s scholarships and borrow for the rest of your fees, paid straight to the school."
      pathname={location.pathname}
    />
  );
}
