import { IDENTITY_CODE } from '@lendbridge/contract';
import { hashToken, randomToken } from '../../auth/secrets';
import type { Queryable } from '../../db/database';
import { audit } from '../../core/audit';
import { regNoKey } from '../../core/catalogue-facts';
import { withdrawOtherOpenOffers } from '../../core/offer-records';
import { bindingMovedMessage } from '../../core/email-templates';
import { Conflict } from '../../errors/domain-errors';
import type { Mailer } from '../../mail/mailer';

/** How long a browser may use a proven code before it must log in (or prove again). */
export const PROOF_LIFETIME_HOURS = 24;

export const IDENTITY_BOUND_ELSEWHERE =
  'This staff or registration number is already linked to another Lendbridge account. ' +
  'Log in with that account to check, borrow and renew in this name.';

/** A right code, kept as a hashed bearer token this browser holds. */
export async function createProof(
  tx: Queryable,
  memberId: number,
  contact: string,
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const token = randomToken();
  const { rows } = await tx.query<{ id: string; expiresAt: Date }>(
    `INSERT INTO identity_proofs (member_id, contact, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4)) RETURNING id, expires_at AS "expiresAt"`,
    [memberId, contact, hashToken(token), PROOF_LIFETIME_HOURS],
  );
  return { id: rows[0]!.id, token, expiresAt: rows[0]!.expiresAt };
}

export interface Proof {
  id: string;
  memberId: number;
  contact: string;
}

/**
 * The proof behind a token while it is unexpired and still matches the roster: the holder is
 * still on it and the organisation still vouches for the same contact.
 */
export async function findProof(db: Queryable, token: string): Promise<Proof | undefined> {
  const { rows } = await db.query<Proof>(
    `SELECT p.id, p.member_id AS "memberId", p.contact
     FROM identity_proofs p JOIN organization_members m ON m.id = p.member_id
     WHERE p.token_hash = $1 AND p.expires_at > now() AND m.on_roster AND m.contact_email = p.contact`,
    [hashToken(token)],
  );
  return rows[0];
}

/** The account an entry was bound to before its new contact proved a code. */
export interface FormerHolder {
  email: string;
  firstName: string;
  organizationName: string;
}

/**
 * Binds the proven entry to the account, or refreshes the binding when it is already the
 * account's. An entry bound to another account with the same contact stays as it is and the
 * caller is refused. When the roster's contact changed and the new contact proved the code, the
 * binding moves to the caller: the former account keeps its history but loses the entry's open
 * offers, and is answered so that it can be told. Checks made with the proof become the account's.
 */
export async function bindMember(tx: Queryable, proof: Proof, userId: number): Promise<FormerHolder | null> {
  const { rows: existing } = await tx.query<{ userId: number; contact: string }>(
    'SELECT user_id AS "userId", contact FROM identity_bindings WHERE member_id = $1 FOR UPDATE',
    [proof.memberId],
  );
  const current = existing[0];
  // Also checked by the upsert itself, for a binding another transaction made meanwhile.
  const { rows: bound } = await tx.query(
    `INSERT INTO identity_bindings (member_id, user_id, contact, proven_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (member_id) DO UPDATE
       SET user_id = EXCLUDED.user_id, contact = EXCLUDED.contact, proven_at = EXCLUDED.proven_at
       WHERE identity_bindings.user_id = EXCLUDED.user_id OR identity_bindings.contact <> EXCLUDED.contact
     RETURNING member_id`,
    [proof.memberId, userId, proof.contact],
  );
  if (bound.length === 0) throw new Conflict(IDENTITY_BOUND_ELSEWHERE, { reason: 'identity_bound' });
  const { rows: adopted } = await tx.query<{ id: string; createdAt: Date }>(
    `UPDATE loan_applications SET user_id = $2 WHERE identity_proof_id = $1 AND user_id IS NULL
     RETURNING id, created_at AS "createdAt"`,
    [proof.id, userId],
  );
  // The visitor's newest check is the one they saw last: the account keeps only its offers.
  const newest = adopted.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (newest) {
    await tx.query('SELECT id FROM organization_members WHERE id = $1 FOR UPDATE', [proof.memberId]);
    await withdrawOtherOpenOffers(tx, { userId }, { applicationId: newest.id }, userId, new Date(), {
      reason: 'newer_check',
      applicationId: newest.id,
    });
  }
  if (!current || current.userId === userId) return null;
  const { rows: withdrawn } = await tx.query<{ id: string; providerId: number }>(
    `UPDATE loan_offers SET status = 'withdrawn', decided_at = now()
     WHERE status = 'offered' AND application_id IN
       (SELECT id FROM loan_applications WHERE member_id = $1 AND user_id = $2)
     RETURNING id, provider_id AS "providerId"`,
    [proof.memberId, current.userId],
  );
  for (const offer of withdrawn) {
    await audit(tx, {
      actorUserId: userId,
      entity: 'offer',
      entityId: offer.id,
      action: 'offer_withdrawn',
      fromStatus: 'offered',
      toStatus: 'withdrawn',
      providerId: offer.providerId,
      details: { reason: 'identity_moved', memberId: proof.memberId, fromUserId: current.userId },
    });
  }
  const { rows } = await tx.query<FormerHolder>(
    `SELECT u.email, u.first_name AS "firstName", o.name AS "organizationName"
     FROM users u, organization_members m JOIN organizations o ON o.id = m.organization_id
     WHERE u.id = $1 AND m.id = $2`,
    [current.userId, proof.memberId],
  );
  return rows[0] ?? null;
}

