import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

export interface ShutdownPlan {
  app: FastifyInstance;
  db: Database;
  /** Periodic jobs: no new turn starts, and a turn under way is let finish. */
  jobs: { stop(): Promise<void> }[];
  /** How long readiness fails while the service still answers, before it stops listening. */
  drainMs: number;
  /** The most requests in flight are waited for once the service stops listening. */
  timeoutMs: number;
  log: (message: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops a service without failing a request a client already sent (docs/deploying.md#graceful-shutdown):
 * readiness fails and answers close their connections while the balancer takes the replica out;
 * then it stops listening, waits for requests in flight up to the deadline, lets jobs finish
 * their turn and closes Redis (the app's onClose) and the database pool. Resolves with the exit
 * code: 0, or 1 when the deadline cut requests off.
 */
export async function shutDownGracefully(plan: ShutdownPlan): Promise<0 | 1> {
  const { app, log } = plan;
  app.startDraining();
  const jobsDone = Promise.all(plan.jobs.map((job) => job.stop()));
  log(`Shutting down: readiness fails now; no longer listening in ${plan.drainMs} ms`);
  await sleep(plan.drainMs);

  let cutOff = false;
  const deadline = setTimeout(() => {
    cutOff = true;
    log(`Requests still in flight after ${plan.timeoutMs} ms: closing their connections`);
    app.server.closeAllConnections();
  }, plan.timeoutMs);
  // Stops listening, closes idle keep-alive connections, waits for the requests in flight and
  // then runs the onClose hooks (the gateway's closes its Redis connection).
  await app.close();
  clearTimeout(deadline);
  await jobsDone;
  await plan.db.close();
  log(cutOff ? 'Stopped, cutting off requests at the deadline' : 'Stopped cleanly');
  return cutOff ? 1 : 0;
}

/** Runs the shutdown on the first SIGTERM or SIGINT; a second signal while it runs is ignored. */
export function shutDownOnSignals(plan: ShutdownPlan): void {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    plan.log(`${signal} received`);
    shutDownGracefully(plan).then(
      (code) => process.exit(code),
      (error: unknown) => {
        plan.log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
