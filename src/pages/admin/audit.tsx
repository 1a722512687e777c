import Typography from '@mui/material/Typography';
import type { HeadProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { ConsoleLayout } from '../../app/layouts/console-layout';
import { AdminsOnly } from '../../features/console/components/admins-only';
import { AuditLog } from '../../features/console/components/audit-log';

export default function ConsoleAuditPage() {
  return (
    <ConsoleLayout
      heading={
        <Typography variant="h1" gutterBottom>
          Audit log
        </Typography>
      }
    >
      <AdminsOnly>
        <Typography sx={{ mb: 3, maxWidth: '65ch' }}>
          Every change by anyone: borrowers accepting offers, lenders recording payouts and payments,
          operators editing organisations, rosters and messages. Newest first; choose a record to see its
          whole story.
        </Typography>
        <AuditLog />
      </AdminsOnly>
    </ConsoleLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Audit log: console"
      description="Every change made on Lendbridge, by whom and when."
      pathname={location.pathname}
      noindex
    />
  );
}
