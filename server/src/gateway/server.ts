import { loadConfig } from '../config/env';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedGateway } from '../seed/seed';
import { buildGatewayApp } from './app';
import { gatewayOptions } from './dependencies';
import { scheduleHousekeeping } from '../jobs/housekeeping';
import { scheduleOfferExpiry } from '../jobs/offer-expiry';

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
  const app = await buildGatewayApp(gatewayOptions(config, db, process.cwd()));
  const jobs = [scheduleHousekeeping(db), scheduleOfferExpiry(db)];
  await app.listen({ host: config.host, port: config.gatewayPort });
  const stop = async () => {
    for (const job of jobs) job.stop();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
