import { loadConfig } from '../config/env';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedGateway } from '../seed/seed';
import { buildGatewayApp } from './app';
import { gatewayOptions } from './dependencies';
import { httpInstitutionsTransport } from './console/institutions-client';
import { scheduleHousekeeping } from '../jobs/housekeeping';
import { scheduleInstalmentNotices } from './marketplace/instalment-notices';
import { scheduleOfferExpiry } from '../jobs/offer-expiry';
import { scheduleSettlementLapse } from './marketplace/settlement-lapse';
import { scheduleRenewalRequote } from './lender/renewal-requote';
import { shutDownOnSignals } from '../http/graceful-shutdown';
import { startMetricsServer } from '../http/metrics';

/** Runs the gateway alone, as each replica does in a scaled-out deployment (DATABASE_URL). */
async function main() {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  await migrate(db, 'gateway');
  if (config.seedDemoData) {
    await seedGateway(db, {
      offerTtlDays: config.offerTtlDays,
      affordabilityShareBps: config.affordabilityShareBps,
    });
  }
  // Without the shared credential the console's institution calls answer 503; nothing else changes.
  const options = {
    ...gatewayOptions(config, db, process.cwd()),
    institutions: config.institutionsServiceToken
      ? httpInstitutionsTransport(config.institutionsUrl, config.institutionsServiceToken)
      : undefined,
  };
  const app = await buildGatewayApp(options);
  const jobs = [
    scheduleHousekeeping(db),
    scheduleOfferExpiry(db),
    scheduleSettlementLapse(db),
    scheduleRenewalRequote(db, options.siteUrl, options.mailer),
    scheduleInstalmentNotices(db, options.siteUrl, options.mailer),
  ];
  if (config.metrics) {
    const metrics = await startMetricsServer(config.metrics.host, config.metrics.port);
    app.addHook('onClose', (_app, done) => void metrics.close(() => done()));
  }
  await app.listen({ host: config.host, port: config.gatewayPort });
  shutDownOnSignals({
    app,
    db,
    jobs,
    drainMs: config.shutdownDrainSeconds * 1000,
    timeoutMs: config.shutdownTimeoutSeconds * 1000,
    log: (message) => app.log.info(message),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
