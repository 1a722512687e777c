import type {
  InboxItem,
  InboxKind,
  InboxMessage,
  InboxQuery,
  MessageReply,
  OperatorRef,
} from '@lendbridge/contract';
import { CONSOLE_LIST_LIMIT } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { NotFound, RuleRefused } from '../../errors/domain-errors';
import { audit } from '../../core/audit';
import { messageReply } from '../../core/email-templates';
import type { MailMessage } from '../../mail/mailer';
import { cursorOf, instantOf, microsOf, readCursor, UUID_KEY } from './keyset';

/** The contact and partnership messages people sent through the site, as the console's inbox. */

export const MESSAGE_NOT_FOUND = 'We could not find that message.';

const TABLE: Record<InboxKind, string> = {
  contact: 'contact_messages',
  partnership: 'partnership_messages',
};

/** Each table's columns under the inbox's names. */
const LIST_COLUMNS: Record<InboxKind, string> = {
  contact: `'contact' AS kind, m.name, m.subject`,
  partnership: `'partnership' AS kind, m.contact_name AS name, m.organization AS subject`,
};

const REPLY_KEY: Record<InboxKind, string> = {
  contact: 'contact_message_id',
  partnership: 'partnership_message_id',
};

interface ListRow {
  id: string;
  kind: InboxKind;
  name: string;
  email: string;
  subject: string;
  excerpt: string;
  receivedAt: Date;
  handledAt: Date | null;
  replyCount: number;
  micros: string;
}

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

const toItem = (row: ListRow): InboxItem => ({
  id: row.id,
  kind: row.kind,
  receivedAt: new Date(row.receivedAt).toISOString(),
  name: row.name,
  email: row.email,
  subject: row.subject,
  excerpt: row.excerpt,
  state: row.handledAt === null ? 'open' : 'handled',
  handledAt: iso(row.handledAt),
  replyCount: row.replyCount,
});

/** One table's page, newest first after the cursor; the two are merged in the same order. */
function pageOf(kind: InboxKind): string {
  return `(SELECT ${LIST_COLUMNS[kind]}, m.public_id::text AS id, m.email,
      regexp_replace(left(m.message, 200), '\\s+', ' ', 'g') AS excerpt,
      m.created_at AS "receivedAt", m.handled_at AS "handledAt", ${microsOf('m.created_at')} AS micros,
      (SELECT count(*) FROM message_replies r WHERE r.${REPLY_KEY[kind]} = m.id)::integer AS "replyCount"
    FROM ${TABLE[kind]} m
    WHERE ($1::text IS NULL OR ($1 = 'handled') = (m.handled_at IS NOT NULL))
      AND ($2::bigint IS NULL OR (m.created_at, m.public_id) < (${instantOf(2)}, $3::uuid))
    ORDER BY m.created_at DESC, m.public_id DESC LIMIT $4)`;
}

/** A page of the inbox: both kinds or one, open or handled or both. */
export async function listInbox(
  db: Queryable,
  query: InboxQuery,
): Promise<{ items: InboxItem[]; nextCursor: string | null }> {
  const after = readCursor(query.after, UUID_KEY);
  const limit = query.limit ?? CONSOLE_LIST_LIMIT.default;
  const kinds = query.kind ? [query.kind] : (['contact', 'partnership'] as const);
  const { rows } = await db.query<ListRow>(
    `SELECT * FROM (${kinds.map(pageOf).join(' UNION ALL ')}) page
     ORDER BY "receivedAt" DESC, id DESC LIMIT $4`,
    [query.state ?? null, after?.micros ?? null, after?.key ?? null, limit + 1],
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last ? cursorOf({ micros: last.micros, key: last.id }) : null,
  };
}

interface Located {
  kind: InboxKind;
  rowId: number;
  email: string;
  name: string;
  subject: string;
  handledAt: Date | null;
}

