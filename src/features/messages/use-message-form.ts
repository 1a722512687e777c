import * as React from 'react';
import {
  describeFailure,
  focusFirstError,
  readFields,
  useSubmission,
  type FieldErrors,
} from '../../lib/forms';
import { HONEYPOT_NAME } from './components/honeypot-field';

export interface FieldRule {
  /** Said when the field is left blank. */
  missing: string;
  /** The gateway's cap, said before the round trip. */
  maxLength?: number;
}

/**
 * Only what the gateway also checks (blank, too long), said before the round trip; the gateway
 * still decides, and its verdict on a field shows beside that field.
 */
export function checkText<K extends string>(
  values: Record<K, string>,
  rules: Record<K, FieldRule>,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const field of Object.keys(rules) as K[]) {
    const { missing, maxLength } = rules[field];
    const value = values[field].trim();
    if (value === '') errors[field] = missing;
    else if (maxLength !== undefined && value.length > maxLength) {
      errors[field] = `Please keep this under ${maxLength} characters (it has ${value.length}).`;
    }
  }
  return errors;
}

export interface MessageFormOptions<K extends string> {
  fields: readonly K[];
  rules: Record<K, FieldRule>;
  idOf: (field: K) => string;
  /** Sends the trimmed values; `website` is the honeypot's content ('' for people). */
  send: (values: Record<K, string>, website: string) => Promise<void>;
  /** Shown once the gateway has the message (docs/requirements.md#messages). */
  successMessage: string;
}

/**
 * The public message forms' life: uncontrolled fields read at submit (so typing before
 * hydration survives), checks, one submission at a time, errors beside their field, and on
 * success an emptied form under the confirmation.
 */
export function useMessageForm<K extends string>(options: MessageFormOptions<K>) {
  const { fields, rules, idOf, send, successMessage } = options;
  const { submitting, run } = useSubmission();
  const [fieldErrors, setFieldErrors] = React.useState<FieldErrors<K>>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  const [sent, setSent] = React.useState<string | null>(null);

  const showErrors = (errors: FieldErrors<K>) => {
    setFieldErrors(errors);
    focusFirstError(errors, fields, idOf);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const raw = readFields(form, fields);
    const website = readFields(form, [HONEYPOT_NAME])[HONEYPOT_NAME];
    void run(async () => {
      setSent(null);
      setFormError(null);
      const errors = checkText(raw, rules);
      showErrors(errors);
      if (Object.keys(errors).length > 0) return;
      const values = Object.fromEntries(fields.map((field) => [field, raw[field].trim()])) as Record<
        K,
        string
      >;
      try {
        await send(values, website);
        form.reset();
        setSent(successMessage);
      } catch (error) {
        const failure = describeFailure(error, fields);
        if (failure.field) showErrors({ [failure.field]: failure.message } as FieldErrors<K>);
        else setFormError(failure.message);
      }
    });
  };

  return { submitting, fieldErrors, formError, sent, onSubmit };
}

/** The honeypot travels only when something is in it, so people's requests carry no empty extra. */
export const withHoneypot = <T extends object>(body: T, website: string): T & { website?: string } =>
  website === '' ? body : { ...body, website };
