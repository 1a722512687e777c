import type { LenderRoleId, ProviderRef } from '@lendbridge/contract';
import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import { bearerToken } from '../authenticate';
import { findSession } from '../../accounts/sessions';

/** Someone logged in to the lender workspace. */
export interface LenderCaller {
  userId: number;
  roleId: LenderRoleId;
  /** Staff: their provider. Admin: null, every provider. */
  provider: ProviderRef | null;
  /** Admins see everything and change nothing. */
  readOnly: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on lender workspace routes: whose session made the call. */
    lender?: LenderCaller;
  }
}

const SESSION_ENDED = 'Your session has ended. Please log in again.';
export const NOT_LENDER =
  'This is the lender workspace, for lender staff. Borrowers log in on the Lendbridge site to see their loans.';
export const NOT_ATTACHED =
  'Your account is not attached to a lender yet. Ask Lendbridge to attach it before using the workspace.';

const isLenderRole = (roleId: number): roleId is LenderRoleId => roleId === 2 || roleId === 3;

/**
 * Who may use the workspace: staff attached to a provider, and admins. A borrower's account is
 * refused with the same message at login and on every call.
 */
export async function lenderIdentity(
  db: Queryable,
  user: { id: number; roleId: number },
): Promise<LenderCaller> {
  if (!isLenderRole(user.roleId)) throw new HttpError(403, NOT_LENDER, { error: 'not_lender' });
  if (user.roleId === 3) return { userId: user.id, roleId: 3, provider: null, readOnly: true };
  const { rows } = await db.query<ProviderRef>(
    `SELECT p.id, p.name FROM users u JOIN providers p ON p.id = u.provider_id WHERE u.id = $1`,
    [user.id],
  );
  const provider = rows[0];
  if (!provider) throw new HttpError(403, NOT_ATTACHED, { error: 'not_attached' });
  return { userId: user.id, roleId: 2, provider, readOnly: false };
}

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

/** Every write: an admin looks but changes nothing. Answers the provider the write acts for. */
export function writerOf(request: FastifyRequest): LenderCaller & { provider: ProviderRef } {
  const lender = lenderOf(request);
  if (lender.readOnly || !lender.provider) {
    throw new HttpError(403, 'Platform admins can see every lender’s work here but cannot change it.', {
      error: 'read_only',
    });
  }
  return { ...lender, provider: lender.provider };
}

/**
 * The providers a read may cover: staff only ever their own (asking for another simply matches
 * nothing), an admin every one or the one asked for.
 */
export function readScope(lender: LenderCaller, requested?: number): { providerIds: number[] | null } {
  if (lender.provider) {
    return {
      providerIds: requested === undefined || requested === lender.provider.id ? [lender.provider.id] : [],
    };
  }
  return { providerIds: requested === undefined ? null : [requested] };
}
