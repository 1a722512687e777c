import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { Database } from '../db/database';
import { describeValidationError, registerErrorHandling } from './errors';
import { registerHealthRoutes } from './health';
import { loggerOptions } from './logging';

export interface BaseAppOptions {
  service: string;
  db: Database;
  corsOrigins: string[];
  logLevel: string;
  /**
   * Behind a load balancer that terminates TLS: believe its X-Forwarded-For and -Proto, so
   * per-IP limits count clients rather than the balancer, and HSTS is sent for https callers.
   */
  trustProxy?: boolean;
}

/** What both services share: validation, errors, logging, CORS and health checks. */
export async function createBaseApp(options: BaseAppOptions) {
  const app = Fastify({
    logger: loggerOptions(options.logLevel, options.service),
    // Bodies are small JSON documents; anything bigger is a mistake or an attack.
    bodyLimit: 64 * 1024,
    requestTimeout: 15_000,
    trustProxy: options.trustProxy ?? false,
    ajv: {
      customOptions: {
        // Unknown fields are rejected (schemas are closed), never silently dropped.
        removeAdditional: false,
        coerceTypes: 'array',
        allErrors: false,
      },
    },
    schemaErrorFormatter: (errors, dataVar) => describeValidationError(errors, dataVar),
  });

  registerErrorHandling(app);
  // Bodies are JSON or nothing: Fastify's plain-text parser would let a text body through to
  // validation as a string, so it goes, and anything but JSON is answered 415.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    // API answers are data, never documents: no sniffing, framing or loading anything from them.
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=63072000; includeSubDomains');
    }
  });
  await app.register(cors, {
    // Exact origins only: the site is a known host, so nothing else may read our answers.
    origin: options.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    maxAge: 600,
  });
  registerHealthRoutes(app, options.db, options.service);
  // Routes mounted from here on take their request types from the contract's TypeBox schemas.
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

export type BaseApp = Awaited<ReturnType<typeof createBaseApp>>;
