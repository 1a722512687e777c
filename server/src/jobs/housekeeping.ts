import type { Database, Queryable } from '../db/database';
import { schedulePeriodicJob, type PeriodicJob } from './periodic-job';
import { loggableMessage } from '../http/logging';

export interface HousekeepingResult {
  sessions: number;
  tokens: number;
  idempotencyKeys: number;
  identityCodes: number;
  identityProofs: number;
}

/** How long a repeated Idempotency-Key still gets its first answer. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * Deletes what can no longer be used: expired or revoked sessions, used or expired link tokens,
 * idempotency keys older than a day (a client retries within minutes, not days), and expired
 * identity codes and proofs (a proof a visitor's check still points to stays with it).
 */
export const housekeeping: PeriodicJob<HousekeepingResult> = {
  name: 'housekeeping',
  intervalMs: 60 * 60 * 1000,
  async run(tx: Queryable) {
    const sessions = await tx.query(
      'DELETE FROM sessions WHERE expires_at <= now() OR revoked_at IS NOT NULL',
    );
    const tokens = await tx.query(
      'DELETE FROM one_time_tokens WHERE expires_at <= now() OR used_at IS NOT NULL',
    );
    const keys = await tx.query(
      `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`,
      [IDEMPOTENCY_KEY_HOURS],
    );
    const codes = await tx.query('DELETE FROM identity_codes WHERE expires_at <= now()');
    const proofs = await tx.query(
      `DELETE FROM identity_proofs p WHERE expires_at <= now()
         AND NOT EXISTS (SELECT 1 FROM loan_applications a WHERE a.identity_proof_id = p.id)`,
    );
    return {
      sessions: sessions.affectedRows,
      tokens: tokens.affectedRows,
      idempotencyKeys: keys.affectedRows,
      identityCodes: codes.affectedRows,
      identityProofs: proofs.affectedRows,
    };
  },
};

/** Starts the job on this replica; the advisory lock keeps replicas from running it together. */
export function scheduleHousekeeping(db: Database) {
  return schedulePeriodicJob(db, housekeeping, (error) =>
    console.error('Housekeeping failed:', loggableMessage(error)),
  );
}
