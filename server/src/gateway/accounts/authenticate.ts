import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { findSession, type SessionCaller } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on authenticated routes: whose session made the call. */
    caller?: SessionCaller;
  }
}

const SESSION_ENDED = 'Your session has ended. Please log in again.';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Every authenticated call checks its token against the session table: expiry and revocation included. */
export function createAuthenticator(db: Database) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const caller = token ? await findSession(db, token) : undefined;
    if (!caller) throw new HttpError(401, SESSION_ENDED, { error: 'invalid_token' });
    request.caller = caller;
  };
}

/** The caller of an authenticated route (the authenticator ran first). */
export function callerOf(request: FastifyRequest): SessionCaller {
  if (!request.caller) throw new HttpError(401, SESSION_ENDED, { error: 'invalid_token' });
  return request.caller;
}

/**
 * For routes anyone may call (`auth: 'optional'`): a valid token tells who is calling, and a
 * missing, expired or revoked one is simply ignored, so the call goes on anonymously.
 */
export function createIdentifier(db: Database) {
  return async function identify(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const caller = token ? await findSession(db, token) : undefined;
    if (caller) request.caller = caller;
  };
}
