import { Type, type Static } from '@sinclair/typebox';
import { SafeString } from './text';

const closed = { additionalProperties: false } as const;

/** Kinds of non-essential email a borrower can stop with the link each carries. */
export const EMAIL_KINDS = ['payment_reminders'] as const;
export const EmailKind = Type.Union(EMAIL_KINDS.map((kind) => Type.Literal(kind)));
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The link's token, and whether that kind of email is to stop (false starts it again). */
export const EmailPreferenceRequest = Type.Object(
  {
    token: SafeString({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }),
    stopped: Type.Boolean(),
  },
  closed,
);
export type EmailPreferenceRequest = Static<typeof EmailPreferenceRequest>;

export const EmailPreference = Type.Object({ kind: EmailKind, stopped: Type.Boolean() }, closed);
export type EmailPreference = Static<typeof EmailPreference>;

/** How many days before a payroll deduction the borrower is reminded, by email and on the dashboard. */
export const PAYMENT_REMINDER_DAYS_AHEAD = 3;
