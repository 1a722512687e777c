import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HeadProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { ConsoleLayout } from '../../app/layouts/console-layout';
import { AdminsOnly } from '../../features/console/content/admins-only';
import { FaqsPanel } from '../../features/console/content/faqs-panel';
import { LoanTypesPanel } from '../../features/console/content/loan-types-panel';
import { TestimonialsPanel } from '../../features/console/content/testimonials-panel';

/** The FAQ, testimonials and loan types visitors read (docs/console.md#content). */
export default function ConsoleContentPage() {
  return (
    <ConsoleLayout
      heading={
        <>
          <Typography variant="h1" gutterBottom>
            Content
          </Typography>
          <Typography sx={{ mb: 3, maxWidth: '75ch' }}>
            What visitors read. A change shows on the site as soon as a visitor’s page loads, and in the
            pages’ own HTML once the site has been rebuilt, a few minutes later.
          </Typography>
        </>
      }
    >
      <AdminsOnly>
        <Stack spacing={6}>
          <section aria-labelledby="faqs">
            <Typography id="faqs" variant="h2" gutterBottom>
              FAQ answers
            </Typography>
            <FaqsPanel />
          </section>
          <section aria-labelledby="testimonials">
            <Typography id="testimonials" variant="h2" gutterBottom>
              Testimonials
            </Typography>
            <TestimonialsPanel />
          </section>
          <section aria-labelledby="loan-types">
            <Typography id="loan-types" variant="h2" gutterBottom>
              Loan types
            </Typography>
            <LoanTypesPanel />
          </section>
        </Stack>
      </AdminsOnly>
    </ConsoleLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Content: console"
      description="The FAQ answers, testimonials and loan types visitors read on Lendbridge."
      pathname={location.pathname}
      noindex
    />
  );
}
