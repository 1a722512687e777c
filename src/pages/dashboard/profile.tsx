import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { ComingSoon } from '../../components/coming-soon';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { PageHeading } from '../../components/page-heading';
import { Seo } from '../../components/seo';
import { Link } from '../../lib/link';

export default function ProfilePage() {
  return (
    <DashboardLayout>
      <PageHeading
        title="Your profile"
        lead="Keep your name and phone number up to date. Lenders use these details when you accept one of their offers."
      />
      <Box id="profile-status">
        <ComingSoon what="Profile editing" />
      </Box>
      <Box component="form" aria-describedby="profile-status" sx={{ maxWidth: 560 }}>
        {/* The native disabled fieldset keeps every control inert until the service is live. */}
        <Box component="fieldset" disabled sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Stack spacing={2.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
              <TextField
                id="profile-first-name"
                name="firstName"
                label="First name"
                type="text"
                autoComplete="given-name"
                disabled
                fullWidth
              />
              <TextField
                id="profile-last-name"
                name="lastName"
                label="Last name"
                type="text"
                autoComplete="family-name"
                disabled
                fullWidth
              />
            </Stack>
            <TextField
              id="profile-email"
              name="email"
              label="Email address"
              type="email"
              autoComplete="email"
              helperText={
                <>
                  Your email address cannot be changed here. To change it,{' '}
                  <Link to="/contact">contact support</Link>.
                </>
              }
              slotProps={{ htmlInput: { readOnly: true } }}
              disabled
              fullWidth
            />
            <TextField
              id="profile-phone"
              name="phone"
              label="Phone number"
              type="tel"
              autoComplete="tel"
              disabled
              fullWidth
            />
            <Box>
              <Button type="submit" variant="contained" disabled>
                Save changes
              </Button>
            </Box>
          </Stack>
        </Box>
      </Box>
    </DashboardLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Your profile"
      description="Update the first name, last name and phone number on your Lendbridge account. To change the email address you log in with, contact our support."
      pathname={location.pathname}
      noindex
    />
  );
}
