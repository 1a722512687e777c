import { Envelope, HealthStatus, ErrorEnvelope } from '@lendbridge/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { failure, ok } from './envelope';

const READINESS_TIMEOUT_MS = 2_000;

/**
 * `/health` says the process is up (for restarts); `/health/ready` proves the database
 * answers (for the load balancer), within a bounded time so a dead database fails fast, and
 * fails as soon as a shutdown begins so the balancer sends new requests elsewhere.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Database, service: string): void {
  app.get('/health', { schema: { hide: true, response: { 200: Envelope(HealthStatus) } } }, async () =>
    ok({ status: 'ok' as const, service }),
  );
  app.get(
    '/health/ready',
    { schema: { hide: true, response: { 200: Envelope(HealthStatus), 503: ErrorEnvelope } } },
    async (request, reply) => {
      if (app.isDraining()) return reply.status(503).send(failure('The service is shutting down'));
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer in time')), READINESS_TIMEOUT_MS);
      });
      try {
        await Promise.race([db.query('SELECT 1'), timeout]);
        return ok({ status: 'ok' as const, service });
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send(failure('The service is not ready: its database does not answer'));
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
