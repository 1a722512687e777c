import type { ConsoleOrganization, OrganizationRequest } from '@lendbridge/contract';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { ErrorAlert, StatusAlert } from '../../../components/forms/form-alerts';
import { FormField } from '../../../components/forms/form-field';
import type { FieldChange } from '../../../components/forms/keep-browser-value';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useKeyedMutation } from '../../../app/api';
import { useCreateOrganizationMutation, useUpdateOrganizationMutation } from '../console-api';

export const EMPTY_ORGANIZATION: OrganizationRequest = {
  code: '',
  name: '',
  kind: 'employer',
  status: true,
  payrollContactName: '',
  payrollContactEmail: '',
};

export const requestOf = (organization: ConsoleOrganization): OrganizationRequest => ({
  code: organization.code,
  name: organization.name,
  kind: organization.kind,
  status: organization.status,
  payrollContactName: organization.payrollContactName,
  payrollContactEmail: organization.payrollContactEmail,
});

/**
 * An organisation's details, to add one or edit it. Unticking "Active" deactivates it: borrowers
 * are no longer offered it and its checks fail. The gateway checks everything again and names the
 * field it refuses, shown beside that field.
 */
export function OrganizationForm({
  initial,
  label,
  submitLabel,
  organizationId,
  onSaved,
}: {
  initial: OrganizationRequest;
  label: string;
  submitLabel: string;
  /** The organisation edited; none to add one. */
  organizationId?: number;
  onSaved?: (organization: ConsoleOrganization) => void;
}) {
  const [values, setValues] = React.useState(initial);
  const [saved, setSaved] = React.useState<string | null>(null);
  const create = useKeyedMutation(
    useCreateOrganizationMutation(),
    (body: OrganizationRequest, idempotencyKey) => ({
      body,
      idempotencyKey,
    }),
  );
  const update = useKeyedMutation(
    useUpdateOrganizationMutation(),
    (body: OrganizationRequest, idempotencyKey) => ({
      id: organizationId ?? 0,
      body,
      idempotencyKey,
    }),
  );
  const action = organizationId === undefined ? create : update;
  const set = (field: keyof OrganizationRequest) => (event: FieldChange) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
  const errorFor = (field: keyof OrganizationRequest) =>
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
        id="organization-name"
        label="Name"
        value={values.name}
        onChange={set('name')}
        error={errorFor('name')}
      />
      <FormField
        id="organization-code"
        label="Code"
        value={values.code}
        onChange={set('code')}
        error={errorFor('code')}
        hint="Letters, digits and dashes, such as ZENITHTECH. Borrowers never type it; remittance files name it."
      />
      <FormField
        id="organization-kind"
        label="Kind"
        select
        value={values.kind}
        onChange={set('kind')}
        error={errorFor('kind')}
      >
        <option value="employer">Employer</option>
        <option value="school">School</option>
      </FormField>
      <FormField
        id="organization-payroll-name"
        label="Payroll contact name"
        required={false}
        value={values.payrollContactName}
        onChange={set('payrollContactName')}
        error={errorFor('payrollContactName')}
      />
      <FormField
        id="organization-payroll-email"
        label="Payroll contact email"
        type="email"
        required={false}
        value={values.payrollContactEmail}
        onChange={set('payrollContactEmail')}
        error={errorFor('payrollContactEmail')}
        hint="Who receives the month's deduction schedule."
      />
      <CheckboxField
        id="organization-active"
        label="Active: offered to borrowers"
        checked={values.status}
        onChange={(event) => setValues((previous) => ({ ...previous, status: event.target.checked }))}
        hint="Untick to deactivate: it leaves the public list and its eligibility checks fail."
      />
      <SubmitButton submitting={action.busy} busyLabel="Saving…">
        {submitLabel}
      </SubmitButton>
    </Stack>
  );
}
