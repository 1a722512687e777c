import type { LenderRoleId, ProviderRef } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { Forbidden, InvalidInput, NotFound } from '../../errors/domain-errors';

/** Someone logged in to the lender workspace. */
export interface LenderCaller {
  userId: number;
  roleId: LenderRoleId;
  /** Staff: their provider. Admin: null, every provider. */
  provider: ProviderRef | null;
  /** Admins see everything and change nothing. */
  readOnly: boolean;
}

export const NOT_LENDER =
  'This is the lender workspace, for lender staff. Borrowers log in on the Lendbridge site to see their loans.';
export const NOT_ATTACHED =
  'Your account is not attached to a lender yet. Ask Lendbridge to attach it before using the workspace.';

export const ACCOUNT_DEACTIVATED =
  'Your lender workspace account has been deactivated, so you cannot log in. Ask your manager or Lendbridge if you need it again.';

const isLenderRole = (roleId: number): roleId is LenderRoleId => roleId === 2 || roleId === 3;

/**
 * Who may use the workspace: staff attached to a provider, and admins. A borrower's account is
 * refused with the same message at login and on every call.
 */
export async function lenderIdentity(
  db: Queryable,
  user: { id: number; roleId: number },
): Promise<LenderCaller> {
  if (!isLenderRole(user.roleId)) throw new Forbidden(NOT_LENDER, { reason: 'not_lender' });
  if (user.roleId === 3) return { userId: user.id, roleId: 3, provider: null, readOnly: true };
  const { rows } = await db.query<ProviderRef & { active: boolean; deactivated: boolean }>(
    `SELECT p.id, p.name, p.is_active AS active, u.deactivated_at IS NOT NULL AS deactivated
     FROM users u JOIN providers p ON p.id = u.provider_id WHERE u.id = $1`,
    [user.id],
  );
  const found = rows[0];
  if (!found) throw new Forbidden(NOT_ATTACHED, { reason: 'not_attached' });
  // Checked on every call as well as at login, so a deactivation shuts a session still open.
  if (found.deactivated) throw new Forbidden(ACCOUNT_DEACTIVATED, { reason: 'account_deactivated' });
  if (!found.active) {
    throw new Forbidden(
      `${found.name} is not active on Lendbridge at the moment, so its workspace is closed. Ask Lendbridge for details.`,
      { reason: 'provider_inactive' },
    );
  }
  return { userId: user.id, roleId: 2, provider: { id: found.id, name: found.name }, readOnly: false };
}

/** Every write: an admin looks but changes nothing. Answers the provider the write acts for. */
export function writerFrom(lender: LenderCaller): LenderCaller & { provider: ProviderRef } {
  if (lender.readOnly || !lender.provider) {
    throw new Forbidden('Platform admins can see every lender’s work here but cannot change it.', {
      reason: 'read_only',
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

/** The lenders the workspace may show: staff their own, an admin every one, by name. */
export async function visibleProviders(db: Queryable, lender: LenderCaller): Promise<ProviderRef[]> {
  const { rows } = await db.query<ProviderRef>(
    'SELECT id, name FROM providers WHERE $1::integer IS NULL OR id = $1 ORDER BY name',
    [lender.provider?.id ?? null],
  );
  return rows;
}

/**
 * Whose settings a settings read shows: staff their own provider's (asking for another's reads
 * like a missing lender), an admin the one they name.
 */
export function settingsProviderOf(lender: LenderCaller, asked: number | undefined): number {
  if (lender.provider && asked !== undefined && asked !== lender.provider.id) {
    throw new NotFound('We could not find that lender.', { reason: 'not_found' });
  }
  const providerId = lender.provider?.id ?? asked;
  if (providerId === undefined) {
    throw new InvalidInput('Choose a lender to see its settings.', { field: 'providerId' });
  }
  return providerId;
}
