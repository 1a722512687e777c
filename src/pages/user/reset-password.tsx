import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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

export default function ResetPasswordPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Choose a new password"
        lead="Pick a password you do not use anywhere else. Once it is saved, log in with your email address and the new password."
      />
      <Box id="reset-password-status">
        <ComingSoon what="Password reset" />
      </Box>
      <Box component="form" aria-describedby="reset-password-status" sx={{ maxWidth: 480 }}>
        {/* The native disabled fieldset keeps every control inert until the service is live. */}
        <Box component="fieldset" disabled sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Stack spacing={2.5}>
            <TextField
              id="reset-password-new"
              name="password"
              label="New password"
              type="password"
              autoComplete="new-password"
              helperText="Passwords need at least 8 characters."
              slotProps={{ htmlInput: { minLength: 8 } }}
              disabled
              fullWidth
            />
            <TextField
              id="reset-password-confirm"
              name="confirmPassword"
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              helperText="Type the same password again."
              slotProps={{ htmlInput: { minLength: 8 } }}
              disabled
              fullWidth
            />
            <Box>
              <Button type="submit" variant="contained" disabled>
                Save the new password
              </Button>
            </Box>
          </Stack>
        </Box>
      </Box>
      <Typography sx={{ mt: 3 }}>
        Link expired? <Link to="/user/forgot-password">Ask for a new reset link</Link>.
      </Typography>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Choose a new password"
      description="Set a new password for your Lendbridge account using the link from your reset email, then log in again with your email address."
      pathname={location.pathname}
      noindex
    />
  );
}
