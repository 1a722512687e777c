import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as GatsbyLink, type HeadProps } from 'gatsby';
import * as React from 'react';
import { ComingSoon } from '../components/coming-soon';
import { SiteLayout } from '../components/layout/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { Link } from '../lib/link';

const benefits = [
  {
    title: 'Fee loans paid straight to the school',
    text: 'Students and parents can borrow for school fees. The school confirms the student’s registration number, and lenders usually pay the fee directly to the school’s account.',
  },
  {
    title: 'Scholarships in one place',
    text: 'Each partner institution’s scholarships and bursaries appear on our scholarships page with their deadlines, eligibility rules and how to apply.',
  },
  {
    title: 'Offers checked for affordability',
    text: 'Whoever repays, whether a parent from a salary or a student from an income, only sees offers whose monthly repayment fits within a third of their take-home pay.',
  },
];

export default function PartnerPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Partner institutions"
        lead="Partner institutions are universities, polytechnics and colleges that work with Lendbridge so their students can borrow for fees and find the scholarships the school offers."
      />

      <Box component="section" aria-labelledby="what-partners-do" sx={{ mb: 5 }}>
        <Typography id="what-partners-do" variant="h2" gutterBottom>
          What partnership means for students
        </Typography>
        {benefits.map((item) => (
          <Box key={item.title} sx={{ mb: 3, maxWidth: '75ch' }}>
            <Typography variant="h3" gutterBottom>
              {item.title}
            </Typography>
            <Typography>{item.text}</Typography>
          </Box>
        ))}
      </Box>

      <Box component="section" aria-labelledby="directory" sx={{ mb: 5 }}>
        <Typography id="directory" variant="h2" gutterBottom>
          Find your institution
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: '75ch' }}>
          A searchable directory of every active partner institution, with each school’s page and
          scholarships, is on its way, searchable by name, city or state. Until it opens, you can see whether
          your school takes part by starting an <Link to="/eligibility-check">eligibility check</Link>: the
          list of schools there is always current.
        </Typography>
        <ComingSoon what="The partner institution directory" />
        <Box role="search" aria-label="Partner institutions">
          <TextField
            id="partner-institution-search"
            label="Search institutions"
            type="search"
            disabled
            fullWidth
          />
        </Box>
      </Box>

      <Box component="section" aria-labelledby="join">
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
      </Box>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Partner institutions"
      description="Schools that partner with Lendbridge let students borrow for fees paid straight to the school and list their scholarships. Find out how it works."
      pathname={location.pathname}
    />
  );
}
