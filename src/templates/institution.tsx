import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import type { InstitutionWithScholarships } from '@lendbridge/contract';
import { Link as GatsbyLink, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { ScholarshipCard } from '../features/scholarships/components/scholarship-card';
import { eligibilityCheckPath } from '../features/scholarships/lib/eligibility-link';
import { sortListings, toListings } from '../features/scholarships/lib/listing';
import { useInstitutionDirectory } from '../features/scholarships/use-institutions';
import { Link } from '../lib/link';

export interface InstitutionContext {
  /** An active partner institution with its active scholarships, as the build read it. */
  institution: InstitutionWithScholarships;
  /** When the build read it. */
  builtAt: string;
}

export default function InstitutionPage({ pageContext }: PageProps<object, InstitutionContext>) {
  const { institution: built, builtAt } = pageContext;
  // One array for the page's life, so the directory hook's memo holds between renders.
  const prerendered = React.useMemo(() => [built], [built]);
  const directory = useInstitutionDirectory(prerendered);
  const current = directory.items.find((item) => item.slug === built.slug);
  // The page was built while the institution was active; the service now says whether it still is.
  const withdrawn = directory.answered && current === undefined;
  const institution = current ?? built;
  const listings = React.useMemo(() => sortListings(toListings([institution]), 'deadline'), [institution]);

  return (
    <SiteLayout>
      <PageHeading title={institution.name} lead={institution.location} />
      {withdrawn ? (
        <Alert sx={{ mb: 3, alignItems: 'center' }} severity="info">
          {institution.name} is not listed on Lendbridge at the moment, so its scholarships below may be out
          of date. See the <Link to="/partner">current partner institutions</Link>.
        </Alert>
      ) : null}

      <Box component="section" aria-labelledby="about" sx={{ mb: 5, maxWidth: '75ch' }}>
        <Typography id="about" variant="h2" gutterBottom>
          About {institution.name}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>{institution.description}</Typography>
        <Typography>
          <Link to={institution.website}>Visit the {institution.name} website</Link>
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="scholarships" sx={{ mb: 5 }}>
        <Typography id="scholarships" variant="h2" gutterBottom>
          Scholarships
        </Typography>
        {directory.error ? (
          <Alert sx={{ mb: 3, alignItems: 'center' }} severity="warning">
            We could not refresh these scholarships just now ({directory.error}). What you see may be a little
            out of date.
          </Alert>
        ) : null}
        {listings.length === 0 ? (
          <Typography>
            {institution.name} has no scholarships open right now. New awards are added here as soon as the
            school tells us about them.
          </Typography>
        ) : (
          <Stack component="ul" useFlexGap spacing={2}>
            {listings.map((listing) => (
              <li key={listing.id}>
                <ScholarshipCard listing={listing} stamp={builtAt} showInstitution={false} />
              </li>
            ))}
          </Stack>
        )}
      </Box>

      <Box component="section" aria-labelledby="fees" sx={{ maxWidth: '75ch' }}>
        <Typography id="fees" variant="h2" gutterBottom>
          Borrow for the rest of your fees
        </Typography>
        <Typography sx={{ mb: 2 }}>
          If a scholarship does not cover everything, check which lenders would lend you the rest. Checking is
          free, does not affect your credit record, and lenders usually pay the fee straight to{' '}
          {institution.name}.
        </Typography>
        <Button component={GatsbyLink} to={eligibilityCheckPath(institution)} variant="contained">
          Check your loan eligibility
        </Button>
      </Box>
    </SiteLayout>
  );
}

export function Head({ location, pageContext }: HeadProps<object, InstitutionContext>) {
  const { institution } = pageContext;
  const count = institution.scholarships.length;
  return (
    <Seo
      title={`${institution.name}: scholarships and fee loans`}
      description={
        `${institution.name}, ${institution.location}: ${count} scholarship${count === 1 ? '' : 's'} with ` +
        'deadlines and how to apply, and loans for the rest of your fees through Lendbridge.'
      }
      pathname={location.pathname}
    />
  );
}
