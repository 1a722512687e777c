import swagger from '@fastify/swagger';
import type { RateLimiter } from '../auth/rate-limiter';
import type { TrustProxy } from '../config/env';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { createAnswerCache } from '../http/answer-cache';
import { registerAccountRoutes } from './routes/accounts';
import { createCredentialCheck } from './accounts/credentials';
import { registerUserRoutes } from './routes/users';
import { registerPrivacyRoutes } from './routes/privacy';
import { registerStatementRoutes } from './routes/statements';
import { createBaseApp } from '../http/create-app';
import { registerIdentityRoutes } from './routes/identity';
import { registerLenderRoutes } from './routes/lender/index';
import { registerMarketplaceRoutes } from './routes/marketplace';
import { registerMessageRoutes } from './routes/messages';
import { registerReferralRoutes } from './routes/referrals';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerEmailPreferenceRoutes } from './routes/email-preferences';
import { registerConsoleRoutes } from './routes/console/index';
import type { InstitutionsTransport } from './console/institutions-client';

export interface GatewayOptions {
  db: Database;
  corsOrigins: string[];
  logLevel: string;
  mailer: Mailer;
  limiter: RateLimiter;
  siteUrl: string;
  sessionTtlSeconds: number;
  affordabilityShareBps: number;
  offerTtlDays: number;
  catalogueCacheSeconds: number;
  trustProxy?: TrustProxy;
  /** Where contact and partnership messages are forwarded. */
  teamInbox: string;
  /** How the console reaches the institutions service's writes (credential attached). */
  institutions?: InstitutionsTransport;
  /** Told after a change to what the public pages pre-render has committed. */
  onContentChange?: () => void;
}

/** The gateway as a plugin-free app object: tests call `inject`, server.ts calls `listen`. */
export async function buildGatewayApp(options: GatewayOptions) {
  const app = await createBaseApp({
    service: 'gateway',
    db: options.db,
    corsOrigins: options.corsOrigins,
    logLevel: options.logLevel,
    trustProxy: options.trustProxy,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lendbridge gateway API',
        description: 'Generated from the contract package; every answer uses the Lendbridge envelope.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  const catalogueAnswers = createAnswerCache(options.catalogueCacheSeconds * 1000);
  // Unknown emails are checked against a decoy hash so a failed login takes the same time either way.
  const checkCredentials = await createCredentialCheck(options.db, options.limiter, options.mailer);
  registerCatalogueRoutes(app, options.db, catalogueAnswers);
  registerAccountRoutes(app, options, checkCredentials);
  registerUserRoutes(app, options.db);
  registerPrivacyRoutes(app, options);
  registerIdentityRoutes(app, options);
  registerMarketplaceRoutes(app, options);
  registerStatementRoutes(app, options);
  registerMessageRoutes(app, options);
  registerReferralRoutes(app, options);
  registerEmailPreferenceRoutes(app, options);
  registerLenderRoutes(app, { ...options, checkCredentials, catalogueAnswers });
  registerConsoleRoutes(app, { ...options, checkCredentials, catalogueAnswers });
  app.addHook('onClose', async () => {
    await options.limiter.close?.();
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  return app;
}
