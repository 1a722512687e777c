import type { ProviderRef } from '@lendbridge/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import { findSession } from '../../accounts/sessions';
import { lenderIdentity, writerFrom, type LenderCaller } from '../../lender/lender-identity';
import { bearerToken } from '../authenticate';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on lender workspace routes: whose session made the call. */
    lender?: LenderCaller;
  }
}

const SESSION_ENDED = 'Your session has ended. Please log in again.';

export function createLenderAuthenticator(db: Database) {
  return async function authenticateLender(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const session = token ? await findSession(db, token) : undefined;
    if (!session) throw new HttpError(401, SESSION_ENDED, { error: 'invalid_token' });
    request.lender = await lenderIdentity(db, { id: session.userId, roleId: session.roleId });
  };
}

export function lenderOf(request: FastifyRequest): LenderCaller {
  if (!request.lender) throw new HttpError(401, SESSION_ENDED, { error: 'invalid_token' });
  return request.lender;
}

/** The caller of a write, who must be staff of a provider (an admin changes nothing). */
export function writerOf(request: FastifyRequest): LenderCaller & { provider: ProviderRef } {
  return writerFrom(lenderOf(request));
}
