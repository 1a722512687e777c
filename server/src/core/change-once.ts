import { IDEMPOTENCY_HEADER } from '@lendbridge/contract';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database';
import type { Mailer, MailMessage } from '../mail/mailer';
import { runIdempotent } from './idempotency';

export interface Change {
  tx: Queryable;
  /** An email to send once the change has committed; a replay or a rollback sends nothing. */
  notify(message: MailMessage): void;
}

export type ChangeOnce = <S extends TSchema>(
  request: FastifyRequest,
  answer: S,
  actorUserId: number,
  change: (change: Change) => Promise<Static<S>>,
) => Promise<Static<S>>;

/**
 * A state change run once per Idempotency-Key, in one transaction: the route, its path ids and
 * its body make up the request a repeated key must match. The emails it asks for go out after
 * the commit, so nobody is told about a change that did not happen, nor told twice on a retry.
 */
export function createChangeOnce(db: Database, mailer: Mailer): ChangeOnce {
  return async (request, answer, actorUserId, change) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    const outbox: MailMessage[] = [];
    const result = await runIdempotent(
      db,
      {
        userId: actorUserId,
        key: typeof key === 'string' ? key : undefined,
        request: [request.routeOptions.url, request.params, request.body],
        answer,
      },
      (tx) => change({ tx, notify: (message) => outbox.push(message) }),
    );
    for (const message of outbox) mailer.send(message);
    return result;
  };
}
