import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { InstitutionWithScholarships } from '@lendbridge/contract';
import { type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { ScholarshipFinder } from '../features/scholarships/components/scholarship-finder';
import { Link } from '../lib/link';

export interface ScholarshipsContext {
  /** Every active institution with its active scholarships, read from the institutions service. */
  institutions: InstitutionWithScholarships[];
  /** When the build read them. */
  builtAt: string;
}

const applySteps = [
  'Read the eligibility rules first: level, course, state of origin and minimum results are the usual conditions.',
  'Note the deadline and count back at least a week to allow for slow portals and late reference letters. The calendar button on each scholarship adds the deadline with a reminder a week before.',
  'Gather your documents: admission letter or student ID, O’level and UTME results, latest transcript, a passport photograph, proof of state of origin and references.',
  'Write your essay or personal statement for that scholarship, answering the question it actually asks.',
  'Apply through the sponsor’s own channel, which each listing names, and keep a copy of everything you submit.',
];

export default function ScholarshipsPage({ pageContext }: PageProps<object, ScholarshipsContext>) {
  return (
    <SiteLayout wide>
      <PageHeading
        title="Scholarships"
        lead="Scholarships are money you never repay. Search the awards offered at our partner institutions and other schools, and find the ones you qualify for before you think about borrowing."
      />
      <ScholarshipFinder prerendered={pageContext.institutions} stamp={pageContext.builtAt} />

      <Box component="section" aria-labelledby="how-to-apply" sx={{ maxWidth: '75ch', mt: 6, mb: 5 }}>
        <Typography id="how-to-apply" variant="h2" gutterBottom>
          How to apply
        </Typography>
        <Box component="ol" sx={{ mt: 0, mb: 2, pl: 3 }}>
          {applySteps.map((step) => (
            <Box component="li" key={step} sx={{ mb: 1 }}>
              {step}
            </Box>
          ))}
        </Box>
        <Typography>
          Genuine scholarships never charge a fee to apply or to release an award. If anyone asks you to pay,
          do not, and read our guide to <Link to="/blog/avoiding-loan-scams">spotting scams</Link>.
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="tips" sx={{ maxWidth: '75ch' }}>
        <Typography id="tips" variant="h2" gutterBottom>
          When a scholarship is not enough
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Apply early and apply to several awards, including the smaller ones. Our guide to{' '}
          <Link to="/blog/finding-and-winning-scholarships">finding and winning scholarships</Link> covers
          where to look, the documents to prepare once and how to handle interviews.
        </Typography>
        <Typography>
          If a scholarship will not cover everything, read about{' '}
          <Link to="/blog/funding-your-studies">funding your studies</Link> and see which{' '}
          <Link to="/partner">partner institutions</Link> let you borrow for the rest of your fees.
        </Typography>
      </Box>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Scholarships for students at partner institutions"
      description="Search scholarships by institution, field of study, level, amount and deadline, see who can apply and how, and add each deadline to your calendar."
      pathname={location.pathname}
    />
  );
}
