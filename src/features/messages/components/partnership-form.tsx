import Stack from '@mui/material/Stack';
import type { PartnershipKind } from '@lendbridge/contract';
import * as React from 'react';
import { FormField } from '../../../components/forms/form-field';
import { MESSAGE_LIMITS } from '../../../lib/message-limits';
import { useSendPartnershipEnquiryMutation } from '../feedback-api';
import { useMessageForm, withHoneypot, type FieldRule } from '../use-message-form';
import { MessageFormFrame } from './message-form-frame';

/** The product's words, spelled exactly as it shows them (docs/requirements.md#messages). */
export const PARTNERSHIP_SENT_MESSAGE = 'Thank you, message sent successfully';

/** Every kind the gateway accepts, with the words people choose from. */
export const PARTNERSHIP_KIND_LABELS: Record<PartnershipKind, string> = {
  lender: 'Lender',
  employer: 'Employer payroll partner',
  school: 'School or institution',
  other: 'Other',
};
const KINDS = Object.keys(PARTNERSHIP_KIND_LABELS) as PartnershipKind[];
const isKind = (value: string): value is PartnershipKind => (KINDS as string[]).includes(value);

const FIELDS = ['organization', 'contactName', 'email', 'phone', 'partnershipKind', 'message'] as const;
type Field = (typeof FIELDS)[number];
const IDS: Record<Field, string> = {
  organization: 'partner-organization',
  contactName: 'partner-contact-name',
  email: 'partner-email',
  phone: 'partner-phone',
  partnershipKind: 'partner-kind',
  message: 'partner-message',
};
const idOf = (field: Field) => IDS[field];

const RULES: Record<Field, FieldRule> = {
  organization: { missing: 'Enter the name of your organization.', maxLength: MESSAGE_LIMITS.organization },
  contactName: { missing: 'Enter the name of the person we should contact.' },
  email: { missing: 'Enter an email address.' },
  phone: { missing: 'Enter a phone number.' },
  partnershipKind: { missing: 'Choose the kind of partnership.' },
  message: { missing: 'Tell us what you have in mind.', maxLength: MESSAGE_LIMITS.message },
};

export function PartnershipForm() {
  const [sendPartnershipEnquiry] = useSendPartnershipEnquiryMutation();
  const send = async ({ partnershipKind, ...values }: Record<Field, string>, website: string) => {
    // The select offers only the gateway's kinds; anything else is a tampered page.
    if (!isKind(partnershipKind)) throw new Error(`Unknown kind of partnership: ${partnershipKind}`);
    await sendPartnershipEnquiry(withHoneypot({ ...values, partnershipKind }, website)).unwrap();
  };
  const form = useMessageForm({
    fields: FIELDS,
    rules: RULES,
    idOf,
    send,
    successMessage: PARTNERSHIP_SENT_MESSAGE,
  });

  const textField = (field: Field, label: string, type: string, autoComplete: string) => (
    <FormField
      id={idOf(field)}
      name={field}
      label={label}
      type={type}
      autoComplete={autoComplete}
      error={form.fieldErrors[field]}
    />
  );

  return (
    <MessageFormFrame
      label="Tell us about your organization"
      idPrefix="partner"
      form={form}
      submitLabel="Send enquiry"
    >
      {textField('organization', 'Organization', 'text', 'organization')}
      {textField('contactName', 'Contact name', 'text', 'name')}
      <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={2.5}>
        {textField('email', 'Email address', 'email', 'email')}
        {textField('phone', 'Phone number', 'tel', 'tel')}
      </Stack>
      <FormField
        id={idOf('partnershipKind')}
        name="partnershipKind"
        label="Kind of partnership"
        select
        defaultValue=""
        error={form.fieldErrors.partnershipKind}
      >
        <option value="">Choose one</option>
        {KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {PARTNERSHIP_KIND_LABELS[kind]}
          </option>
        ))}
      </FormField>
      <FormField
        id={idOf('message')}
        name="message"
        label="Message"
        autoComplete="off"
        multiline
        minRows={5}
        error={form.fieldErrors.message}
        hint="What you have in mind, and roughly how many people it concerns."
      />
    </MessageFormFrame>
  );
}