/** Emails the account an entry was taken from (see bindMember), if it was. */
export function tellFormerHolder(mailer: Mailer, former: FormerHolder | null): void {
  if (former) mailer.send(bindingMovedMessage(former.email, former.firstName, former.organizationName));
}

/**
 * The first name on the roster entry bound to the account: the one name of theirs an employer or
 * school vouches for (the account's own names are whatever was typed). None for an unbound account.
 */
export async function verifiedFirstName(db: Queryable, userId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ fullName: string }>(
    `SELECT m.full_name AS "fullName" FROM identity_bindings b JOIN organization_members m ON m.id = b.member_id
     WHERE b.user_id = $1 ORDER BY b.proven_at DESC LIMIT 1`,
    [userId],
  );
  return rows[0]?.fullName.trim().split(/\s+/)[0];
}

export interface Binding {
  userId: number;
  /** Proven within the last 90 days with the contact the roster holds now. */
  fresh: boolean;
}

export async function bindingOf(db: Queryable, memberId: number): Promise<Binding | undefined> {
  const { rows } = await db.query<Binding>(
    `SELECT b.user_id AS "userId",
            (b.proven_at > now() - make_interval(days => $2) AND b.contact = m.contact_email AND m.on_roster) AS fresh
     FROM identity_bindings b JOIN organization_members m ON m.id = b.member_id
     WHERE b.member_id = $1`,
    [memberId, IDENTITY_CODE.rebindAfterDays],
  );
  return rows[0];
}

/**
 * When the account proved the entry (an organisation taking part, a number on its roster), if its
 * binding is one a check accepts without a new code (see bindingOf); undefined for every other
 * case. One query whatever the case, so neither the answer nor its timing tells a caller whether
 * a number they did not prove is on a roster or bound to someone else.
 */
export async function freshBindingProvenAt(
  db: Queryable,
  entry: { organizationCode: string; regNo: string },
  userId: number,
): Promise<Date | undefined> {
  const { rows } = await db.query<{ provenAt: Date }>(
    `SELECT b.proven_at AS "provenAt"
     FROM organizations o
     JOIN organization_members m ON m.organization_id = o.id AND upper(m.reg_no) = $2 AND m.on_roster
     JOIN identity_bindings b ON b.member_id = m.id AND b.user_id = $3 AND b.contact = m.contact_email
     WHERE upper(o.code) = upper($1) AND o.status
       AND b.proven_at > now() - make_interval(days => $4)`,
    [entry.organizationCode.trim(), regNoKey(entry.regNo), userId, IDENTITY_CODE.rebindAfterDays],
  );
  return rows[0]?.provenAt;
}
