import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { Link as GatsbyLink, type HeadProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';

export default function NotFoundPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="We can’t find that page"
        lead="The address may be mistyped, or the page may have moved when we updated the site. These links lead somewhere useful:"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={2}>
        <Button component={GatsbyLink} to="/" variant="contained">
          Go to the home page
        </Button>
        <Button component={GatsbyLink} to="/eligibility-check" variant="outlined">
          Check your eligibility
        </Button>
        <Button component={GatsbyLink} to="/contact" variant="text">
          Contact us
        </Button>
      </Stack>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Page not found"
      description="The page you asked for does not exist on Lendbridge. Find your way back to loan comparison, scholarships or our help pages."
      pathname={location.pathname}
      noindex
    />
  );
}
