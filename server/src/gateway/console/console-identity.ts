import type { ConsoleRoleId, OrganizationRef } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { Forbidden, NotFound } from '../../errors/domain-errors';

/** Someone logged in to the console. */
export interface ConsoleCaller {
  userId: number;
  roleId: ConsoleRoleId;
  /** An organisation administrator's organisation; null for a platform admin, who sees every one. */
  organization: OrganizationRef | null;
}

export const PLATFORM_ADMIN_ROLE = 3;
export const ORGANIZATION_ADMIN_ROLE = 4;

export const NOT_OPERATOR =
  'This is the Lendbridge console, for platform admins and organisation administrators. Borrowers log in on the ' +
  'Lendbridge site, and lender staff in the lender workspace.';
export const NOT_ATTACHED =
  'Your account is not attached to an organisation yet. Ask Lendbridge to attach it before using the console.';
export const ADMINS_ONLY = 'Only Lendbridge platform admins can do this.';
export const ORGANIZATION_NOT_FOUND = 'We could not find that organisation.';

/**
 * Who may use the console: platform admins, and organisation administrators attached to an
 * organisation. Everyone else is refused with the same message at login and on every call.
 */
export async function consoleIdentity(
  db: Queryable,
  user: { id: number; roleId: number },
): Promise<ConsoleCaller> {
  if (user.roleId === PLATFORM_ADMIN_ROLE) return { userId: user.id, roleId: 3, organization: null };
  if (user.roleId !== ORGANIZATION_ADMIN_ROLE) throw new Forbidden(NOT_OPERATOR, { reason: 'not_operator' });
  const { rows } = await db.query<OrganizationRef>(
    `SELECT o.id, o.code, o.name FROM users u JOIN organizations o ON o.id = u.organization_id WHERE u.id = $1`,
    [user.id],
  );
  const organization = rows[0];
  if (!organization) throw new Forbidden(NOT_ATTACHED, { reason: 'not_attached' });
  return { userId: user.id, roleId: 4, organization };
}

/** Calls that run the marketplace itself: organisation administrators are refused. */
export function requireAdmin(caller: ConsoleCaller): ConsoleCaller {
  if (caller.roleId !== PLATFORM_ADMIN_ROLE) throw new Forbidden(ADMINS_ONLY, { reason: 'admins_only' });
  return caller;
}

/**
 * An organisation the caller may act on: any for an admin, their own for an organisation
 * administrator. Another organisation's id is answered exactly like one that does not exist.
 */
export function organizationInScope(caller: ConsoleCaller, organizationId: number): number {
  if (caller.organization && caller.organization.id !== organizationId) {
    throw new NotFound(ORGANIZATION_NOT_FOUND, { reason: 'not_found' });
  }
  return organizationId;
}
