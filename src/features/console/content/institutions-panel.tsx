import type {
  ConsoleInstitution,
  ConsoleScholarship,
  InstitutionRequest,
  ScholarshipRequest,
} from '@lendbridge/contract';
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
import { amountInputValue, parseAmountInput } from '../../../lib/amount-input';
import { messageOf } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import {
  useCloseScholarshipMutation,
  useCreateInstitutionMutation,
  useCreateScholarshipMutation,
  useGetConsoleInstitutionsQuery,
  useUpdateInstitutionMutation,
  useUpdateScholarshipMutation,
} from './content-api';

const EMPTY_INSTITUTION: InstitutionRequest = {
  slug: '',
  name: '',
  otherNames: [],
  location: '',
  description: '',
  website: '',
  organizationCode: '',
  isPartner: false,
  isActive: true,
};

const institutionRequestOf = ({ id: _id, scholarships: _s, ...institution }: ConsoleInstitution) => ({
  ...institution,
  organizationCode: institution.organizationCode ?? '',
});

const EMPTY_SCHOLARSHIP: ScholarshipRequest = {
  title: '',
  amount: 0,
  currency: 'NGN',
  deadline: '',
  level: 'Undergraduate',
  fieldOfStudy: '',
  eligibilitySummary: '',
  howToApply: '',
  isActive: true,
};

const scholarshipRequestOf = ({ id: _id, institutionId: _i, ...scholarship }: ConsoleScholarship) =>
  scholarship;

const today = () => new Date().toISOString().slice(0, 10);
const scholarshipStatus = (scholarship: ConsoleScholarship) =>
  !scholarship.isActive ? 'Withdrawn' : scholarship.deadline < today() ? 'Closed' : 'Open';

/**
 * Institutions and their scholarships, kept in the institutions service: every institution (active
 * or not); the one chosen, with its other names and its scholarships, to edit, close or add to.
 */
