import Typography from '@mui/material/Typography';
import type { HeadProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { ConsoleLayout } from '../../app/layouts/console-layout';
import { AdminsOnly } from '../../features/console/components/admins-only';
import { Inbox } from '../../features/console/components/inbox';

export default function ConsoleMessagesPage() {
  return (
    <ConsoleLayout
      heading={
        <Typography variant="h1" gutterBottom>
          Messages
        </Typography>
      }
    >
      <AdminsOnly>
        <Typography sx={{ mb: 3, maxWidth: '65ch' }}>
          What people sent through the contact and partnership forms, newest first. Open one to read it, reply
          by email or mark it handled.
        </Typography>
        <Inbox />
      </AdminsOnly>
    </ConsoleLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Messages: console"
      description="The contact and partnership messages sent to Lendbridge."
      pathname={location.pathname}
      noindex
    />
  );
}
