import Typography from '@mui/material/Typography';
import type { HeadProps, PageProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { WorkspaceFrame } from '../../app/layouts/lender-layout';
import { AcceptInvitationForm } from '../../features/lender/components/accept-invitation-form';

/** Where a staff invitation's link leads: /lender/accept-invitation?token=… */
export default function AcceptInvitationPage({ location }: PageProps) {
  return (
    <WorkspaceFrame>
      <Typography variant="h1" gutterBottom>
        Join your lender&apos;s workspace
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '65ch' }}>
        Lendbridge has invited you to your lender&apos;s staff. Choose a password to finish; then log in to
        the lender workspace with your email address and that password.
      </Typography>
      <AcceptInvitationForm search={location.search} />
    </WorkspaceFrame>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Join your lender's workspace"
      description="Choose a password for your Lendbridge lender workspace account with the link from your invitation email."
      pathname={location.pathname}
      noindex
    />
  );
}
