import { AjvCompiler } from '@fastify/ajv-compiler';
import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { isIP } from 'node:net';
import Fastify from 'fastify';
import type { TrustProxy } from '../config/env';
import type { Database } from '../db/database';
import { clientSource } from './client-source';
import { failure } from './envelope';
import { describeValidationError, registerErrorHandling } from './errors';
import { registerHealthRoutes } from './health';
import { loggerOptions } from './logging';
import { observeRequests } from './metrics';

export interface BaseAppOptions {
  service: string;
  db: Database;
  corsOrigins: string[];
  logLevel: string;
  /**
   * Behind a load balancer that terminates TLS: how many proxies in front to believe (a hop
   * count) or their addresses, so per-IP limits count the client the nearest trusted proxy saw
   * and HSTS is sent for https callers. Never "any X-Forwarded-For": a client can write that.
   */
  trustProxy?: TrustProxy;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Begins a graceful shutdown (graceful-shutdown.ts): readiness fails and every answer closes
     * its connection, so the balancer moves keep-alive clients elsewhere before we stop listening.
     */
    startDraining(): void;
    isDraining(): boolean;
  }
}

/** Longer addresses are refused before routing, logging or anything else looks at them. */
export const MAX_URL_LENGTH = 8 * 1024;
/** Where an over-long address is routed instead, so it is answered 414 and logged short. */
const URL_TOO_LONG_PATH = '/414-uri-too-long';

const AJV_OPTIONS = {
  // Unknown fields are rejected (schemas are closed), never silently dropped.
  removeAdditional: false,
  allErrors: false,
  // Errors carry the value refused, so a message can say what is wrong with it.
  verbose: true,
} as const;

/**
 * Bodies are JSON, which has real booleans and numbers: `"true"` or `1` for a boolean is a
 * mistake or a probe, so bodies are checked as sent. Path, query and headers are text by
 * nature, so there `?IsApproved=true` still becomes a boolean.
 */
function buildValidator(externalSchemas: Parameters<ReturnType<typeof AjvCompiler>>[0]) {
  const factory = AjvCompiler();
  const asSent = factory(externalSchemas, { customOptions: { ...AJV_OPTIONS, coerceTypes: false } });
  const fromText = factory(externalSchemas, { customOptions: { ...AJV_OPTIONS, coerceTypes: 'array' } });
  return (route: { httpPart?: string } & Parameters<typeof asSent>[0]) =>
    route.httpPart === 'body' ? asSent(route) : fromText(route);
}

/** A hop count trusts that many proxies nearest to us, whatever their addresses. */
const trustedHops = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** What both services share: validation, errors, logging, CORS and health checks. */
export async function createBaseApp(options: BaseAppOptions) {
  const app = Fastify({
    logger: loggerOptions(options.logLevel, options.service),
    // Bodies are small JSON documents; anything bigger is a mistake or an attack.
    bodyLimit: 64 * 1024,
    requestTimeout: 15_000,
    trustProxy: trustedHops(options.trustProxy ?? false),
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      return url.length > MAX_URL_LENGTH ? URL_TOO_LONG_PATH : url;
    },
    schemaController: { compilersFactory: { buildValidator } },
    schemaErrorFormatter: (errors, dataVar) => describeValidationError(errors, dataVar),
  });

  registerErrorHandling(app);
  observeRequests(app, options.service, options.db);
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.decorate('isDraining', () => draining);
  app.decorateRequest('source', {
    getter(this: { ip: string; socket: { remoteAddress?: string } }) {
      // Behind a hop count, the address the nearest trusted proxy wrote is believed; when it is
      // not an address at all, nothing trusted wrote it, so the connection is the caller.
      return clientSource(isIP(this.ip) !== 0 ? this.ip : (this.socket.remoteAddress ?? this.ip));
    },
  });
  app.all(URL_TOO_LONG_PATH, {
    schema: { hide: true },
    // Answered before the body is read: nothing about this request is worth more work.
    onRequest: async (_request, reply) =>
      reply
        .status(414)
        .send(failure(`The address is too long: at most ${MAX_URL_LENGTH} characters are accepted.`)),
    handler: async () => undefined,
  });
  // Bodies are JSON or nothing: Fastify's plain-text parser would let a text body through to
  // validation as a string, so it goes, and anything but JSON is answered 415.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    // API answers are data, never documents: no sniffing, framing or loading anything from them.
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    if (draining) reply.header('connection', 'close');
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
