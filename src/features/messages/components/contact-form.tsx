import * as React from 'react';
import { FormField } from '../../../components/forms/form-field';
import { MESSAGE_LIMITS } from '../../../lib/message-limits';
import { useSendContactMessageMutation } from '../feedback-api';
import { useMessageForm, withHoneypot, type FieldRule } from '../use-message-form';
import { MessageFormFrame } from './message-form-frame';

/** The product's words, spelled exactly as it shows them (docs/requirements.md#messages). */
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

export function ContactForm() {
  const [sendContactMessage] = useSendContactMessageMutation();
  const send = (values: Record<Field, string>, website: string) =>
    sendContactMessage(withHoneypot(values, website)).unwrap();
  const form = useMessageForm({
    fields: FIELDS,
    rules: RULES,
    idOf,
    send,
    successMessage: CONTACT_SENT_MESSAGE,
  });

  return (
    <MessageFormFrame label="Send us a message" idPrefix="contact" form={form} submitLabel="Send message">
      <FormField
        id={idOf('name')}
        name="name"
        label="Your name"
        type="text"
        autoComplete="name"
        error={form.fieldErrors.name}
      />
      <FormField
        id={idOf('email')}
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        error={form.fieldErrors.email}
        hint="We reply to this address."
      />
      <FormField
        id={idOf('subject')}
        name="subject"
        label="Subject"
        type="text"
        autoComplete="off"
        error={form.fieldErrors.subject}
      />
      <FormField
        id={idOf('message')}
        name="message"
        label="Message"
        autoComplete="off"
        multiline
        minRows={5}
        error={form.fieldErrors.message}
        hint={`Up to ${MESSAGE_LIMITS.message} characters. Please do not include passwords or bank card numbers.`}
      />
    </MessageFormFrame>
  );
}
