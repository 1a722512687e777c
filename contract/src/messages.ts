import { Type, type Static } from '@sinclair/typebox';
import { SafeString } from './text';
import { Email, NAME_MAX_LENGTH, Phone } from './account';

const closed = { additionalProperties: false } as const;

/** Caps the gateway enforces on people's messages and the site's forms mirror. */
export const MESSAGE_LIMITS = {
  subject: 150,
  message: 2000,
  organization: 120,
  feedback: 1000,
  referralMessage: 1000,
  /**
   * The referral sends the referrer's display name (docs/requirements.md#referral-payload); first
   * and last name fit with room to spare.
   */
  userName: 2 * NAME_MAX_LENGTH + 1,
  maxFriends: 10,
  honeypot: 200,
} as const;

/** Required text: not empty, not only spaces (the `\S` pattern), and capped. */
const Text = (maxLength: number, { multiLine = false }: { multiLine?: boolean } = {}) =>
  SafeString({ minLength: 1, maxLength, pattern: '\\S', multiLine });

/**
 * The honeypot. The forms render it visually hidden and out of the tab order, so people leave
 * it empty; bots that fill every input fill it too, and such a submission is answered as a
 * success but neither stored nor sent.
 */
const Honeypot = Type.Optional(
  SafeString({ maxLength: MESSAGE_LIMITS.honeypot, description: 'Leave empty (spam trap)' }),
);

export const ContactRequest = Type.Object(
  {
    name: Text(NAME_MAX_LENGTH),
    email: Email,
    subject: Text(MESSAGE_LIMITS.subject),
    message: Text(MESSAGE_LIMITS.message, { multiLine: true }),
    website: Honeypot,
  },
  closed,
);
export type ContactRequest = Static<typeof ContactRequest>;

export const PARTNERSHIP_KINDS = ['lender', 'employer', 'school', 'other'] as const;
export type PartnershipKind = (typeof PARTNERSHIP_KINDS)[number];
/** An enum rather than a union of literals, so a wrong value fails with one clear complaint. */
const PartnershipKindSchema = Type.Unsafe<PartnershipKind>({
  type: 'string',
  enum: [...PARTNERSHIP_KINDS],
  description: 'The kind of partnership',
});

export const PartnerRequest = Type.Object(
  {
    organization: Text(MESSAGE_LIMITS.organization),
    contactName: Text(NAME_MAX_LENGTH),
    email: Email,
    phone: Phone,
    partnershipKind: PartnershipKindSchema,
    message: Text(MESSAGE_LIMITS.message, { multiLine: true }),
    website: Honeypot,
  },
  closed,
);
export type PartnerRequest = Static<typeof PartnerRequest>;

/** docs/requirements.md#feedback-payload: the feedback message travels as `comment`. */
export const FeedbackRequest = Type.Object(
  {
    comment: Text(MESSAGE_LIMITS.feedback, { multiLine: true }),
    /** The page the feedback was given on, so the team can see what it is about. */
    page: Type.Optional(SafeString({ maxLength: 300, pattern: '^/' })),
    website: Honeypot,
  },
  closed,
);
export type FeedbackRequest = Static<typeof FeedbackRequest>;

/**
 * docs/requirements.md#referral-payload: message, userName, userEmail and friends, sent under the
 * name referralDetails.
 */
export const ReferralDetails = Type.Object(
  {
    message: Text(MESSAGE_LIMITS.referralMessage, { multiLine: true }),
    userName: Text(MESSAGE_LIMITS.userName),
    userEmail: Email,
    friends: Type.Array(Email, { minItems: 1, maxItems: MESSAGE_LIMITS.maxFriends }),
  },
  closed,
);
export type ReferralDetails = Static<typeof ReferralDetails>;

export const ReferRequest = Type.Object({ referralDetails: ReferralDetails }, closed);
export type ReferRequest = Static<typeof ReferRequest>;

export const ReferResponse = Type.Object(
  { invited: Type.Integer({ minimum: 0, description: 'Friends invited by this referral' }) },
  closed,
);
export type ReferResponse = Static<typeof ReferResponse>;

/**
 * One friend the caller invited. `joined` is true only when the friend registered through the
 * invitation link, so the list never tells whether an address has an account otherwise.
 */
export const Referral = Type.Object(
  {
    id: Type.String({ description: 'Public id of the invitation' }),
    friendEmail: Email,
    invitedAt: Type.String({ format: 'date-time' }),
    joined: Type.Boolean(),
    joinedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  closed,
);
export type Referral = Static<typeof Referral>;
