import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { findSession, type SessionCaller } from '../accounts/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on authenticated routes: whose session made the call. */
    caller?: SessionCaller;
  }
}

const SESSION_ENDED = 'Your session has ended. Please log in again.';
const BORROWER_ROLE = 1;

/**
 * Who a route is for. Borrower routes act on a borrower's own loans and identity, so a lender
 * workspace session (staff or admin) is refused there rather than given a borrower's powers
 * (binding a roster entry, accepting offers); 'any' is for ending one's own session.
 */
export type Audience = 'borrower' | 'any';

const admits = (audience: Audience, caller: SessionCaller) =>
  audience === 'any' || caller.roleId === BORROWER_ROLE;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Every authenticated call checks its token against the session table: expiry and revocation included. */
export function createAuthenticator(db: Database, audience: Audience = 'borrower') {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const caller = token ? await findSession(db, token) : undefined;
    if (!caller) throw new HttpError(401, SESSION_ENDED, { error: 'invalid_token' });
    if (!admits(audience, caller)) {
      throw new HttpError(403, 'This is for borrowers. Lender staff work in the lender workspace.', {
        error: 'forbidden',
      });
    }
    request.caller = caller;
  };
}

/**
 * For calls anyone may make: a valid borrower token tells us who is calling; a missing, expired
 * or revoked one (or a lender workspace session) simply makes the caller a visitor.
 */
export function createIdentifier(db: Database) {
  return async function identify(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const caller = token ? await findSession(db, token) : undefined;
    if (caller && admits('borrower', caller)) request.caller = caller;
  };
}

/** The caller of an authenticated route (the authenticator ran first). */
export function callerOf(request: FastifyRequest): SessionCaller {
  if (!request.caller) throw new HttpError(401, SESSION_ENDED, { error: 'invalid_token' });
  return request.caller;
}
