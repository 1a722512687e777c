import type { ConsoleFaq, FaqRequest } from '@lendbridge/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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
  useCreateFaqMutation,
  useDeleteFaqMutation,
  useGetConsoleFaqsQuery,
  useUpdateFaqMutation,
} from './content-api';

const EMPTY: FaqRequest = { question: '', answer: '', category: '', isApproved: false, sortOrder: 100 };
const requestOf = ({ id: _id, ...faq }: ConsoleFaq): FaqRequest => faq;

/**
 * The FAQ answers, approved or not: only approved ones are public. Approving, unapproving and
 * deleting take one click each (deleting asks first); editing opens the answer's form.
 */
export function FaqsPanel() {
  const remote = useGetConsoleFaqsQuery();
  const [message, setMessage] = React.useState<string | null>(null);
  const [editing, setEditing] = React.useState<ConsoleFaq | null>(null);
  const [deleting, setDeleting] = React.useState<ConsoleFaq | null>(null);
  const update = useKeyedMutation(useUpdateFaqMutation(), (faq: ConsoleFaq, idempotencyKey) => ({
    id: faq.id,
    body: { ...requestOf(faq), isApproved: !faq.isApproved },
    idempotencyKey,
  }));
  const remove = useKeyedMutation(useDeleteFaqMutation(), (faq: ConsoleFaq, idempotencyKey) => ({
    id: faq.id,
    idempotencyKey,
  }));

  const toggle = async (faq: ConsoleFaq) => {
    setMessage(null);
    const answer = await update.run(faq);
    if (answer) setMessage(answer.message);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const answer = await remove.run(deleting);
    setDeleting(null);
    if (answer) setMessage(answer.message);
  };

  if (remote.isError) return <Typography role="alert">{messageOf(remote.error)}</Typography>;
  if (!remote.data) return <Typography role="status">Loading the questions…</Typography>;
  return (
    <Stack spacing={3}>
      <StatusAlert message={message} />
      <ErrorAlert message={update.failure?.message ?? remove.failure?.message} />
      <Table size="small" aria-label="FAQ answers">
        <TableHead>
          <TableRow>
            <TableCell>Question</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {remote.data.map((faq) => (
            <TableRow key={faq.id}>
              <TableCell>{faq.question}</TableCell>
              <TableCell>{faq.category}</TableCell>
              <TableCell>{faq.isApproved ? 'Approved, public' : 'Awaiting approval'}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button size="small" aria-label={`Edit “${faq.question}”`} onClick={() => setEditing(faq)}>
                    Edit
                  </Button>
                  <Button
                    size="small"
                    aria-label={`${faq.isApproved ? 'Unapprove' : 'Approve'} “${faq.question}”`}
                    disabled={update.busy}
                    onClick={() => void toggle(faq)}
                  >
                    {faq.isApproved ? 'Unapprove' : 'Approve'}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Delete “${faq.question}”`}
                    onClick={() => setDeleting(faq)}
                  >
                    Delete
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogTitle>Delete this question?</DialogTitle>
        <DialogContent>
          <Typography>
            “{deleting?.question}” is removed for good; the audit log keeps what it said. To take it off the
            site for now, unapprove it instead.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Keep it</Button>
          <Button color="error" onClick={() => void confirmDelete()} disabled={remove.busy}>
            Delete for good
          </Button>
        </DialogActions>
      </Dialog>
      {editing ? (
        <section aria-labelledby="faq-edit">
          <Typography id="faq-edit" variant="h3" gutterBottom>
            Edit a question
          </Typography>
          <FaqForm
            key={editing.id}
            faqId={editing.id}
            initial={requestOf(editing)}
            label="Edit the question"
            onSaved={(saved) => {
              setEditing(null);
              setMessage(saved);
            }}
          />
        </section>
      ) : null}
      <section aria-labelledby="faq-add">
        <Typography id="faq-add" variant="h3" gutterBottom>
          Add a question
        </Typography>
        <FaqForm initial={EMPTY} label="Add a question" onSaved={setMessage} />
      </section>
    </Stack>
  );
}

function FaqForm({
  initial,
  label,
  faqId,
  onSaved,
}: {
  initial: FaqRequest;
  label: string;
  faqId?: number;
  onSaved: (message: string) => void;
}) {
  const [values, setValues] = React.useState(initial);
  const create = useKeyedMutation(useCreateFaqMutation(), (body: FaqRequest, idempotencyKey) => ({
    body,
    idempotencyKey,
  }));
  const update = useKeyedMutation(useUpdateFaqMutation(), (body: FaqRequest, idempotencyKey) => ({
    id: faqId ?? 0,
    body,
    idempotencyKey,
  }));
  const action = faqId === undefined ? create : update;
  const errorFor = (field: keyof FaqRequest) =>
    action.failure?.field === field ? action.failure.message : undefined;
  const prefix = faqId === undefined ? 'faq-new' : `faq-${faqId}`;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = await action.run(values);
    if (!answer) return;
    if (faqId === undefined) setValues(initial);
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
        id={`${prefix}-question`}
        label="Question"
        value={values.question}
        onChange={(event) => setValues((previous) => ({ ...previous, question: event.target.value }))}
        error={errorFor('question')}
      />
      <FormField
        id={`${prefix}-answer`}
        label="Answer"
        multiline
        minRows={3}
        value={values.answer}
        onChange={(event) => setValues((previous) => ({ ...previous, answer: event.target.value }))}
        error={errorFor('answer')}
      />
      <FormField
        id={`${prefix}-category`}
        label="Category"
        value={values.category}
        onChange={(event) => setValues((previous) => ({ ...previous, category: event.target.value }))}
        error={errorFor('category')}
        hint="Such as Eligibility, Repayments or Your data."
      />
      <FormField
        id={`${prefix}-order`}
        label="Order"
        type="number"
        value={String(values.sortOrder)}
        onChange={(event) =>
          setValues((previous) => ({ ...previous, sortOrder: Number(event.target.value) }))
        }
        error={errorFor('sortOrder')}
        hint="Lower numbers come first on the FAQ page."
      />
      <CheckboxField
        id={`${prefix}-approved`}
        label="Approved: shown on the FAQ page"
        checked={values.isApproved}
        onChange={(event) => setValues((previous) => ({ ...previous, isApproved: event.target.checked }))}
      />
      <SubmitButton submitting={action.busy} busyLabel="Saving…">
        {faqId === undefined ? 'Add the question' : 'Save the question'}
      </SubmitButton>
    </Stack>
  );
}
