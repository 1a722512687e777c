import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { ComingSoon } from '../components/coming-soon';
import { SiteLayout } from '../components/layout/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { Link } from '../lib/link';

const partnerKinds = ['Lender', 'Employer payroll partner', 'School or institution', 'Other'] as const;

const benefits = [
  {
    title: 'Lenders',
    text: 'Meet borrowers who have already been checked against your lending criteria and who chose your offer side by side with the others. Offers are ordered by total cost, no lender can pay for a better position, and every lender pays the same introduction fee.',
  },
  {
    title: 'Employers',
    text: 'Give your staff a fair alternative to costly informal borrowing. As a payroll partner you confirm who works for you, your staff compare offers from licensed lenders, and repayments stay within a third of take-home pay.',
  },
  {
    title: 'Schools and institutions',
    text: 'Help students and parents fund fees. Your students check eligibility with their registration number, your institution gets its own page on Lendbridge, and your scholarships can be listed where students look for funding.',
  },
];

export default function PartnerWithUsPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Partner with Lendbridge"
        lead="We work with lenders, employers and schools to make borrowing clearer and fairer for workers and students. Tell us about your organization and we will get back to you."
      />

      <Box component="section" aria-labelledby="partner-benefits" sx={{ mb: 6, maxWidth: '75ch' }}>
        <Typography id="partner-benefits" variant="h2" gutterBottom>
          What a partnership offers
        </Typography>
        {benefits.map((item) => (
          <Box key={item.title} sx={{ mb: 3 }}>
            <Typography variant="h3" gutterBottom>
              {item.title}
            </Typography>
            <Typography>{item.text}</Typography>
          </Box>
        ))}
      </Box>

      <Box component="section" aria-labelledby="partner-form-heading">
        <Typography id="partner-form-heading" variant="h2" gutterBottom>
          Tell us about your organization
        </Typography>
        <Box id="partner-status">
          <ComingSoon what="The partnership form" />
        </Box>
        <Box component="form" aria-describedby="partner-status" sx={{ maxWidth: 640 }}>
          {/* The native disabled fieldset keeps every control inert until the service is live. */}
          <Box component="fieldset" disabled sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Stack spacing={2.5}>
              <TextField
                id="partner-organization"
                name="organization"
                label="Organization"
                type="text"
                autoComplete="organization"
                disabled
                fullWidth
              />
              <TextField
                id="partner-contact-name"
                name="contactName"
                label="Contact name"
                type="text"
                autoComplete="name"
                disabled
                fullWidth
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
                <TextField
                  id="partner-email"
                  name="email"
                  label="Email address"
                  type="email"
                  autoComplete="email"
                  disabled
                  fullWidth
                />
                <TextField
                  id="partner-phone"
                  name="phone"
                  label="Phone number"
                  type="tel"
                  autoComplete="tel"
                  disabled
                  fullWidth
                />
              </Stack>
              <TextField
                id="partner-kind"
                name="kind"
                label="Kind of partnership"
                select
                defaultValue=""
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                disabled
                fullWidth
              >
                <option value="">Choose one</option>
                {partnerKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {kind}
                  </option>
                ))}
              </TextField>
              <TextField
                id="partner-message"
                name="message"
                label="Message"
                autoComplete="off"
                helperText="What you have in mind, and roughly how many people it concerns."
                multiline
                minRows={5}
                disabled
                fullWidth
              />
              <Box>
                <Button type="submit" variant="contained" disabled>
                  Send enquiry
                </Button>
              </Box>
            </Stack>
          </Box>
        </Box>
        <Typography sx={{ mt: 3, maxWidth: '70ch' }}>
          Until the form opens, write to{' '}
          <Link to="mailto:support@lendbridge.example">support@lendbridge.example</Link> and tell us which
          kind of partnership you are interested in.
        </Typography>
      </Box>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Partner with us"
      description="Lenders, employers and schools: reach checked borrowers, offer staff payroll loans or help students fund fees by partnering with Lendbridge."
      pathname={location.pathname}
    />
  );
}
