import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE } from '@lendbridge/contract';
import { randomId } from '../../auth/secrets';
import type { Queryable } from '../../db/database';

/**
 * Sign-in codes: what a login needs besides the password once an account's failed logins are past
 * their limit and the caller's network is not one the owner used (docs/security.md). Six digits,
 * salted per code, a few tries each, counted only with the right password.
 */
const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** A new code for the account; earlier open ones stop working. */
export async function issueLoginCode(db: Queryable, userId: number): Promise<string> {
  await db.query('UPDATE login_codes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  const code = String(randomInt(0, 10 ** LOGIN_CODE.digits)).padStart(LOGIN_CODE.digits, '0');
  const salt = randomId();
  await db.query(
    `INSERT INTO login_codes (user_id, salt, code_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [userId, salt, hashCode(salt, code), LOGIN_CODE.lifetimeMinutes],
  );
  return code;
}

/**
 * Uses the account's latest open code when `code` is it; a wrong try counts against that code,
 * which closes after its last try. The row is locked, so parallel tries are counted one by one.
 */
export async function useLoginCode(db: Queryable, userId: number, code: string): Promise<boolean> {
  const { rows } = await db.query<{ id: number; salt: string; codeHash: string; attempts: number }>(
    `SELECT id, salt, code_hash AS "codeHash", attempts FROM login_codes
     WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()
     ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [userId],
  );
  const latest = rows[0];
  if (!latest) return false;
  const matches = timingSafeEqual(
    Buffer.from(hashCode(latest.salt, code), 'hex'),
    Buffer.from(latest.codeHash, 'hex'),
  );
  const attempts = latest.attempts + 1;
  await db.query(
    `UPDATE login_codes SET attempts = $2::int,
       used_at = CASE WHEN $3::boolean OR $2::int >= $4::int THEN now() END
     WHERE id = $1`,
    [latest.id, attempts, matches, LOGIN_CODE.maxAttempts],
  );
  return matches;
}
