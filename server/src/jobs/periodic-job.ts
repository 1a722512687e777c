import type { Database, Queryable } from '../db/database';
import { jobRuns } from '../http/metrics';

const FIRST_RUN_MS = 60_000;

export interface PeriodicJob<R> {
  /** Also names the advisory lock, so replicas running the same job take turns. */
  name: string;
  intervalMs: number;
  run(tx: Queryable): Promise<R>;
  /** After a run's transaction commits (emails go out here, so a rollback sends nothing). */
  afterCommit?(result: R): void;
}

export interface ScheduledJob<R> {
  /** One run now: its result, or `undefined` when another replica holds the job's lock. */
  runOnce(): Promise<R | undefined>;
  /** No further turns; resolves once a turn under way has finished (a shutdown waits for it). */
  stop(): Promise<void>;
}

/**
 * Runs a job every `intervalMs` in a transaction holding a PostgreSQL advisory lock named after
 * it: with several replicas, one runs it at a time and the others skip that turn rather than
 * wait. The timer never keeps the process alive, and a failed run is reported and retried at
 * the next turn.
 */
export function schedulePeriodicJob<R>(
  db: Database,
  job: PeriodicJob<R>,
  onError: (error: unknown) => void,
): ScheduledJob<R> {
  const runOnce = async () => {
    let result: R | undefined;
    try {
      result = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked',
          [`job:${job.name}`],
        );
        return rows[0]?.locked ? job.run(tx) : undefined;
      });
    } catch (error) {
      jobRuns.inc({ job: job.name, outcome: 'failed' });
      throw error;
    }
    jobRuns.inc({ job: job.name, outcome: result === undefined ? 'skipped' : 'ran' });
    if (result !== undefined) job.afterCommit?.(result);
    return result;
  };
  let timer: NodeJS.Timeout;
  let stopped = false;
  let turn: Promise<void> = Promise.resolve();
  const next = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      turn = runOnce()
        .then(() => undefined, onError)
        .finally(() => next(job.intervalMs));
    }, delayMs);
    timer.unref();
  };
  // The first turn comes soon after start, not a whole interval later.
  next(Math.min(job.intervalMs, FIRST_RUN_MS));
  return {
    runOnce,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      return turn;
    },
  };
}
