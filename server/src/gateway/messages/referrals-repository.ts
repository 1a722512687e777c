import type { Referral } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { hashToken, randomId, randomToken } from '../../auth/secrets';

export interface NewInvitation {
  friendEmail: string;
  /** The link's secret: shown once, in the friend's email; only its hash is kept. */
  token: string;
}

/**
 * Stores a referral and one invitation per friend. Friends this referrer invited before are
 * skipped (one invitation per address, ever), so only the invitations answered here get an email.
 */
export async function createReferral(
  db: Queryable,
  referral: { referrerId: number; userName: string; message: string; friends: string[] },
): Promise<NewInvitation[]> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO referrals (referrer_id, user_name, message) VALUES ($1, $2, $3) RETURNING id',
    [referral.referrerId, referral.userName, referral.message],
  );
  const referralId = rows[0]!.id;
  const invitations: NewInvitation[] = [];
  for (const friendEmail of referral.friends) {
    const token = randomToken();
    const inserted = await db.query(
      `INSERT INTO referral_invitations (public_id, referral_id, referrer_id, friend_email, token_hash)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (referrer_id, lower(friend_email)) DO NOTHING`,
      [randomId(), referralId, referral.referrerId, friendEmail, hashToken(token)],
    );
    if (inserted.affectedRows > 0) invitations.push({ friendEmail, token });
  }
  return invitations;
}

/**
 * Links a new account to the invitation it registered through. An invitation is used once, and
 * never by its own referrer.
 */
export async function joinThroughInvitation(db: Queryable, token: string, userId: number): Promise<void> {
  await db.query(
    `UPDATE referral_invitations SET joined_user_id = $2, joined_at = now()
     WHERE token_hash = $1 AND joined_user_id IS NULL AND referrer_id <> $2`,
    [hashToken(token), userId],
  );
}

/** The most a list answers: far more than anyone invites, small enough to stay one quick query. */
const LIST_LIMIT = 500;

export async function listReferrals(db: Queryable, referrerId: number): Promise<Referral[]> {
  const { rows } = await db.query<{
    id: string;
    friendEmail: string;
    invitedAt: Date;
    joinedAt: Date | null;
  }>(
    `SELECT public_id AS id, friend_email AS "friendEmail", created_at AS "invitedAt", joined_at AS "joinedAt"
     FROM referral_invitations WHERE referrer_id = $1
     ORDER BY created_at DESC, id DESC LIMIT ${LIST_LIMIT}`,
    [referrerId],
  );
  return rows.map((row) => ({
    id: row.id,
    friendEmail: row.friendEmail,
    invitedAt: new Date(row.invitedAt).toISOString(),
    joined: row.joinedAt !== null,
    joinedAt: row.joinedAt === null ? null : new Date(row.joinedAt).toISOString(),
  }));
}