export function InstitutionsPanel() {
  const remote = useGetConsoleInstitutionsQuery();
  const [chosenId, setChosenId] = React.useState<number | null>(null);
  const [message, setMessage] = React.useState<string | null>(null);
  if (remote.isError) return <Typography role="alert">{messageOf(remote.error)}</Typography>;
  if (!remote.data) return <Typography role="status">Loading the institutions…</Typography>;
  const chosen = remote.data.find((institution) => institution.id === chosenId);
  return (
    <Stack spacing={3}>
      <StatusAlert message={message} />
      <Table size="small" aria-label="Institutions">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Other names</TableCell>
            <TableCell>Location</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Scholarships</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {remote.data.map((institution) => (
            <TableRow key={institution.id} selected={institution.id === chosenId}>
              <TableCell>{institution.name}</TableCell>
              <TableCell>{institution.otherNames.join(', ')}</TableCell>
              <TableCell>{institution.location}</TableCell>
              <TableCell>
                {institution.isActive ? (institution.isPartner ? 'Active partner' : 'Active') : 'Inactive'}
              </TableCell>
              <TableCell>{institution.scholarships.length}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  aria-label={`Manage ${institution.name}`}
                  onClick={() => {
                    setMessage(null);
                    setChosenId(institution.id);
                  }}
                >
                  Manage
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {chosen ? <InstitutionDetail key={chosen.id} institution={chosen} onSaved={setMessage} /> : null}
      <section aria-labelledby="institution-add">
        <Typography id="institution-add" variant="h2" gutterBottom>
          Add an institution
        </Typography>
        <InstitutionForm
          initial={EMPTY_INSTITUTION}
          label="Add an institution"
          onSaved={(saved, id) => {
            setMessage(saved);
            setChosenId(id);
          }}
        />
      </section>
    </Stack>
  );
}

function InstitutionDetail({
  institution,
  onSaved,
}: {
  institution: ConsoleInstitution;
  onSaved: (message: string) => void;
}) {
  const [editing, setEditing] = React.useState<ConsoleScholarship | null>(null);
  const [message, setMessage] = React.useState<string | null>(null);
  const close = useKeyedMutation(useCloseScholarshipMutation(), (id: number) => id);
  const closeOne = async (scholarship: ConsoleScholarship) => {
    setMessage(null);
    const answer = await close.run(scholarship.id);
    if (answer) setMessage(answer.message);
  };
  return (
    <section aria-labelledby="institution-chosen">
      <Typography id="institution-chosen" variant="h2" gutterBottom>
        {institution.name}
      </Typography>
      <InstitutionForm
        institutionId={institution.id}
        initial={institutionRequestOf(institution)}
        label={`Edit ${institution.name}`}
        onSaved={onSaved}
      />
      <Typography variant="h3" sx={{ mt: 4 }} gutterBottom>
        Scholarships
      </Typography>
      <StatusAlert message={message} />
      <ErrorAlert message={close.failure?.message} />
      <Table size="small" aria-label={`Scholarships at ${institution.name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Title</TableCell>
            <TableCell>Amount</TableCell>
            <TableCell>Deadline</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {institution.scholarships.map((scholarship) => (
            <TableRow key={scholarship.id}>
              <TableCell>{scholarship.title}</TableCell>
              <TableCell>{formatMoney(scholarship.amount)}</TableCell>
              <TableCell>{formatCalendarDate(scholarship.deadline)}</TableCell>
              <TableCell>{scholarshipStatus(scholarship)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    aria-label={`Edit ${scholarship.title}`}
                    onClick={() => setEditing(scholarship)}
                  >
                    Edit
                  </Button>
                  {scholarshipStatus(scholarship) === 'Open' ? (
                    <Button
                      size="small"
                      aria-label={`Close ${scholarship.title}`}
                      disabled={close.busy}
                      onClick={() => void closeOne(scholarship)}
                    >
                      Close now
                    </Button>
                  ) : null}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing ? (
        <ScholarshipForm
          key={editing.id}
          institutionId={institution.id}
          scholarshipId={editing.id}
          initial={scholarshipRequestOf(editing)}
          label={`Edit ${editing.title}`}
          onSaved={(saved) => {
            setEditing(null);
            setMessage(saved);
          }}
        />
      ) : null}
      <Typography variant="h3" sx={{ mt: 4 }} gutterBottom>
        Add a scholarship
      </Typography>
      <ScholarshipForm
        institutionId={institution.id}
        initial={EMPTY_SCHOLARSHIP}
        label={`Add a scholarship at ${institution.name}`}
        onSaved={setMessage}
      />
    </section>
  );
}

function InstitutionForm({
  initial,
  label,
  institutionId,
  onSaved,
}: {
  initial: InstitutionRequest;
  label: string;
  institutionId?: number;
  onSaved: (message: string, id: number) => void;
}) {
  const [values, setValues] = React.useState(initial);
  // Other names are typed one a line, as a list of them reads.
  const [otherNames, setOtherNames] = React.useState(initial.otherNames.join('\n'));
  const create = useKeyedMutation(useCreateInstitutionMutation(), (body: InstitutionRequest) => ({ body }));
  const update = useKeyedMutation(useUpdateInstitutionMutation(), (body: InstitutionRequest) => ({
    id: institutionId ?? 0,
    body,
  }));
  const action = institutionId === undefined ? create : update;
  const errorFor = (field: keyof InstitutionRequest) =>
    action.failure?.field === field ? action.failure.message : undefined;
  const prefix = institutionId === undefined ? 'institution-new' : `institution-${institutionId}`;
  const set =
    (field: 'slug' | 'name' | 'location' | 'description' | 'website' | 'organizationCode') =>
    (event: { target: { value: string } }) =>
      setValues((previous) => ({ ...previous, [field]: event.target.value }));

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const names = otherNames
      .split('\n')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    const answer = await action.run({ ...values, otherNames: names });
    if (!answer) return;
    if (institutionId === undefined) {
      setValues(initial);
      setOtherNames('');
    }
    onSaved(answer.message, answer.responseData.id);
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
        onChange={set('name')}
        error={errorFor('name')}
      />
      <FormField
        id={`${prefix}-other-names`}
        label="Other names"
        required={false}
        multiline
        minRows={2}
        value={otherNames}
        onChange={(event) => setOtherNames(event.target.value)}
        error={errorFor('otherNames')}
        hint="Short forms and former names, one a line (UNILAG, University of Ife): the search finds them like the name."
      />
      <FormField
        id={`${prefix}-slug`}
        label="Page address"
        value={values.slug}
        onChange={set('slug')}
        error={errorFor('slug')}
        hint="Lower-case words joined by dashes: a partner's page is /partner/ followed by it."
      />
      <FormField
        id={`${prefix}-location`}
        label="Location"
        value={values.location}
        onChange={set('location')}
        error={errorFor('location')}
      />
      <FormField
        id={`${prefix}-description`}
        label="Description"
        multiline
        minRows={2}
        value={values.description}
        onChange={set('description')}
        error={errorFor('description')}
      />
      <FormField
        id={`${prefix}-website`}
        label="Website"
        required={false}
        value={values.website}
        onChange={set('website')}
        error={errorFor('website')}
        hint="An https:// address, or empty."
      />
      <FormField
        id={`${prefix}-organization`}
        label="Organisation code"
        required={false}
        value={values.organizationCode}
        onChange={set('organizationCode')}
        error={errorFor('organizationCode')}
        hint="The school's code on Lendbridge, when its students borrow through it."
      />
      <CheckboxField
        id={`${prefix}-partner`}
        label="Partner: has its own page"
        checked={values.isPartner}
        onChange={(event) => setValues((previous) => ({ ...previous, isPartner: event.target.checked }))}
      />
      <CheckboxField
        id={`${prefix}-active`}
        label="Active: listed on the site"
        checked={values.isActive}
        onChange={(event) => setValues((previous) => ({ ...previous, isActive: event.target.checked }))}
      />
      <SubmitButton submitting={action.busy} busyLabel="Saving…">
        {institutionId === undefined ? 'Add the institution' : 'Save the institution'}
      </SubmitButton>
    </Stack>
  );
}

function ScholarshipForm({
  initial,
  label,
  institutionId,
  scholarshipId,
  onSaved,
}: {
  initial: ScholarshipRequest;
  label: string;
  institutionId: number;
  scholarshipId?: number;
  onSaved: (message: string) => void;
}) {
  const [values, setValues] = React.useState(initial);
  const [amount, setAmount] = React.useState(initial.amount > 0 ? amountInputValue(initial.amount) : '');
  const [amountError, setAmountError] = React.useState<string | undefined>();
  const create = useKeyedMutation(useCreateScholarshipMutation(), (body: ScholarshipRequest) => ({
    id: institutionId,
    body,
  }));
  const update = useKeyedMutation(useUpdateScholarshipMutation(), (body: ScholarshipRequest) => ({
    id: scholarshipId ?? 0,
    body,
  }));
  const action = scholarshipId === undefined ? create : update;
  const errorFor = (field: keyof ScholarshipRequest) =>
    action.failure?.field === field ? action.failure.message : undefined;
  const prefix =
    scholarshipId === undefined ? `scholarship-new-${institutionId}` : `scholarship-${scholarshipId}`;
  const set =
    (field: 'title' | 'deadline' | 'level' | 'fieldOfStudy' | 'eligibilitySummary' | 'howToApply') =>
    (event: { target: { value: string } }) =>
      setValues((previous) => ({ ...previous, [field]: event.target.value }));

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseAmountInput(amount);
    setAmountError(parsed.ok ? undefined : parsed.error);
    if (!parsed.ok) return;
    const answer = await action.run({ ...values, amount: parsed.minor });
    if (!answer) return;
    if (scholarshipId === undefined) {
      setValues(initial);
      setAmount('');
    }
    onSaved(answer.message);
  };

  return (
    <Stack
      component="form"
      aria-label={label}
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={2}
      sx={{ maxWidth: 720, mt: 2 }}
    >
      <ErrorAlert message={action.failure && !action.failure.field ? action.failure.message : null} />
      <FormField
        id={`${prefix}-title`}
        label="Title"
        value={values.title}
        onChange={set('title')}
        error={errorFor('title')}
      />
      <FormField
        id={`${prefix}-amount`}
        label="Amount (naira)"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={amountError ?? errorFor('amount')}
      />
      <FormField
        id={`${prefix}-deadline`}
        label="Deadline"
        type="date"
        value={values.deadline}
        onChange={set('deadline')}
        error={errorFor('deadline')}
        hint="The last day to apply."
      />
      <FormField
        id={`${prefix}-level`}
        label="Level"
        select
        value={values.level}
        onChange={set('level')}
        error={errorFor('level')}
      >
        <option value="Undergraduate">Undergraduate</option>
        <option value="Postgraduate">Postgraduate</option>
        <option value="Diploma">Diploma</option>
        <option value="Doctoral">Doctoral</option>
      </FormField>
      <FormField
        id={`${prefix}-field`}
        label="Field of study"
        value={values.fieldOfStudy}
        onChange={set('fieldOfStudy')}
        error={errorFor('fieldOfStudy')}
      />
      <FormField
        id={`${prefix}-eligibility`}
        label="Who can apply"
        multiline
        minRows={2}
        value={values.eligibilitySummary}
        onChange={set('eligibilitySummary')}
        error={errorFor('eligibilitySummary')}
      />
      <FormField
        id={`${prefix}-how`}
        label="How to apply"
        multiline
        minRows={2}
        value={values.howToApply}
        onChange={set('howToApply')}
        error={errorFor('howToApply')}
      />
      <CheckboxField
        id={`${prefix}-active`}
        label="Listed on the site"
        checked={values.isActive}
        onChange={(event) => setValues((previous) => ({ ...previous, isActive: event.target.checked }))}
        hint="Untick to withdraw it altogether; to end applications, close it instead."
      />
      <SubmitButton submitting={action.busy} busyLabel="Saving…">
        {scholarshipId === undefined ? 'Add the scholarship' : 'Save the scholarship'}
      </SubmitButton>
    </Stack>
  );
}
