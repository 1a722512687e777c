import type { InboxMessage } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { ErrorAlert, StatusAlert } from '../../../components/forms/form-alerts';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useKeyedMutation } from '../../../app/api';
import { formatDateTime } from '../../../lib/dates';
import { messageOf } from '../../../lib/api-client';
import {
  useGetMessageQuery,
  useMarkMessageMutation,
  useReplyToMessageMutation,
} from '../console-records-api';
import { INBOX_KIND_TEXT, INBOX_STATE_TEXT, REPLY_LIMITS } from '../labels';

export const MESSAGE_NOT_FOUND = 'We could not find that message.';

/** One message in full: who wrote and what, what was done about it, and a reply by email. */
export function MessageView({ messageId }: { messageId: string }) {
  const remote = useGetMessageQuery(messageId);
  const [said, setSaid] = React.useState<string | null>(null);
  if (remote.isError) return <Typography role="alert">{messageOf(remote.error)}</Typography>;
  if (!remote.data) return <Typography role="status">Loading the message…</Typography>;
  const message = remote.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <StatusAlert message={said} />
      <Box>
        <Typography variant="h2" gutterBottom>
          {message.subject}
        </Typography>
        <Typography>
          From {message.name} &lt;{message.email}&gt;, {formatDateTime(message.receivedAt)}
        </Typography>
        {message.partnership ? (
          <Typography>
            Partnership ({message.partnership.partnershipKind}) for {message.partnership.organization}, phone{' '}
            {message.partnership.phone}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Chip label={INBOX_KIND_TEXT[message.kind]} size="small" />
          <Chip
            label={INBOX_STATE_TEXT[message.state]}
            size="small"
            color={message.state === 'handled' ? 'success' : 'warning'}
          />
        </Stack>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Typography>
      </Paper>
      <HandledMark message={message} onDone={setSaid} />
      <Replies message={message} />
      <ReplyForm message={message} onSent={setSaid} />
    </Stack>
  );
}

function HandledMark({ message, onDone }: { message: InboxMessage; onDone: (said: string) => void }) {
  const mark = useKeyedMutation(useMarkMessageMutation(), (handled: boolean, idempotencyKey) => ({
    id: message.id,
    body: { handled },
    idempotencyKey,
  }));
  const handled = message.state === 'handled';
  const toggle = async () => {
    const answer = await mark.run(!handled);
    if (answer) onDone(answer.message);
  };
  return (
    <Box>
      <ErrorAlert message={mark.failure?.message} />
      {handled && message.handledBy && message.handledAt ? (
        <Typography sx={{ mb: 1 }}>
          Handled by {message.handledBy.name} ({message.handledBy.email}), {formatDateTime(message.handledAt)}
          .
        </Typography>
      ) : null}
      <Button variant="outlined" disabled={mark.busy} onClick={() => void toggle()}>
        {handled ? 'Mark open again' : 'Mark handled'}
      </Button>
    </Box>
  );
}

function Replies({ message }: { message: InboxMessage }) {
  if (message.replies.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="replies-heading">
      <Typography id="replies-heading" variant="h3" gutterBottom>
        Replies sent
      </Typography>
      <Stack spacing={2}>
        {message.replies.map((reply) => (
          <Paper key={reply.repliedAt + reply.text} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" gutterBottom>
              {formatDateTime(reply.repliedAt)}: {reply.repliedBy.name} ({reply.repliedBy.email}) to{' '}
              {reply.sentTo}, “{reply.subject}”
            </Typography>
            <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reply.text}
            </Typography>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

function ReplyForm({ message, onSent }: { message: InboxMessage; onSent: (said: string) => void }) {
  const [text, setText] = React.useState('');
  const reply = useKeyedMutation(useReplyToMessageMutation(), (body: { text: string }, idempotencyKey) => ({
    id: message.id,
    body,
    idempotencyKey,
  }));
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = await reply.run({ text });
    if (!answer) return;
    setText('');
    onSent(answer.message);
  };
  return (
    <Stack
      component="form"
      aria-label="Reply by email"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
    >
      <Typography variant="h3">Reply by email</Typography>
      <ErrorAlert message={reply.failure && reply.failure.field !== 'text' ? reply.failure.message : null} />
      <FormField
        id="reply-text"
        label="Your reply"
        multiline
        minRows={5}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={reply.failure?.field === 'text' ? reply.failure.message : undefined}
        hint={`Sent to ${message.email} with a greeting and the team's signature, at most ${REPLY_LIMITS.textMaxLength.toLocaleString('en')} characters. The message becomes handled.`}
        slotProps={{ htmlInput: { maxLength: REPLY_LIMITS.textMaxLength } }}
      />
      <Box>
        <SubmitButton submitting={reply.busy} busyLabel="Sending…">
          Send the reply
        </SubmitButton>
      </Box>
    </Stack>
  );
}
