import type { Queryable } from '../../db/database';
import { hashToken, randomToken } from '../../auth/secrets';

export type TokenPurpose = 'verify_email' | 'reset_password' | 'staff_invite';

/** How long each link works (ASVS: short-lived, single use). */
export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60,
  reset_password: 60 * 60,
  // An invitation waits for someone who may be away for days (docs/console.md#lenders).
  staff_invite: 7 * 24 * 60 * 60,
};

/**
 * Issues a fresh link token. Earlier unused ones keep working until they expire or one of them is
 * used: anyone can ask for a link to be sent, so asking must not break the one the owner holds.
 */
export async function issueToken(db: Queryable, userId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomToken();
  await db.query(
    `INSERT INTO one_time_tokens (user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [userId, purpose, hashToken(token), TOKEN_LIFETIME_SECONDS[purpose]],
  );
  return token;
}

/**
 * Uses a token up: answers its user when it was valid, unused and unexpired, and ends the user's
 * other links for the same purpose. The UPDATE is the check, so two requests racing with one link
 * cannot both succeed.
 */
export async function consumeToken(
  db: Queryable,
  token: string,
  purpose: TokenPurpose,
): Promise<number | undefined> {
  const { rows } = await db.query<{ userId: number }>(
    `UPDATE one_time_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id AS "userId"`,
    [hashToken(token), purpose],
  );
  const userId = rows[0]?.userId;
  if (userId !== undefined) {
    await db.query(
      'UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
      [userId, purpose],
    );
  }
  return userId;
}

/**
 * The user a token would work for, without using it up: checked before any costly work (hashing
 * a new password), so a made-up token costs us one indexed lookup.
 */
export async function tokenOwner(
  db: Queryable,
  token: string,
  purpose: TokenPurpose,
): Promise<number | undefined> {
  const { rows } = await db.query<{ userId: number }>(
    `SELECT user_id AS "userId" FROM one_time_tokens
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
    [hashToken(token), purpose],
  );
  return rows[0]?.userId;
}
