import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { IDENTITY_CODE } from '@lendbridge/contract';
import { randomId } from '../../auth/secrets';
import type { Queryable } from '../../db/database';

/** Which roster entry a code is for, as typed: organisation and normalised number. */
export interface CodeKey {
  organizationId: number;
  regNoKey: string;
}

/**
 * A six-digit code has only a million values, so the hash is salted per code; the real
 * protection is the ten-minute life and five tries.
 */
const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** Issues a new code for the entry, sent to its roster contact; earlier open codes stop working. */
export async function issueCode(
  tx: Queryable,
  key: CodeKey,
  member: { id: number; contact: string },
): Promise<string> {
  await tx.query(
    `UPDATE identity_codes SET closed_at = now()
     WHERE organization_id = $1 AND reg_no_key = $2 AND closed_at IS NULL`,
    [key.organizationId, key.regNoKey],
  );
  const code = String(randomInt(0, 10 ** IDENTITY_CODE.digits)).padStart(IDENTITY_CODE.digits, '0');
  const salt = randomId();
  await tx.query(
    `INSERT INTO identity_codes (organization_id, reg_no_key, member_id, contact, salt, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
    [
      key.organizationId,
      key.regNoKey,
      member.id,
      member.contact,
      salt,
      hashCode(salt, code),
      IDENTITY_CODE.lifetimeMinutes,
    ],
  );
  return code;
}

/** Whether the entry's latest code can still be used: unexpired, unused, with tries left. */
export async function hasOpenCode(db: Queryable, key: CodeKey): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM identity_codes
     WHERE organization_id = $1 AND reg_no_key = $2 AND closed_at IS NULL AND expires_at > now()
       AND attempts < $3`,
    [key.organizationId, key.regNoKey, IDENTITY_CODE.maxAttempts],
  );
  return rows.length > 0;
}

export type CodeOutcome =
  | { outcome: 'proven'; memberId: number; contact: string }
  | { outcome: 'wrong'; triesLeft: number }
  | { outcome: 'expired' }
  | { outcome: 'used' }
  | { outcome: 'too_many' }
  | { outcome: 'none' };

interface CodeRow {
  id: number;
  memberId: number | null;
  contact: string | null;
  salt: string;
  codeHash: string;
  attempts: number;
  expired: boolean;
  closed: boolean;
  contactStillCurrent: boolean;
}

/**
 * Tries a code against the entry's latest one (a replaced code is simply wrong). The row is
 * locked, so parallel tries are counted one by one; the caller commits even a wrong try.
 */
export async function tryCode(tx: Queryable, key: CodeKey, code: string): Promise<CodeOutcome> {
  const { rows } = await tx.query<CodeRow>(
    `SELECT c.id, c.member_id AS "memberId", c.contact, c.salt, c.code_hash AS "codeHash", c.attempts,
            c.expires_at <= now() AS expired, c.closed_at IS NOT NULL AS closed,
            COALESCE(m.on_roster AND m.contact_email = c.contact, false) AS "contactStillCurrent"
     FROM identity_codes c LEFT JOIN organization_members m ON m.id = c.member_id
     WHERE c.organization_id = $1 AND c.reg_no_key = $2
     ORDER BY c.id DESC LIMIT 1 FOR UPDATE OF c`,
    [key.organizationId, key.regNoKey],
  );
  const latest = rows[0];
  if (!latest) return { outcome: 'none' };
  if (latest.attempts >= IDENTITY_CODE.maxAttempts) return { outcome: 'too_many' };
  if (latest.closed) return { outcome: 'used' };
  if (latest.expired) return { outcome: 'expired' };

  const matches = timingSafeEqual(
    Buffer.from(hashCode(latest.salt, code), 'hex'),
    Buffer.from(latest.codeHash, 'hex'),
  );
  // A code never sent (no such entry) cannot be right, even if someone guessed its digits.
  if (matches && latest.memberId !== null && latest.contact !== null) {
    await tx.query('UPDATE identity_codes SET closed_at = now() WHERE id = $1', [latest.id]);
    // The roster changed since the code was sent: it proves a contact the employer no longer vouches for.
    if (!latest.contactStillCurrent) return { outcome: 'expired' };
    return { outcome: 'proven', memberId: latest.memberId, contact: latest.contact };
  }
  const attempts = latest.attempts + 1;
  await tx.query(
    `UPDATE identity_codes SET attempts = $2::int, closed_at = CASE WHEN $2::int >= $3::int THEN now() END WHERE id = $1`,
    [latest.id, attempts, IDENTITY_CODE.maxAttempts],
  );
  return { outcome: 'wrong', triesLeft: IDENTITY_CODE.maxAttempts - attempts };
}
