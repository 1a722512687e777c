import type { Database, Queryable } from '../db/database';
import { schedulePeriodicJob, type PeriodicJob } from './periodic-job';
import { loggableMessage } from '../http/logging';

/** The most offers one run expires; a backlog is worked off over the next runs. */
const BATCH = 5_000;

/**
 * Writes down what the clock already decided: an open offer past its expiry becomes `expired`,
 * with an audit row, so lists, counts and the lender's view agree with what borrowers are told
 * (reads already treat such an offer as expired). Offers a decision holds locked right now are
 * skipped, not waited for, and caught at the next run. One replica runs it at a time (the job's
 * advisory lock); the `status = 'offered'` condition means nothing is expired or audited twice.
 */
export function offerExpiryJob(now: () => Date = () => new Date()): PeriodicJob<{ expired: number }> {
  return {
    name: 'offer-expiry',
    intervalMs: 5 * 60 * 1000,
    async run(tx: Queryable) {
      const { rows } = await tx.query<{ id: string }>(
        `WITH due AS (
           SELECT id FROM loan_offers WHERE status = 'offered' AND expires_at <= $1
           ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED),
         expired AS (
           UPDATE loan_offers o SET status = 'expired', decided_at = o.expires_at
           FROM due WHERE o.id = due.id
           RETURNING o.id, o.provider_id, o.expires_at)
         INSERT INTO audit_log (actor_user_id, entity, entity_id, action, from_status, to_status, details, provider_id)
         SELECT NULL, 'offer', id, 'offer_expired', 'offered', 'expired',
                jsonb_build_object('expiresAt', expires_at), provider_id
         FROM expired
         RETURNING entity_id AS id`,
        [now(), BATCH],
      );
      return { expired: rows.length };
    },
  };
}

export function scheduleOfferExpiry(db: Database) {
  return schedulePeriodicJob(db, offerExpiryJob(), (error) =>
    console.error('Expiring offers failed:', loggableMessage(error)),
  );
}
