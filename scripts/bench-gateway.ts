import { join } from 'node:path';
import type { RateLimiter } from '../server/src/auth/rate-limiter';
import type { Database } from '../server/src/db/database';
import { migrate } from '../server/src/db/migrate';
import { buildGatewayApp } from '../server/src/gateway/app';
import { createMailer } from '../server/src/mail/mailer';
import { seedGateway } from '../server/src/seed/seed';
import { benchFolder, openBenchDatabase } from './bench-database';

/**
 * Rate limits are lifted in a benchmark's gateway: they exist to stop exactly the traffic a
 * benchmark sends, and what is measured is the work behind them.
 */
const unlimited: RateLimiter = {
  consume: async () => ({ allowed: true, retryAfterSeconds: 0 }),
  peek: async () => ({ count: 0, allowed: true, retryAfterSeconds: 0 }),
};

/**
 * The child of a gateway benchmark: the gateway alone on loopback, on a port the OS picks, over
 * a fresh demo database (`database`, see bench-database.ts). Tells the parent its port, and
 * closes when the parent lets go. Answers the database for the benchmark's own set-up.
 */
export async function serveBenchGateway(database: string, logLevel = 'silent'): Promise<Database> {
  const db = await openBenchDatabase(database);
  await migrate(db, 'gateway');
  await seedGateway(db);
  const app = await buildGatewayApp({
    db,
    corsOrigins: ['http://localhost'],
    logLevel,
    mailer: createMailer({
      smtpUrl: undefined,
      from: 'bench@lendbridge.example',
      mailDir: join(benchFolder(database), 'mail'),
      onError: () => {},
    }),
    limiter: unlimited,
    siteUrl: 'http://localhost',
    sessionTtlSeconds: 3600,
    affordabilityShareBps: 3300,
    offerTtlDays: 7,
    catalogueCacheSeconds: 5,
    teamInbox: 'team@lendbridge.example',
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0, database: db.kind });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
  return db;
}
