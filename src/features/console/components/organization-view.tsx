import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { useGetOrganizationQuery } from '../console-api';
import { useConsoleProfile } from '../use-console-profile';
import { OrganizationForm, requestOf } from './organization-form';
import { RecordReadFailure } from './record-read-failure';
import { DeductionsPanel } from './deductions-panel';
import { RosterPanel } from './roster-panel';

export const ORGANIZATION_NOT_FOUND = 'We could not find that organisation.';

/**
 * One organisation: its roster for everyone who may see it, and its details for an admin to
 * edit (an organisation administrator sees them, and changes only the roster).
 */
export function OrganizationView({ organizationId }: { organizationId: number }) {
  const profile = useConsoleProfile();
  // Saving it or applying its roster invalidates it (console-api.ts): it reads itself again.
  const remote = useGetOrganizationQuery(organizationId);
  const organization = remote.data;
  if (remote.isError) {
    return <RecordReadFailure error={remote.error} onRetry={() => void remote.refetch()} />;
  }
  if (!organization) return <Typography role="status">Loading the organisation…</Typography>;
  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        {organization.name}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {organization.kind === 'employer' ? 'Employer' : 'School'} · code {organization.code} ·{' '}
        {organization.status ? 'active' : 'inactive: not offered to borrowers'} · {organization.onRosterCount}{' '}
        on the roster
      </Typography>
      <Box component="section" aria-labelledby="roster-heading" sx={{ mb: 5 }}>
        <Typography id="roster-heading" variant="h2" component="h2" gutterBottom>
          Roster
        </Typography>
        <RosterPanel organizationId={organization.id} />
      </Box>
      <Box component="section" aria-labelledby="deductions-heading" sx={{ mb: 5 }}>
        <Typography id="deductions-heading" variant="h2" component="h2" gutterBottom>
          Deduction schedule
        </Typography>
        <DeductionsPanel organizationId={organization.id} />
      </Box>
      {profile.roleId === 3 ? (
        <Box component="section" aria-labelledby="details-heading">
          <Typography id="details-heading" variant="h2" component="h2" gutterBottom>
            Details
          </Typography>
          <OrganizationForm
            key={organization.updatedAt}
            initial={requestOf(organization)}
            label="Organisation details"
            submitLabel="Save"
            organizationId={organization.id}
          />
        </Box>
      ) : null}
    </>
  );
}
