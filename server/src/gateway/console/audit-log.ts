import type { AuditActor, AuditLogEntry, AuditQuery } from '@lendbridge/contract';
import { CONSOLE_LIST_LIMIT } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { InvalidInput } from '../../errors/domain-errors';
import { cursorOf, instantOf, microsOf, NUMBER_KEY, readCursor } from './keyset';

/**
 * The audit log as platform admins read it. Every filter is a condition one of the log's indexes
 * answers in (occurred_at, id) order (migration 050): by actor, by record (uuid or number), over
 * everything for a time range. A page reads at most `limit + 1` entries of the index, never counts
 * the whole log.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The users a person filter names: an id, an email whatever its case, or part of a name. */
function actorCondition(actor: string, parameter: number): { sql: string; value: string | number } {
  const wanted = actor.trim();
  if (/^[0-9]{1,9}$/.test(wanted)) return { sql: `a.actor_user_id = $${parameter}`, value: Number(wanted) };
  if (wanted.includes('@')) {
    return {
      sql: `a.actor_user_id IN (SELECT id FROM users WHERE lower(email) = lower($${parameter}))`,
      value: wanted,
    };
  }
  // Part of a name: the users table is far smaller than the log, and each match reads its own index.
  const pattern = `%${wanted.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return {
    sql: `a.actor_user_id IN (SELECT id FROM users WHERE (first_name || ' ' || last_name) ILIKE $${parameter})`,
    value: pattern,
  };
}

interface EntryRow {
  id: string;
  occurredAt: Date;
  actor: AuditActor | null;
  entity: string;
  record: string | null;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  details: Record<string, unknown>;
  micros: string;
}

export async function listAuditLog(
  db: Queryable,
  query: AuditQuery,
): Promise<{ items: AuditLogEntry[]; nextCursor: string | null }> {
  const after = readCursor(query.after, NUMBER_KEY);
  const limit = query.limit ?? CONSOLE_LIST_LIMIT.default;
  if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to)) {
    throw new InvalidInput('The end of the period must come after its start.', { field: 'to' });
  }
  const conditions: string[] = [];
  const values: unknown[] = [];
  const parameter = (value: unknown) => {
    values.push(value);
    return values.length;
  };

  if (query.actor !== undefined) {
    const actor = actorCondition(query.actor, values.length + 1);
    values.push(actor.value);
    conditions.push(actor.sql);
  }
  if (query.record !== undefined) {
    conditions.push(
      UUID.test(query.record)
        ? `a.entity_id = $${parameter(query.record.toLowerCase())}::uuid`
        : `a.record_id = $${parameter(String(Number(query.record)))}`,
    );
  }
  if (query.entity !== undefined) conditions.push(`a.entity = $${parameter(query.entity)}`);
  if (query.from !== undefined) conditions.push(`a.occurred_at >= $${parameter(query.from)}::timestamptz`);
  if (query.to !== undefined) conditions.push(`a.occurred_at < $${parameter(query.to)}::timestamptz`);
  if (after) {
    const micros = parameter(after.micros);
    conditions.push(`(a.occurred_at, a.id) < (${instantOf(micros)}, $${parameter(after.key)}::bigint)`);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';

  const { rows } = await db.query<EntryRow>(
    `SELECT a.id::text AS id, a.occurred_at AS "occurredAt", ${microsOf('a.occurred_at')} AS micros,
       CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id,
         'name', trim(u.first_name || ' ' || u.last_name), 'email', u.email, 'roleId', u.role_id) END AS actor,
       a.entity, coalesce(a.entity_id::text, a.record_id) AS record, a.action,
       a.from_status AS "fromStatus", a.to_status AS "toStatus", a.details
     FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
     ${where}
     ORDER BY a.occurred_at DESC, a.id DESC LIMIT $${parameter(limit + 1)}`,
    values,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ micros: _micros, occurredAt, ...entry }) => ({
      ...entry,
      occurredAt: new Date(occurredAt).toISOString(),
    })),
    nextCursor: rows.length > limit && last ? cursorOf({ micros: last.micros, key: last.id }) : null,
  };
}
