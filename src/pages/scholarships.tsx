import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { ComingSoon } from '../components/coming-soon';
import { SiteLayout } from '../components/layout/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { Link } from '../lib/link';

const searchFilters = [
  {
    title: 'Institution',
    text: 'See the scholarships, bursaries and awards offered at a particular partner university, polytechnic or college.',
  },
  {
    title: 'Field of study',
    text: 'Narrow the list to awards for your course, from engineering and medicine to education and the arts.',
  },
  {
    title: 'Level',
    text: 'Choose undergraduate, postgraduate or diploma study, so you only see awards you can apply for.',
  },
];

const applySteps = [
  'Read the eligibility rules first: level, course, state of origin and minimum results are the usual conditions.',
  'Note the deadline and count back at least a week to allow for slow portals and late reference letters.',
  'Gather your documents: admission letter or student ID, O’level and UTME results, latest transcript, a passport photograph, proof of state of origin and references.',
  'Write your essay or personal statement for that scholarship, answering the question it actually asks.',
  'Apply through the sponsor’s own channel, which each listing names, and keep a copy of everything you submit.',
];

export default function ScholarshipsPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Scholarships"
        lead="Scholarships are money you never repay. We are gathering the awards offered at our partner institutions in one place, so you can find the ones you qualify for before you think about borrowing."
      />

      <Box component="section" aria-labelledby="search" sx={{ mb: 5 }}>
        <Typography id="search" variant="h2" gutterBottom>
          Search scholarships
        </Typography>
        <ComingSoon what="Scholarship search" />
        <Box role="search" aria-label="Scholarships">
          <TextField id="scholarship-search" label="Search scholarships" type="search" disabled fullWidth />
        </Box>
      </Box>

      <Box component="section" aria-labelledby="how-search-works" sx={{ mb: 5 }}>
        <Typography id="how-search-works" variant="h2" gutterBottom>
          How scholarship search works
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: '75ch' }}>
          Every listing will show who offers the award, what it pays for, who may apply, the closing date and
          how to apply. You will be able to filter by:
        </Typography>
        {searchFilters.map((filter) => (
          <Box key={filter.title} sx={{ mb: 3, maxWidth: '75ch' }}>
            <Typography variant="h3" gutterBottom>
              {filter.title}
            </Typography>
            <Typography>{filter.text}</Typography>
          </Box>
        ))}
      </Box>

      <Box component="section" aria-labelledby="deadlines" sx={{ mb: 5 }}>
        <Typography id="deadlines" variant="h2" gutterBottom>
          Deadlines
        </Typography>
        <Typography sx={{ maxWidth: '75ch' }}>
          Most awards open once a year, often between the release of admission lists and the start of the
          session, and close on a fixed date. Search results will be ordered by closing date so the most
          urgent appear first, and awards whose deadline has passed will drop off the list. Keep your own
          calendar of the awards you plan to apply for as well: sponsors sometimes close early when they
          receive enough applications.
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="how-to-apply" sx={{ mb: 5 }}>
        <Typography id="how-to-apply" variant="h2" gutterBottom>
          How to apply
        </Typography>
        <Box component="ol" sx={{ pl: 3, mt: 0, mb: 2, maxWidth: '75ch' }}>
          {applySteps.map((step) => (
            <Typography component="li" key={step} sx={{ mb: 1 }}>
              {step}
            </Typography>
          ))}
        </Box>
        <Typography sx={{ maxWidth: '75ch' }}>
          Genuine scholarships never charge a fee to apply or to release an award. If anyone asks you to pay,
          do not, and read our guide to <Link to="/blog/avoiding-loan-scams">spotting scams</Link>.
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="tips">
        <Typography id="tips" variant="h2" gutterBottom>
          Tips for a stronger application
        </Typography>
        <Typography sx={{ mb: 2, maxWidth: '75ch' }}>
          Apply early, apply to several awards including the smaller ones, and write an essay about one real
          challenge you overcame rather than a list of qualities. Our guide to{' '}
          <Link to="/blog/finding-and-winning-scholarships">finding and winning scholarships</Link> covers
          where to look, the documents to prepare once and how to handle interviews.
        </Typography>
        <Typography sx={{ maxWidth: '75ch' }}>
          If a scholarship will not cover everything, read about{' '}
          <Link to="/blog/funding-your-studies">funding your studies</Link> and see which{' '}
          <Link to="/partner">partner institutions</Link> offer fee loans.
        </Typography>
      </Box>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Scholarships for students at partner institutions"
      description="Find scholarships at Lendbridge partner institutions by school, field of study and level, with deadlines, how to apply and tips for a strong application."
      pathname={location.pathname}
    />
  );
}
