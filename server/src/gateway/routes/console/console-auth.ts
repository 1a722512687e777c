import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import { findSession } from '../../accounts/sessions';
import { consoleIdentity, type ConsoleCaller } from '../../console/console-identity';
import { bearerToken } from '../authenticate';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on console routes: whose session made the call. */
    operator?: ConsoleCaller;
  }
}

const SESSION_ENDED = 'Your session has ended. Please log in again.';

/** Every console call: a live session of a platform admin or an attached organisation administrator. */
export function createConsoleAuthenticator(db: Database) {
  return async function authenticateOperator(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const session = token ? await findSession(db, token) : undefined;
    if (!session) throw new HttpError(401, SESSION_ENDED, { error: 'invalid_token' });
    request.operator = await consoleIdentity(db, { id: session.userId, roleId: session.roleId });
  };
}

export function operatorOf(request: FastifyRequest): ConsoleCaller {
  if (!request.operator) throw new HttpError(401, SESSION_ENDED, { error: 'invalid_token' });
  return request.operator;
}
