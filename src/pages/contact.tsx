import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { ContactForm } from '../features/messages/components/contact-form';
import { siteEnv } from '../config/env';
import { Link } from '../lib/link';

const supportEmail = 'support@lendbridge.example';
const { company } = siteEnv;
/** A number as a phone dials it: + and digits. */
const dialable = (number: string) => number.replace(/ /g, '');

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

      <Box sx={{ display: 'grid', gap: { xs: 6, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Box component="section" aria-labelledby="contact-form-heading">
          <Typography id="contact-form-heading" variant="h2" gutterBottom>
            Send us a message
          </Typography>
          <ContactForm />
        </Box>

        <Box component="section" aria-labelledby="other-ways">
          <Typography id="other-ways" variant="h2" gutterBottom>
            Other ways to reach us
          </Typography>
          <Typography variant="h3" gutterBottom>
            Phone and WhatsApp
          </Typography>
          <Typography sx={{ mb: 3 }}>
            Call <Link to={`tel:${dialable(company.phone)}`}>{company.phone}</Link> or message us on WhatsApp
            at <Link to={`https://wa.me/${dialable(company.whatsapp).slice(1)}`}>{company.whatsapp}</Link>,
            Monday to Friday, 8:00 to 18:00 West Africa Time (WAT).
          </Typography>
          <Typography variant="h3" gutterBottom>
            Email
          </Typography>
          <Typography sx={{ mb: 3 }}>
            Write to <Link to={`mailto:${supportEmail}`}>{supportEmail}</Link>. Tell us the email address on
            your account so we can find it, but never your password or a code we sent you.
          </Typography>
          <Typography variant="h3" gutterBottom>
            Who we are
          </Typography>
          <Typography sx={{ mb: 1 }}>{company.registration}.</Typography>
          <Typography sx={{ mb: 1 }}>{company.regulator}.</Typography>
          {company.demo ? (
            <Typography variant="body2" color="text.secondary">
              This is a demonstration site: the registration, licence and numbers above are stand-ins.
            </Typography>
          ) : null}
        </Box>
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
