import { Type, type Static } from '@sinclair/typebox';
import { CatalogueId, Nullable, RecordId, Timestamp } from './marketplace';
import { PARTNERSHIP_KINDS } from './messages';
import { SafeString } from './text';

/*
 * What platform admins read in the console besides organisations (docs/console.md#messages and
 * #audit-log): the messages people sent through the site's forms, and the audit log of every
 * change. Both lists are newest first and paged by keyset: a page ends with `nextCursor`, which
 * the next page's `after` sends back, so rows written meanwhile never shift or repeat a page.
 */

const closed = { additionalProperties: false } as const;

export const CONSOLE_LIST_LIMIT = { default: 25, max: 100 } as const;

/** Where a page ends: opaque to the client, which sends it back as it came. */
export const ListCursor = SafeString({ maxLength: 80, pattern: '^[0-9]{1,17}_[0-9a-f-]{1,36}$' });

const KeysetFields = {
  after: Type.Optional(ListCursor),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: CONSOLE_LIST_LIMIT.max,
      default: CONSOLE_LIST_LIMIT.default,
      description: `Rows per page, at most ${CONSOLE_LIST_LIMIT.max}`,
    }),
  ),
};

/** A page of a keyset-paged list: null `nextCursor` on the last page. */
export const KeysetPage = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({ items: Type.Array(item), nextCursor: Nullable(Type.String()) }, closed);

export const INBOX_KINDS = ['contact', 'partnership'] as const;
export const InboxKind = Type.Union(INBOX_KINDS.map((kind) => Type.Literal(kind)));
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_STATES = ['open', 'handled'] as const;
export const InboxState = Type.Union(INBOX_STATES.map((state) => Type.Literal(state)));
export type InboxState = (typeof INBOX_STATES)[number];

export const InboxQuery = Type.Object(
  { ...KeysetFields, kind: Type.Optional(InboxKind), state: Type.Optional(InboxState) },
  closed,
);
export type InboxQuery = Static<typeof InboxQuery>;

export const MessageParams = Type.Object({ id: RecordId }, closed);

/** One message in the inbox's list: who wrote, about what, and whether someone dealt with it. */
export const InboxItem = Type.Object(
  {
    id: RecordId,
    kind: InboxKind,
    receivedAt: Timestamp,
    /** The sender's name (a partnership enquiry's contact). */
    name: Type.String(),
    email: Type.String(),
    /** A contact message's subject; a partnership enquiry's organisation. */
    subject: Type.String(),
    /** The message's start, to recognise it in the list. */
    excerpt: Type.String(),
    state: InboxState,
    handledAt: Nullable(Timestamp),
    replyCount: Type.Integer({ minimum: 0 }),
  },
  closed,
);
export type InboxItem = Static<typeof InboxItem>;

export const OperatorRef = Type.Object(
  { id: CatalogueId, name: Type.String(), email: Type.String() },
  closed,
);
export type OperatorRef = Static<typeof OperatorRef>;

export const MessageReply = Type.Object(
  {
    repliedAt: Timestamp,
    repliedBy: OperatorRef,
    sentTo: Type.String(),
    subject: Type.String(),
    text: Type.String(),
  },
  closed,
);
export type MessageReply = Static<typeof MessageReply>;

/** A message in full, with what was done about it. */
export const InboxMessage = Type.Object(
  {
    ...InboxItem.properties,
    message: Type.String(),
    /** A partnership enquiry's organisation, phone and kind; null for a contact message. */
    partnership: Nullable(
      Type.Object(
        {
          organization: Type.String(),
          phone: Type.String(),
          partnershipKind: Type.Union(PARTNERSHIP_KINDS.map((kind) => Type.Literal(kind))),
        },
        closed,
      ),
    ),
    handledBy: Nullable(OperatorRef),
    replies: Type.Array(MessageReply),
  },
  closed,
);
export type InboxMessage = Static<typeof InboxMessage>;

export const MarkMessageRequest = Type.Object(
  { handled: Type.Boolean({ description: 'true: handled; false: back to open' }) },
  closed,
);
export type MarkMessageRequest = Static<typeof MarkMessageRequest>;

export const REPLY_LIMITS = { textMaxLength: 5000 } as const;

export const ReplyRequest = Type.Object(
  {
    /** The reply's words; the email adds the greeting and the team's signature. */
    text: SafeString({
      minLength: 1,
      maxLength: REPLY_LIMITS.textMaxLength,
      pattern: '\\S',
      multiLine: true,
    }),
  },
  closed,
);
export type ReplyRequest = Static<typeof ReplyRequest>;

/** What the audit log records changes of (server/src/core/audit.ts). */
export const AUDIT_ENTITIES = [
  'offer',
  'loan',
  'renewal',
  'remittance',
  'provider_setting',
  'organization',
  'roster_upload',
  'roster_member',
  'settlement_request',
  'account',
  'message',
  'provider',
  'staff_account',
  'faq',
  'testimonial',
  'loan_type',
  'institution',
  'scholarship',
] as const;
export const AuditEntity = Type.Union(AUDIT_ENTITIES.map((entity) => Type.Literal(entity)));
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_LIMITS = { actorMaxLength: 254, recordMaxLength: 40 } as const;

export const AuditQuery = Type.Object(
  {
    ...KeysetFields,
    /** A user's id, their email (whatever its case), or part of their name. */
    actor: Type.Optional(
      SafeString({ minLength: 1, maxLength: AUDIT_LIMITS.actorMaxLength, pattern: '\\S' }),
    ),
    entity: Type.Optional(AuditEntity),
    /** A record's id: a uuid (loans, offers, messages…) or a number (organisations, roster members). */
    record: Type.Optional(
      SafeString({
        maxLength: AUDIT_LIMITS.recordMaxLength,
        pattern:
          '^([0-9]{1,10}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$',
        description: 'A uuid or a number',
      }),
    ),
    /** Entries at or after this instant. */
    from: Type.Optional(SafeString({ format: 'date-time' })),
    /** Entries before this instant. */
    to: Type.Optional(SafeString({ format: 'date-time' })),
  },
  closed,
);
export type AuditQuery = Static<typeof AuditQuery>;

export const ROLE_IDS = [1, 2, 3, 4] as const;

/** Who made a change: null for Lendbridge itself (a scheduled job such as offer expiry). */
export const AuditActor = Type.Object(
  {
    id: CatalogueId,
    name: Type.String(),
    email: Type.String(),
    /** 1 borrower, 2 lender staff, 3 platform admin, 4 organisation administrator. */
    roleId: Type.Union(ROLE_IDS.map((role) => Type.Literal(role))),
  },
  closed,
);
export type AuditActor = Static<typeof AuditActor>;

export const AuditLogEntry = Type.Object(
  {
    id: Type.String({ description: 'The entry’s own number' }),
    occurredAt: Timestamp,
    actor: Nullable(AuditActor),
    entity: Type.String(),
    /** The record's uuid or number. */
    record: Nullable(Type.String()),
    action: Type.String(),
    fromStatus: Nullable(Type.String()),
    toStatus: Nullable(Type.String()),
    details: Type.Record(Type.String(), Type.Unknown()),
  },
  closed,
);
export type AuditLogEntry = Static<typeof AuditLogEntry>;
