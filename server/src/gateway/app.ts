import swagger from '@fastify/swagger';
import type { Database } from '../db/database';
import { createBaseApp } from '../http/create-app';
import { registerCatalogueRoutes } from './routes/catalogue';

export interface GatewayOptions {
  db: Database;
  corsOrigins: string[];
  logLevel: string;
}

/** The gateway as a plugin-free app object: tests call `inject`, server.ts calls `listen`. */
export async function buildGatewayApp(options: GatewayOptions) {
  const app = await createBaseApp({ service: 'gateway', ...options });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lendbridge gateway API',
        description: 'Generated from the contract package; every answer uses the Lendbridge envelope.',
        version: '1.0.0',
      },
    },
  });
  registerCatalogueRoutes(app, options.db);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  return app;
}