/** Which table holds the message; with `forUpdate`, the row is locked for the change. */
async function locate(db: Queryable, id: string, forUpdate: boolean): Promise<Located> {
  for (const kind of ['contact', 'partnership'] as const) {
    const { rows } = await db.query<Located>(
      `SELECT '${kind}' AS kind, m.id AS "rowId", m.email, ${LIST_COLUMNS[kind]}, m.handled_at AS "handledAt"
       FROM ${TABLE[kind]} m WHERE m.public_id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
      [id],
    );
    if (rows[0]) return rows[0];
  }
  throw new NotFound(MESSAGE_NOT_FOUND, { reason: 'not_found' });
}

const OPERATOR = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id,
     'name', trim(${alias}.first_name || ' ' || ${alias}.last_name), 'email', ${alias}.email) END`;

/** A message in full, with who handled it and every reply sent. */
export async function findMessage(db: Queryable, id: string): Promise<InboxMessage> {
  const { kind, rowId } = await locate(db, id, false);
  const { rows } = await db.query<
    ListRow & {
      message: string;
      handledBy: OperatorRef | null;
      organization?: string;
      phone?: string;
      partnershipKind?: 'lender' | 'employer' | 'school' | 'other';
    }
  >(
    `SELECT ${LIST_COLUMNS[kind]}, m.public_id::text AS id, m.email, m.message,
       regexp_replace(left(m.message, 200), '\\s+', ' ', 'g') AS excerpt,
       m.created_at AS "receivedAt", m.handled_at AS "handledAt",
       (SELECT count(*) FROM message_replies r WHERE r.${REPLY_KEY[kind]} = m.id)::integer AS "replyCount",
       ${OPERATOR('h')} AS "handledBy"
       ${kind === 'partnership' ? ', m.organization, m.phone, m.partnership_kind AS "partnershipKind"' : ''}
     FROM ${TABLE[kind]} m LEFT JOIN users h ON h.id = m.handled_by WHERE m.id = $1`,
    [rowId],
  );
  const row = rows[0]!;
  const replies = await db.query<Omit<MessageReply, 'repliedAt'> & { repliedAt: Date }>(
    `SELECT r.replied_at AS "repliedAt", ${OPERATOR('u')} AS "repliedBy", r.sent_to AS "sentTo",
       r.subject, r.body AS text
     FROM message_replies r JOIN users u ON u.id = r.replied_by
     WHERE r.${REPLY_KEY[kind]} = $1 ORDER BY r.replied_at, r.id`,
    [rowId],
  );
  return {
    ...toItem(row),
    message: row.message,
    partnership:
      kind === 'partnership'
        ? { organization: row.organization!, phone: row.phone!, partnershipKind: row.partnershipKind! }
        : null,
    handledBy: row.handledBy,
    replies: replies.rows.map((reply) => ({ ...reply, repliedAt: new Date(reply.repliedAt).toISOString() })),
  };
}

const stateOf = (handledAt: Date | null) => (handledAt === null ? 'open' : 'handled');

/** Handled or back to open, audited; marking it as it already is writes nothing. */
export async function markMessage(
  tx: Queryable,
  id: string,
  handled: boolean,
  actorUserId: number,
): Promise<{ changed: boolean }> {
  const message = await locate(tx, id, true);
  if ((message.handledAt !== null) === handled) return { changed: false };
  await tx.query(
    `UPDATE ${TABLE[message.kind]} SET handled_at = ${handled ? 'now()' : 'NULL'}, handled_by = $2
     WHERE id = $1`,
    [message.rowId, handled ? actorUserId : null],
  );
  await audit(tx, {
    actorUserId,
    entity: 'message',
    entityId: id,
    action: handled ? 'handled' : 'reopened',
    fromStatus: stateOf(message.handledAt),
    toStatus: handled ? 'handled' : 'open',
    details: { kind: message.kind },
  });
  return { changed: true };
}

/**
 * One address, as the forms' schema requires: nothing a mail library would read as a second
 * recipient or a header (commas, semicolons, angle brackets, quotes, spaces, line breaks).
 */
const SINGLE_ADDRESS = /^[^\s@,;:<>()[\]"\\]{1,64}@[^\s@,;:<>()[\]"\\]+\.[^\s@,;:<>()[\]"\\]+$/u;

/**
 * A reply emailed to the sender, only to the address stored with the message, kept with it; the
 * message becomes handled. Everything is audited; the email leaves once the change commits.
 */
export async function replyToMessage(
  tx: Queryable,
  id: string,
  text: string,
  actorUserId: number,
  teamInbox: string,
): Promise<MailMessage> {
  const message = await locate(tx, id, true);
  if (message.email.length > 254 || !SINGLE_ADDRESS.test(message.email)) {
    throw new RuleRefused(
      'The address stored with this message is not one we can write to. Nothing was sent.',
      { reason: 'unusable_address' },
    );
  }
  const mail = {
    ...messageReply(message.email, message.kind, message.name, message.subject, text.trim()),
    replyTo: teamInbox,
  };
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO message_replies (${REPLY_KEY[message.kind]}, replied_by, sent_to, subject, body)
     VALUES ($1, $2, $3, $4, $5) RETURNING id::text`,
    [message.rowId, actorUserId, mail.to, mail.subject, text.trim()],
  );
  if (message.handledAt === null) {
    await tx.query(`UPDATE ${TABLE[message.kind]} SET handled_at = now(), handled_by = $2 WHERE id = $1`, [
      message.rowId,
      actorUserId,
    ]);
  }
  await audit(tx, {
    actorUserId,
    entity: 'message',
    entityId: id,
    action: 'replied',
    fromStatus: stateOf(message.handledAt),
    toStatus: 'handled',
    // The address and words stay with the reply, which an account's closure erases; the log keeps neither.
    details: { kind: message.kind, replyId: rows[0]!.id },
  });
  return mail;
}
