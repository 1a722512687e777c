import type { ProviderStaffMember, StaffInviteRequest, StaffState } from '@lendbridge/contract';
import { randomId } from '../../auth/secrets';
import type { Queryable } from '../../db/database';
import { Conflict, NotFound } from '../../errors/domain-errors';
import { audit } from '../../core/audit';
import { issueToken } from '../accounts/one-time-tokens';
import { revokeAllSessions } from '../accounts/sessions';
import { PROVIDER_NOT_FOUND } from './providers';

/**
 * A lender's staff accounts (role 2, users.provider_id): invited by a platform admin, who may
 * deactivate and reactivate them (docs/console.md#lenders).
 */

export const STAFF_NOT_FOUND = 'We could not find that staff member.';
/** What an invited account holds until its owner chooses a password: no password matches it. */
const NO_PASSWORD_YET = '!invited';
const LENDER_STAFF_ROLE = 2;

const STATE = `CASE WHEN u.deactivated_at IS NOT NULL THEN 'deactivated'
  WHEN NOT u.email_confirmed THEN 'invited' ELSE 'active' END`;
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `u.public_id AS id, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
  ${STATE} AS state,
  CASE WHEN NOT u.email_confirmed AND u.deactivated_at IS NULL THEN
    (SELECT ${iso('max(t.expires_at)')} FROM one_time_tokens t
     WHERE t.user_id = u.id AND t.purpose = 'staff_invite' AND t.used_at IS NULL AND t.expires_at > now())
  END AS "invitationExpiresAt",
  ${iso('u.deactivated_at')} AS "deactivatedAt", ${iso('u.created_at')} AS "createdAt"`;

async function providerName(db: Queryable, providerId: number): Promise<string> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM providers WHERE id = $1', [providerId]);
  if (!rows[0]) throw new NotFound(PROVIDER_NOT_FOUND, { reason: 'not_found' });
  return rows[0].name;
}

export async function listStaff(db: Queryable, providerId: number): Promise<ProviderStaffMember[]> {
  await providerName(db, providerId);
  const { rows } = await db.query<ProviderStaffMember>(
    `SELECT ${COLUMNS} FROM users u WHERE u.provider_id = $1 AND u.role_id = $2
     ORDER BY u.last_name, u.first_name, u.id`,
    [providerId, LENDER_STAFF_ROLE],
  );
  return rows;
}

async function staffMember(db: Queryable, userId: number): Promise<ProviderStaffMember> {
  const { rows } = await db.query<ProviderStaffMember>(`SELECT ${COLUMNS} FROM users u WHERE u.id = $1`, [
    userId,
  ]);
  return rows[0]!;
}

export interface Invitation {
  member: ProviderStaffMember;
  providerName: string;
  /** The link's secret, for the email only: just its hash is stored. */
  token: string;
  /** A pending invitee invited again: a fresh link, the account unchanged. */
  resent: boolean;
}

/**
 * Invites someone to a lender's staff: a new account with no usable password, attached to the
 * lender, and a one-time link (expiring, single use, stored hashed) to choose one. An email that
 * already has an account is refused, so nobody else's account is ever attached or given a new
 * password; only the admin, who asked, is told. Inviting this lender's pending invitee again
 * sends a fresh link (the earlier ones keep working until they expire or one is used).
 */
