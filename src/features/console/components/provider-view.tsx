import type { ProviderStaffMember, StaffInviteRequest } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { useKeyedMutation } from '../../../app/api';
import { ErrorAlert, StatusAlert } from '../../../components/forms/form-alerts';
import { FormField } from '../../../components/forms/form-field';
import type { FieldChange } from '../../../components/forms/keep-browser-value';
import { SubmitButton } from '../../../components/forms/submit-button';
import { messageOf } from '../../../lib/api-client';
import {
  useGetProviderQuery,
  useGetProviderStaffQuery,
  useInviteStaffMutation,
  useUpdateStaffMutation,
} from '../console-api';
import { RecordReadFailure } from './record-read-failure';
import { ProviderForm, providerRequestOf } from './provider-form';

const StaffGrid = React.lazy(() => import('./staff-grid'));

export const PROVIDER_NOT_FOUND = 'We could not find that lender.';

/** One lender: its staff (invite, deactivate, reactivate) and its details (docs/console.md#lenders). */
export function ProviderView({ providerId }: { providerId: number }) {
  const remote = useGetProviderQuery(providerId);
  const provider = remote.data;
  if (remote.isError) {
    return <RecordReadFailure error={remote.error} onRetry={() => void remote.refetch()} />;
  }
  if (!provider) return <Typography role="status">Loading the lender…</Typography>;
  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        {provider.name}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Licence {provider.licence} ·{' '}
        {provider.isActive ? 'active' : 'inactive: makes no offers, its staff cannot log in'} ·{' '}
        {provider.runningLoanCount} running loans
      </Typography>
      <Box component="section" aria-labelledby="staff-heading" sx={{ mb: 5 }}>
        <Typography id="staff-heading" variant="h2" component="h2" gutterBottom>
          Staff
        </Typography>
        <StaffPanel providerId={provider.id} />
      </Box>
      <Box component="section" aria-labelledby="details-heading">
        <Typography id="details-heading" variant="h2" component="h2" gutterBottom>
          Details
        </Typography>
        <ProviderForm
          key={provider.updatedAt}
          initial={providerRequestOf(provider)}
          label="Lender details"
          submitLabel="Save"
          providerId={provider.id}
        />
      </Box>
    </>
  );
}

const EMPTY_INVITE: StaffInviteRequest = { email: '', firstName: '', lastName: '' };

function StaffPanel({ providerId }: { providerId: number }) {
  const staff = useGetProviderStaffQuery(providerId);
  const [invitee, setInvitee] = React.useState(EMPTY_INVITE);
  const [done, setDone] = React.useState<string | null>(null);
  const invite = useKeyedMutation(useInviteStaffMutation(), (body: StaffInviteRequest, idempotencyKey) => ({
    id: providerId,
    body,
    idempotencyKey,
  }));
  const setActive = useKeyedMutation(
    useUpdateStaffMutation(),
    ({ staffId, active }: { staffId: string; active: boolean }, idempotencyKey) => ({
      id: providerId,
      staffId,
      active,
      idempotencyKey,
    }),
  );
  const set = (field: keyof StaffInviteRequest) => (event: FieldChange) =>
    setInvitee((previous) => ({ ...previous, [field]: event.target.value }));
  const errorFor = (field: keyof StaffInviteRequest) =>
    invite.failure?.field === field ? invite.failure.message : undefined;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    const answer = await invite.run(invitee);
    if (!answer) return;
    setDone(answer.message);
    setInvitee(EMPTY_INVITE);
  };
  const onSetActive = (member: ProviderStaffMember, active: boolean) =>
    void (async () => {
      setDone(null);
      const answer = await setActive.run({ staffId: member.id, active });
      if (answer) setDone(answer.message);
    })();

  return (
    <Stack spacing={3}>
      <StatusAlert message={done} />
      <ErrorAlert message={setActive.failure?.message ?? null} />
      {staff.isError ? (
        <Typography role="alert">{messageOf(staff.error)}</Typography>
      ) : !staff.data ? (
        <Typography role="status">Loading the staff…</Typography>
      ) : staff.data.length === 0 ? (
        <Typography>No staff yet: invite the first below.</Typography>
      ) : (
        <React.Suspense fallback={<Typography role="status">Loading the staff…</Typography>}>
          <StaffGrid staff={staff.data} busy={setActive.busy} onSetActive={onSetActive} />
        </React.Suspense>
      )}
      <Stack
        component="form"
        aria-label="Invite a member of staff"
        noValidate
        onSubmit={(event) => void submit(event)}
        spacing={2.5}
        sx={{ maxWidth: 560 }}
      >
        <Typography variant="h3" component="h3">
          Invite a member of staff
        </Typography>
        <Typography>
          They get an email with a link to choose a password, which works once and for 7 days; then they log
          in to the lender workspace. An address that already has a Lendbridge account cannot be invited.
        </Typography>
        <ErrorAlert message={invite.failure && !invite.failure.field ? invite.failure.message : null} />
        <FormField
          id="invite-email"
          label="Email"
          type="email"
          value={invitee.email}
          onChange={set('email')}
          error={errorFor('email')}
        />
        <FormField
          id="invite-first-name"
          label="First name"
          value={invitee.firstName}
          onChange={set('firstName')}
          error={errorFor('firstName')}
        />
        <FormField
          id="invite-last-name"
          label="Last name"
          value={invitee.lastName}
          onChange={set('lastName')}
          error={errorFor('lastName')}
        />
        <SubmitButton submitting={invite.busy} busyLabel="Sending…">
          Send the invitation
        </SubmitButton>
      </Stack>
    </Stack>
  );
}
