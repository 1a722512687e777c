import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import { ErrorAlert, StatusAlert } from '../../../components/forms/form-alerts';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { MESSAGE_LIMITS } from '../../../lib/message-limits';
import { sendContactMessage } from '../api/send-contact-message';
import { useMessageForm, withHoneypot, type FieldRule } from '../use-message-form';
import { HoneypotField } from './honeypot-field';

/** SPEC.md §8's words, spelled exactly as written there. */
export const CONTACT_SENT_MESSAGE = 'Message submitted successfully';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
const idOf = (field: Field) => `contact-${field}`;

const RULES: Record<Field, FieldRule> = {
  name: { missing: 'Enter your name.' },
  email: { missing: 'Enter the email address we should reply to.' },
  subject: { missing: 'Enter a subject.', maxLength: MESSAGE_LIMITS.subject },
  message: { missing: 'Write your message.', maxLength: MESSAGE_LIMITS.message },
};

const send = (values: Record<Field, string>, website: string) =>
  sendContactMessage(withHoneypot(values, website));

export function ContactForm() {
  const { submitting, fieldErrors, formError, sent, onSubmit } = useMessageForm({
    fields: FIELDS,
    rules: RULES,
    idOf,
    send,
    successMessage: CONTACT_SENT_MESSAGE,
  });

  return (
    <>
      <StatusAlert message={sent} />
      <ErrorAlert message={formError} />
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Send us a message"
        sx={{ maxWidth: 640, position: 'relative' }}
      >
        <Stack spacing={2.5}>
          <FormField
            id={idOf('name')}
            name="name"
            label="Your name"
            type="text"
            autoComplete="name"
            error={fieldErrors.name}
          />
          <FormField
            id={idOf('email')}
            name="email"
            label="Email address"
            type="email"
            autoComplete="email"
            error={fieldErrors.email}
            hint="We reply to this address."
          />
          <FormField
            id={idOf('subject')}
            name="subject"
            label="Subject"
            type="text"
            autoComplete="off"
            error={fieldErrors.subject}
          />
          <FormField
            id={idOf('message')}
            name="message"
            label="Message"
            autoComplete="off"
            multiline
            minRows={5}
            error={fieldErrors.message}
            hint={`Up to ${MESSAGE_LIMITS.message} characters. Please do not include passwords or bank card numbers.`}
          />
          <HoneypotField idPrefix="contact" />
          <Box>
            <SubmitButton submitting={submitting} busyLabel="Sending…">
              Send message
            </SubmitButton>
          </Box>
        </Stack>
      </Box>
    </>
  );
}
