import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database';

/**
 * One registry for the process (prom-client's own metrics and ours). It is only ever served by
 * the separate metrics listener (startMetricsServer), never by a service's public routes, so
 * nothing a load balancer forwards can read it (docs/deploying.md#metrics).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'lendbridge_' });

const HTTP_LABELS = ['service', 'method', 'route', 'status'] as const;

const httpRequests = new Counter({
  name: 'lendbridge_http_requests_total',
  help: 'Requests answered, by route pattern and status',
  labelNames: HTTP_LABELS,
  registers: [metricsRegistry],
});

const httpDuration = new Histogram({
  name: 'lendbridge_http_request_duration_seconds',
  help: 'Time to answer a request, by route pattern and status',
  labelNames: HTTP_LABELS,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Each service's database, read when scraped (a PostgreSQL pool; the embedded PGlite has none). */
const pools = new Map<string, Database>();

new Gauge({
  name: 'lendbridge_db_pool_connections',
  help: 'Database pool connections: total open, idle, and requests waiting for one',
  labelNames: ['service', 'state'],
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [service, db] of pools) {
      const use = db.poolUse?.();
      if (!use) continue;
      this.set({ service, state: 'total' }, use.total);
      this.set({ service, state: 'idle' }, use.idle);
      this.set({ service, state: 'waiting' }, use.waiting);
    }
  },
});

/** `ran`: the job did its work; `skipped`: another replica held its turn; `failed`: it threw. */
export const jobRuns = new Counter({
  name: 'lendbridge_job_runs_total',
  help: 'Periodic job turns, by job and outcome',
  labelNames: ['job', 'outcome'],
  registers: [metricsRegistry],
});

export const emailsSent = new Counter({
  name: 'lendbridge_emails_total',
  help: 'Emails handed to the mail server (or written to files), by outcome: sent or failed',
  labelNames: ['outcome'],
  registers: [metricsRegistry],
});

/**
 * Counts and times every answer under its route pattern (`/api/v1/Offer/:id`, never the raw
 * address: ids and query strings would make a series per request). Unmatched paths share one.
 */
export function observeRequests(app: FastifyInstance, service: string, db: Database): void {
  pools.set(service, db);
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      service,
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/**
 * Serves `GET /metrics` on its own port, by default on loopback only: operators point Prometheus
 * at it over a private interface, and the public proxy has no route to it.
 */
export async function startMetricsServer(host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
