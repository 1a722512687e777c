import type { ConsoleLoanType, LoanTypeRequest } from '@lendbridge/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { useKeyedMutation } from '../../../app/api';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { ErrorAlert, StatusAlert } from '../../../components/forms/form-alerts';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { messageOf } from '../../../lib/api-client';
import {
  useCreateLoanTypeMutation,
  useGetConsoleLoanTypesQuery,
  useUpdateLoanTypeMutation,
} from './content-api';

const EMPTY: LoanTypeRequest = { code: '', name: '', description: '', isActive: true };
const requestOf = ({ id: _id, ...loanType }: ConsoleLoanType): LoanTypeRequest => loanType;

/** Loan types: add one, edit one, or deactivate it (kept for the loans that name it, offered no more). */
export function LoanTypesPanel() {
  const remote = useGetConsoleLoanTypesQuery();
  const [message, setMessage] = React.useState<string | null>(null);
  const [editing, setEditing] = React.useState<ConsoleLoanType | null>(null);

  if (remote.isError) return <Typography role="alert">{messageOf(remote.error)}</Typography>;
  if (!remote.data) return <Typography role="status">Loading the loan types…</Typography>;
  return (
    <Stack spacing={3}>
      <StatusAlert message={message} />
      <Table size="small" aria-label="Loan types">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Code</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {remote.data.map((loanType) => (
            <TableRow key={loanType.id}>
              <TableCell>{loanType.name}</TableCell>
              <TableCell>{loanType.code}</TableCell>
              <TableCell>{loanType.isActive ? 'Active' : 'Inactive'}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  aria-label={`Edit ${loanType.name}`}
                  onClick={() => setEditing(loanType)}
                >
                  Edit
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing ? (
        <LoanTypeForm
          key={editing.id}
          loanTypeId={editing.id}
          initial={requestOf(editing)}
          label={`Edit ${editing.name}`}
          onSaved={(saved) => {
            setEditing(null);
            setMessage(saved);
          }}
        />
      ) : null}
      <section aria-labelledby="loan-type-add">
        <Typography id="loan-type-add" variant="h3" gutterBottom>
          Add a loan type
        </Typography>
        <LoanTypeForm initial={EMPTY} label="Add a loan type" onSaved={setMessage} />
      </section>
    </Stack>
  );
}

function LoanTypeForm({
  initial,
  label,
  loanTypeId,
  onSaved,
}: {
  initial: LoanTypeRequest;
  label: string;
  loanTypeId?: number;
  onSaved: (message: string) => void;
}) {
  const [values, setValues] = React.useState(initial);
  const create = useKeyedMutation(useCreateLoanTypeMutation(), (body: LoanTypeRequest, idempotencyKey) => ({
    body,
    idempotencyKey,
  }));
  const update = useKeyedMutation(useUpdateLoanTypeMutation(), (body: LoanTypeRequest, idempotencyKey) => ({
    id: loanTypeId ?? 0,
    body,
    idempotencyKey,
  }));
  const action = loanTypeId === undefined ? create : update;
  const errorFor = (field: keyof LoanTypeRequest) =>
    action.failure?.field === field ? action.failure.message : undefined;
  const prefix = loanTypeId === undefined ? 'loan-type-new' : `loan-type-${loanTypeId}`;
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = await action.run(values);
    if (!answer) return;
    if (loanTypeId === undefined) setValues(initial);
    onSaved(answer.message);
  };
  return (
    <Stack
      component="form"
      aria-label={label}
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={2}
      sx={{ maxWidth: 720 }}
    >
      <ErrorAlert message={action.failure && !action.failure.field ? action.failure.message : null} />
      <FormField
        id={`${prefix}-name`}
        label="Name"
        value={values.name}
        onChange={(event) => setValues((previous) => ({ ...previous, name: event.target.value }))}
        error={errorFor('name')}
      />
      <FormField
        id={`${prefix}-code`}
        label="Code"
        value={values.code}
        onChange={(event) => setValues((previous) => ({ ...previous, code: event.target.value }))}
        error={errorFor('code')}
        hint="Lower-case words joined by dashes, such as salary-advance."
      />
      <FormField
        id={`${prefix}-description`}
        label="Description"
        multiline
        minRows={2}
        value={values.description}
        onChange={(event) => setValues((previous) => ({ ...previous, description: event.target.value }))}
        error={errorFor('description')}
      />
      <CheckboxField
        id={`${prefix}-active`}
        label="Active: offered to borrowers where a lender lends it"
        checked={values.isActive}
        onChange={(event) => setValues((previous) => ({ ...previous, isActive: event.target.checked }))}
        hint="Untick to deactivate: loans already made are unaffected."
      />
      <SubmitButton submitting={action.busy} busyLabel="Saving…">
        {loanTypeId === undefined ? 'Add the loan type' : 'Save the loan type'}
      </SubmitButton>
    </Stack>
  );
}
