import type { Database, Queryable } from '../../db/database';
import { lapseSettlementRequests } from '../../core/settlement-requests';
import { loggableMessage } from '../../http/logging';
import { schedulePeriodicJob, type PeriodicJob } from '../../jobs/periodic-job';

/** The most requests one run lapses; a backlog is worked off over the next runs. */
const BATCH = 5_000;

/**
 * Writes down what the clock already decided (reads already show such a request as lapsed): an
 * open settlement request past its last day becomes `lapsed`, with an audit row
 * (docs/api.md, "Early settlement"). One replica runs it at a time (the job's advisory lock).
 */
export function settlementLapseJob(now: () => Date = () => new Date()): PeriodicJob<{ lapsed: number }> {
  return {
    name: 'settlement-lapse',
    intervalMs: 60 * 60 * 1000,
    async run(tx: Queryable) {
      return { lapsed: await lapseSettlementRequests(tx, now(), { limit: BATCH }) };
    },
  };
}

export function scheduleSettlementLapse(db: Database) {
  return schedulePeriodicJob(db, settlementLapseJob(), (error) =>
    console.error('Lapsing settlement requests failed:', loggableMessage(error)),
  );
}
