import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { ContactForm } from '../features/messages/components/contact-form';
import { Link } from '../lib/link';

const supportEmail = 'support@lendbridge.example';

export default function ContactPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Contact us"
        lead={
          <>
            Questions about an offer, your account or how we use your data? Write to us. Many answers are
            already in our <Link to="/faq">frequently asked questions</Link>.
          </>
        }
      />

      <Box component="section" aria-labelledby="contact-form-heading" sx={{ mb: 6 }}>
        <Typography id="contact-form-heading" variant="h2" gutterBottom>
          Send us a message
        </Typography>
        <ContactForm />
      </Box>

      <Box component="section" aria-labelledby="other-ways" sx={{ maxWidth: '70ch' }}>
        <Typography id="other-ways" variant="h2" gutterBottom>
          Other ways to reach us
        </Typography>
        <Typography variant="h3" gutterBottom>
          Email
        </Typography>
        <Typography sx={{ mb: 3 }}>
          Write to <Link to={`mailto:${supportEmail}`}>{supportEmail}</Link>. Tell us the email address on
          your account so we can find it, but never your password.
        </Typography>
        <Typography variant="h3" gutterBottom>
          Office hours
        </Typography>
        <Typography>Monday to Friday, 8:00 to 18:00 West Africa Time (WAT).</Typography>
      </Box>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Contact us"
      description="Questions about a loan offer, your account or your data? Email support@lendbridge.example, Monday to Friday from 8:00 to 18:00 West Africa Time."
      pathname={location.pathname}
    />
  );
}
