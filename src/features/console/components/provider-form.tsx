import type { ConsoleProvider, ProviderRequest } from '@lendbridge/contract';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { ErrorAlert, StatusAlert } from '../../../components/forms/form-alerts';
import { FormField } from '../../../components/forms/form-field';
import type { FieldChange } from '../../../components/forms/keep-browser-value';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useKeyedMutation } from '../../../app/api';
import { useCreateProviderMutation, useUpdateProviderMutation } from '../console-api';

export const EMPTY_PROVIDER: ProviderRequest = {
  name: '',
  licence: '',
  contactEmail: '',
  contactPhone: '',
  summary: '',
  website: '',
  isActive: true,
};

export const providerRequestOf = (provider: ConsoleProvider): ProviderRequest => ({
  name: provider.name,
  licence: provider.licence,
  contactEmail: provider.contactEmail,
  contactPhone: provider.contactPhone,
  summary: provider.summary,
  website: provider.website,
  isActive: provider.isActive,
});

/**
 * A lender's details, to onboard one or edit it. Unticking "Active" deactivates it
 * (docs/console.md#lenders); the gateway checks everything again and names the field it refuses.
 */
export function ProviderForm({
  initial,
  label,
  submitLabel,
  providerId,
  onSaved,
}: {
  initial: ProviderRequest;
  label: string;
  submitLabel: string;
  /** The lender edited; none to onboard one. */
  providerId?: number;
  onSaved?: (provider: ConsoleProvider) => void;
}) {
  const [values, setValues] = React.useState(initial);
  const [saved, setSaved] = React.useState<string | null>(null);
  const create = useKeyedMutation(useCreateProviderMutation(), (body: ProviderRequest, idempotencyKey) => ({
    body,
    idempotencyKey,
  }));
  const update = useKeyedMutation(useUpdateProviderMutation(), (body: ProviderRequest, idempotencyKey) => ({
    id: providerId ?? 0,
    body,
    idempotencyKey,
  }));
  const action = providerId === undefined ? create : update;
  const set = (field: keyof ProviderRequest) => (event: FieldChange) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
  const errorFor = (field: keyof ProviderRequest) =>
    action.failure?.field === field ? action.failure.message : undefined;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(null);
    const answer = await action.run(values);
    if (!answer) return;
    setSaved(answer.message);
    onSaved?.(answer.responseData);
  };

  return (
    <Stack
      component="form"
      aria-label={label}
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={2.5}
      sx={{ maxWidth: 560 }}
    >
      <StatusAlert message={saved} />
      <ErrorAlert message={action.failure && !action.failure.field ? action.failure.message : null} />
      <FormField
        id="provider-name"
        label="Name"
        value={values.name}
        onChange={set('name')}
        error={errorFor('name')}
      />
      <FormField
        id="provider-licence"
        label="Licence number"
        value={values.licence}
        onChange={set('licence')}
        error={errorFor('licence')}
        hint="The regulator's licence it lends under, as borrowers see it on its offers."
      />
      <FormField
        id="provider-email"
        label="Contact email"
        type="email"
        value={values.contactEmail}
        onChange={set('contactEmail')}
        error={errorFor('contactEmail')}
        hint="Where Lendbridge tells the lender about accepted offers and renewal and settlement requests."
      />
      <FormField
        id="provider-phone"
        label="Contact phone"
        type="tel"
        value={values.contactPhone}
        onChange={set('contactPhone')}
        error={errorFor('contactPhone')}
      />
      <FormField
        id="provider-summary"
        label="Summary"
        required={false}
        multiline
        minRows={2}
        value={values.summary}
        onChange={set('summary')}
        error={errorFor('summary')}
        hint="A sentence or two borrowers read about the lender."
      />
      <FormField
        id="provider-website"
        label="Website"
        type="url"
        required={false}
        value={values.website}
        onChange={set('website')}
        error={errorFor('website')}
        hint="Starting with https://"
      />
      <CheckboxField
        id="provider-active"
        label="Active: makes offers to borrowers"
        checked={values.isActive}
        onChange={(event) => setValues((previous) => ({ ...previous, isActive: event.target.checked }))}
        hint="Untick to deactivate: no new offers, its open offers are withdrawn and its staff are logged out and cannot log in. Its loans stay as they are."
      />
      <SubmitButton submitting={action.busy} busyLabel="Saving…">
        {submitLabel}
      </SubmitButton>
    </Stack>
  );
}
