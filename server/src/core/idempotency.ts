import { createHash } from 'node:crypto';
import type { TSchema, Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Database, Queryable } from '../db/database';
import { RequestMismatch } from '../errors/domain-errors';

export interface IdempotencyScope<S extends TSchema> {
  userId: number;
  /** The Idempotency-Key header; without one the work simply runs. */
  key: string | undefined;
  /** Everything that makes two requests "the same": route, path ids and body. */
  request: unknown;
  /** The answer's schema, so a stored answer is checked before it is returned again. */
  answer: S;
}

const fingerprint = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * Runs a state change once per Idempotency-Key, in one transaction with the key's record: a
 * repeat gets the first answer, the same key with a different request is refused (422). A
 * concurrent repeat waits on the key's row until the first commits, then reads its answer. A
 * change that fails rolls back together with its key, so a retry is evaluated afresh.
 */
export async function runIdempotent<S extends TSchema>(
  db: Database,
  scope: IdempotencyScope<S>,
  work: (tx: Queryable) => Promise<Static<S>>,
): Promise<Static<S>> {
  return db.transaction(async (tx) => {
    const { key, userId } = scope;
    const hash = fingerprint(scope.request);
    if (key !== undefined) {
      const claimed = await tx.query(
        `INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response)
         VALUES ($1, $2, $3, 0, 'null') ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
        [userId, key, hash],
      );
      if (claimed.rows.length === 0) {
        const { rows } = await tx.query<{ requestHash: string; response: unknown }>(
          `SELECT request_hash AS "requestHash", response FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
          [userId, key],
        );
        const first = rows[0];
        if (!first || first.requestHash !== hash) {
          throw new RequestMismatch(
            'This Idempotency-Key was already used for a different request. Send a new key.',
            {
              reason: 'idempotency_key_reused',
            },
          );
        }
        if (Value.Check(scope.answer, first.response)) return first.response;
        throw new Error(`Stored answer for idempotency key ${key} does not match its schema`);
      }
    }
    const answer = await work(tx);
    if (key !== undefined) {
      await tx.query(
        `UPDATE idempotency_keys SET status_code = 200, response = $3 WHERE user_id = $1 AND key = $2`,
        [userId, key, JSON.stringify(answer)],
      );
    }
    return answer;
  });
}
