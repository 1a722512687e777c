import type { Queryable } from '../../db/database';
import { audit } from '../../core/audit';

/** What stops an account from closing: a loan a lender may still pay out or collect on. */
export interface OpenLoan {
  provider: string;
  status: 'awaiting_disbursement' | 'active';
}

export type ClosureOutcome =
  | { kind: 'closed'; closedAt: Date; email: string; firstName: string }
  | { kind: 'already_closed'; closedAt: Date }
  | { kind: 'blocked'; loans: OpenLoan[]; pendingRenewal: boolean };

/** When the account was closed, if it was: a request that raced its own closing answers the same. */
export async function closedAt(db: Queryable, userId: number): Promise<Date | undefined> {
  const { rows } = await db.query<{ closedAt: Date | null }>(
    'SELECT closed_at AS "closedAt" FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.closedAt ?? undefined;
}

/**
 * Closes one account in one transaction (docs/privacy.md#closing-your-account). The users row
 * stays, emptied of everything personal, because the loan, repayment, disclosure and audit
 * records lenders must keep point at it; everything else that is only about this person goes.
 * The row lock makes a double submit close once, send one email and write one audit entry.
 */
export async function closeAccount(tx: Queryable, userId: number): Promise<ClosureOutcome> {
  const { rows } = await tx.query<{ email: string; firstName: string; closedAt: Date | null }>(
    `SELECT email, first_name AS "firstName", closed_at AS "closedAt" FROM users WHERE id = $1 FOR UPDATE`,
    [userId],
  );
  const user = rows[0];
  if (!user) throw new Error(`user ${userId} vanished during closing`);
  if (user.closedAt) return { kind: 'already_closed', closedAt: user.closedAt };

  const open = await tx.query<OpenLoan>(
    `SELECT p.name AS provider, l.status FROM loans l JOIN providers p ON p.id = l.provider_id
      WHERE l.user_id = $1 AND l.status IN ('awaiting_disbursement', 'active') ORDER BY l.accepted_at`,
    [userId],
  );
  const renewals = await tx.query(`SELECT 1 FROM loan_renewals WHERE user_id = $1 AND status = 'pending'`, [
    userId,
  ]);
  if (open.rows.length > 0 || renewals.rows.length > 0) {
    return { kind: 'blocked', loans: open.rows, pendingRenewal: renewals.rows.length > 0 };
  }

  const erased: Record<string, number> = {};
  const run = async (name: string, sql: string) => {
    erased[name] = (await tx.query(sql, [userId])).affectedRows;
  };
  // Contact messages are found by address, so they go before the address does.
  await run(
    'contactMessages',
    `DELETE FROM contact_messages WHERE lower(email) = (SELECT lower(email) FROM users WHERE id = $1)`,
  );
  await run('sessions', 'DELETE FROM sessions WHERE user_id = $1');
  await run('oneTimeTokens', 'DELETE FROM one_time_tokens WHERE user_id = $1');
  await run('loginCodes', 'DELETE FROM login_codes WHERE user_id = $1');
  await run('identityBindings', 'DELETE FROM identity_bindings WHERE user_id = $1');
  await run('emailStopLinks', 'DELETE FROM email_stop_links WHERE user_id = $1');
  await run('emailOptOuts', 'DELETE FROM email_opt_outs WHERE user_id = $1');
  await run('idempotencyKeys', 'DELETE FROM idempotency_keys WHERE user_id = $1');
  // Invitations name friends' addresses; referrals go with them (ON DELETE CASCADE).
  await run('referralInvitations', 'DELETE FROM referral_invitations WHERE referrer_id = $1');
  await run('referrals', 'DELETE FROM referrals WHERE referrer_id = $1');
  await run(
    'joinedThroughInvitation',
    'UPDATE referral_invitations SET joined_user_id = NULL WHERE joined_user_id = $1',
  );
  // Feedback stays as anonymous comments about the site.
  await run('feedback', 'UPDATE feedback SET user_id = NULL WHERE user_id = $1');
  // Checks stay (offers and loans point at them) without the address typed into them.
  await run(
    'eligibilityCheckEmails',
    'UPDATE loan_applications SET email = NULL WHERE user_id = $1 AND email IS NOT NULL',
  );
  // A closed account can never log in again: no address to find it by, no password that matches.
  const closed = await tx.query<{ closedAt: Date }>(
    `UPDATE users SET email = 'closed-' || public_id || '@closed.invalid', first_name = '', last_name = '',
            phone = '', password_hash = '!closed', email_confirmed = false, closed_at = now(), updated_at = now()
      WHERE id = $1 RETURNING closed_at AS "closedAt"`,
    [userId],
  );
  const closedAt = closed.rows[0]!.closedAt;
  await audit(tx, {
    actorUserId: userId,
    entity: 'account',
    entityId: null,
    recordId: userId,
    action: 'account_closed',
    fromStatus: 'open',
    toStatus: 'closed',
    details: { erased },
  });
  return { kind: 'closed', closedAt, email: user.email, firstName: user.firstName };
}
