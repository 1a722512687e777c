import type { Queryable } from '../../db/database';
import { hashToken, randomToken } from '../../auth/secrets';

export interface SessionCaller {
  sessionId: number;
  userId: number;
  publicId: string;
  email: string;
  roleId: number;
}

/** The most sessions one account keeps: a new login past it ends the oldest. */
export const MAX_SESSIONS_PER_USER = 10;

/** A new session for the user; the token is shown once and only its hash is kept. */
export async function createSession(db: Queryable, userId: number, ttlSeconds: number): Promise<string> {
  const token = randomToken();
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [userId, hashToken(token), ttlSeconds],
  );
  // Logging in over and over must not grow the table without bound.
  await db.query(
    `DELETE FROM sessions WHERE user_id = $1 AND id NOT IN (
       SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
       ORDER BY id DESC LIMIT $2)`,
    [userId, MAX_SESSIONS_PER_USER],
  );
  return token;
}

/** The caller behind a token, if the session exists, has not expired and was not revoked. */
export async function findSession(db: Queryable, token: string): Promise<SessionCaller | undefined> {
  const { rows } = await db.query<SessionCaller>(
    `SELECT s.id AS "sessionId", u.id AS "userId", u.public_id AS "publicId", u.email, u.role_id AS "roleId"
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0];
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

export async function revokeAllSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
  ]);
}
