import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { ComingSoon } from '../../components/coming-soon';
import { SiteLayout } from '../../components/layout/site-layout';
import { PageHeading } from '../../components/page-heading';
import { Seo } from '../../components/seo';
import { Link } from '../../lib/link';

export default function RegisterPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Create your Lendbridge account"
        lead="An account keeps your eligibility results, offers and loan history in one place. After you register we email you a link to confirm your address."
      />
      <Box id="register-status">
        <ComingSoon what="Creating an account" />
      </Box>
      <Box component="form" aria-describedby="register-status" sx={{ maxWidth: 560 }}>
        {/* The native disabled fieldset keeps every control inert until the service is live. */}
        <Box component="fieldset" disabled sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Stack spacing={2.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
              <TextField
                id="register-first-name"
                name="firstName"
                label="First name"
                type="text"
                autoComplete="given-name"
                disabled
                fullWidth
              />
              <TextField
                id="register-last-name"
                name="lastName"
                label="Last name"
                type="text"
                autoComplete="family-name"
                disabled
                fullWidth
              />
            </Stack>
            <TextField
              id="register-email"
              name="email"
              label="Email address"
              type="email"
              autoComplete="email"
              helperText="We send the confirmation link to this address."
              disabled
              fullWidth
            />
            <TextField
              id="register-phone"
              name="phone"
              label="Phone number"
              type="tel"
              autoComplete="tel"
              disabled
              fullWidth
            />
            <TextField
              id="register-password"
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              helperText="Passwords need at least 8 characters."
              slotProps={{ htmlInput: { minLength: 8 } }}
              disabled
              fullWidth
            />
            <TextField
              id="register-confirm-password"
              name="confirmPassword"
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              helperText="Type the same password again."
              slotProps={{ htmlInput: { minLength: 8 } }}
              disabled
              fullWidth
            />
            <FormControlLabel
              disabled
              control={<Checkbox id="register-consent" name="privacyConsent" disabled />}
              label={
                <>
                  I have read the <Link to="/privacy-policy">privacy policy</Link> and agree that Lendbridge
                  uses my details to run my account.
                </>
              }
            />
            <Box>
              <Button type="submit" variant="contained" disabled>
                Create account
              </Button>
            </Box>
          </Stack>
        </Box>
      </Box>
      <Typography sx={{ mt: 3 }}>
        Already have an account? <Link to="/user/login">Log in</Link>.
      </Typography>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Create an account"
      description="Register for a free Lendbridge account with your name, email address and phone number to keep your loan offers and history in one place."
      pathname={location.pathname}
      noindex
    />
  );
}
