import { loadConfig } from '../config/env';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedInstitutions } from '../seed/seed';
import { buildInstitutionsApp } from './app';
import { shutDownOnSignals } from '../http/graceful-shutdown';
import { startMetricsServer } from '../http/metrics';

/** Runs the institutions service alone (scaled-out deployments, DATABASE_URL). */
async function main() {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  await migrate(db, 'institutions');
  if (config.seedDemoData) await seedInstitutions(db);
  const app = await buildInstitutionsApp({
    db,
    corsOrigins: config.corsOrigins,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    gatewayCredential: config.institutionsServiceToken,
  });
  if (config.metrics) {
    const metrics = await startMetricsServer(config.metrics.host, config.metrics.port);
    app.addHook('onClose', (_app, done) => void metrics.close(() => done()));
  }
  await app.listen({ host: config.host, port: config.institutionsPort });
  shutDownOnSignals({
    app,
    db,
    jobs: [],
    drainMs: config.shutdownDrainSeconds * 1000,
    timeoutMs: config.shutdownTimeoutSeconds * 1000,
    log: (message) => app.log.info(message),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
