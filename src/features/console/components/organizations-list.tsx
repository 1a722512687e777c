import Typography from '@mui/material/Typography';
import * as React from 'react';
import { messageOf } from '../../../lib/api-client';
import { useGetOrganizationsQuery } from '../console-api';
import { useConsoleProfile } from '../use-console-profile';
import { OrganizationView } from './organization-view';

const OrganizationsGrid = React.lazy(() => import('./organizations-grid'));

/**
 * The console's start: every organisation for an admin; an organisation administrator goes
 * straight to their own.
 */
export function ConsoleHome() {
  const profile = useConsoleProfile();
  if (profile.organization) return <OrganizationView organizationId={profile.organization.id} />;
  return <OrganizationsList />;
}

function OrganizationsList() {
  const remote = useGetOrganizationsQuery();
  if (remote.isError) return <Typography role="alert">{messageOf(remote.error)}</Typography>;
  if (!remote.data) return <Typography role="status">Loading the organisations…</Typography>;
  return (
    <React.Suspense fallback={<Typography role="status">Loading the organisations…</Typography>}>
      <OrganizationsGrid organizations={remote.data} />
    </React.Suspense>
  );
}
