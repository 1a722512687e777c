import swagger from '@fastify/swagger';
import type { TrustProxy } from '../config/env';
import type { Database } from '../db/database';
import { createBaseApp } from '../http/create-app';
import { registerInstitutionAdminRoutes } from './admin-routes';
import { registerInstitutionRoutes } from './routes';

export interface InstitutionsOptions {
  db: Database;
  corsOrigins: string[];
  logLevel: string;
  trustProxy?: TrustProxy;
  /**
   * The credential the gateway sends with its writes (INSTITUTIONS_SERVICE_TOKEN). Without one,
   * the service takes no writes at all.
   */
  gatewayCredential?: string;
}

/** The institutions service: its own app, port and tables (schema `institutions`). */
export async function buildInstitutionsApp(options: InstitutionsOptions) {
  const app = await createBaseApp({ service: 'institutions', ...options });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lendbridge institutions API',
        description: 'Institutions and their scholarships. Generated from the contract package.',
        version: '1.0.0',
      },
    },
  });
  registerInstitutionRoutes(app, options.db);
  registerInstitutionAdminRoutes(app, options.db, options.gatewayCredential);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  return app;
}
