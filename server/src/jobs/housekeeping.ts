import type { Database, Queryable } from '../db/database';
import { schedulePeriodicJob, type PeriodicJob } from './periodic-job';

export interface HousekeepingResult {
  sessions: number;
  tokens: number;
  idempotencyKeys: number;
}

/** How long a repeated Idempotency-Key still gets its first answer. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * Deletes what can no longer be used: expired or revoked sessions, used or expired link tokens,
 * and idempotency keys older than a day (a client retries within minutes, not days).
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
    return {
      sessions: sessions.affectedRows,
      tokens: tokens.affectedRows,
      idempotencyKeys: keys.affectedRows,
    };
  },
};

/** Starts the job on this replica; the advisory lock keeps replicas from running it together. */
export function scheduleHousekeeping(db: Database) {
  return schedulePeriodicJob(db, housekeeping, (error) =>
    console.error('Housekeeping failed:', error instanceof Error ? error.message : error),
  );
}