export async function inviteStaff(
  tx: Queryable,
  providerId: number,
  request: StaffInviteRequest,
  actorUserId: number,
): Promise<Invitation> {
  const name = await providerName(tx, providerId);
  const email = request.email.trim();
  const firstName = request.firstName.trim();
  const lastName = request.lastName.trim();
  const { rows: inserted } = await tx.query<{ id: number }>(
    `INSERT INTO users (public_id, email, password_hash, first_name, last_name, role_id, email_confirmed, provider_id)
     VALUES ($1, $2, $3, $4, $5, $6, false, $7)
     ON CONFLICT (lower(email)) DO NOTHING RETURNING id`,
    [randomId(), email, NO_PASSWORD_YET, firstName, lastName, LENDER_STAFF_ROLE, providerId],
  );
  let userId = inserted[0]?.id;
  const resent = userId === undefined;
  if (userId === undefined) {
    const { rows } = await tx.query<{
      id: number;
      roleId: number;
      providerId: number | null;
      emailConfirmed: boolean;
      deactivated: boolean;
    }>(
      `SELECT id, role_id AS "roleId", provider_id AS "providerId", email_confirmed AS "emailConfirmed",
              deactivated_at IS NOT NULL AS deactivated
       FROM users WHERE lower(email) = lower($1) FOR UPDATE`,
      [email],
    );
    const existing = rows[0]!;
    const pendingHere =
      existing.roleId === LENDER_STAFF_ROLE &&
      existing.providerId === providerId &&
      !existing.emailConfirmed &&
      !existing.deactivated;
    if (!pendingHere) {
      throw new Conflict(
        existing.roleId === LENDER_STAFF_ROLE && existing.providerId === providerId
          ? `${email} is already on ${name}'s staff${existing.deactivated ? ', deactivated: reactivate the account instead' : ''}.`
          : `${email} already has a Lendbridge account, so it cannot be invited: nothing was changed and no email was sent. Invite another address.`,
        { reason: 'email_taken', field: 'email' },
      );
    }
    userId = existing.id;
  }
  const token = await issueToken(tx, userId, 'staff_invite');
  await audit(tx, {
    actorUserId,
    entity: 'staff_account',
    entityId: null,
    recordId: userId,
    providerId,
    action: resent ? 'invitation_resent' : 'invited',
    fromStatus: resent ? 'invited' : null,
    toStatus: 'invited',
    details: resent ? { email } : { after: { email, firstName, lastName } },
  });
  return { member: await staffMember(tx, userId), providerName: name, token, resent };
}

/**
 * Deactivates a staff account (its sessions end at once, its unused invitation links stop
 * working, lenderIdentity refuses it from then on) or reactivates it. Another lender's staff, or
 * anyone else, answers like a missing one.
 */
export async function setStaffActive(
  tx: Queryable,
  providerId: number,
  publicId: string,
  active: boolean,
  actorUserId: number,
): Promise<{ member: ProviderStaffMember; changed: boolean; endedSessions: number }> {
  await providerName(tx, providerId);
  const { rows } = await tx.query<{ id: number; state: StaffState }>(
    `SELECT u.id, ${STATE} AS state FROM users u
     WHERE u.public_id = $1 AND u.provider_id = $2 AND u.role_id = $3 FOR UPDATE`,
    [publicId, providerId, LENDER_STAFF_ROLE],
  );
  const found = rows[0];
  if (!found) throw new NotFound(STAFF_NOT_FOUND, { reason: 'not_found' });
  if ((found.state !== 'deactivated') === active) {
    return { member: await staffMember(tx, found.id), changed: false, endedSessions: 0 };
  }
  let endedSessions = 0;
  if (active) {
    await tx.query('UPDATE users SET deactivated_at = NULL, updated_at = now() WHERE id = $1', [found.id]);
  } else {
    await tx.query('UPDATE users SET deactivated_at = now(), updated_at = now() WHERE id = $1', [found.id]);
    const { rows: live } = await tx.query(
      'SELECT 1 FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()',
      [found.id],
    );
    endedSessions = live.length;
    await revokeAllSessions(tx, found.id);
    await tx.query(
      `UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND purpose = 'staff_invite' AND used_at IS NULL`,
      [found.id],
    );
  }
  const member = await staffMember(tx, found.id);
  await audit(tx, {
    actorUserId,
    entity: 'staff_account',
    entityId: null,
    recordId: found.id,
    providerId,
    action: active ? 'reactivated' : 'deactivated',
    fromStatus: found.state,
    toStatus: member.state,
    details: active ? {} : { endedSessions },
  });
  return { member, changed: true, endedSessions };
}
