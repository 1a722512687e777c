import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { loadConfig, type ServerConfig } from './config/env';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { demoUsers, NEWCOMER } from './seed/data';
import { seedGateway, seedInstitutions } from './seed/seed';
import { buildGatewayApp } from './gateway/app';
import { gatewayOptions } from './gateway/dependencies';
import { scheduleHousekeeping } from './jobs/housekeeping';
import { scheduleInstalmentNotices } from './gateway/marketplace/instalment-notices';
import { scheduleOfferExpiry } from './jobs/offer-expiry';
import { scheduleSettlementLapse } from './gateway/marketplace/settlement-lapse';
import { scheduleRenewalRequote } from './gateway/lender/renewal-requote';
import { buildInstitutionsApp } from './institutions/app';
import { isBuildCurrent, markBuildCurrent, sourceFingerprint } from './site/build-check';
import { siteBuildEnv, sitePolicyOptions } from './site/site-env';
import { buildStaticSiteServer } from './site/static-server';

const ROOT = resolve(__dirname, '../..');

/**
 * `npm start`: the whole product on one machine. PGlite allows one process per data folder,
 * so on the embedded default both services share this process and its database; each still
 * listens on its own port and touches only its own tables.
 */
async function main() {
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: resolve(ROOT, config.dataDir, 'pglite'),
  });
  await migrate(db, 'gateway');
  await migrate(db, 'institutions');
  if (config.seedDemoData) await seedAll(db, config.offerTtlDays, config.affordabilityShareBps);

  const options = gatewayOptions(config, db, ROOT);
  const gateway = await buildGatewayApp(options);
  const jobs = [
    scheduleHousekeeping(db),
    scheduleOfferExpiry(db),
    scheduleSettlementLapse(db),
    scheduleRenewalRequote(db, options.siteUrl, options.mailer),
    scheduleInstalmentNotices(db, options.siteUrl, options.mailer),
  ];
  const institutions = await buildInstitutionsApp({
    db,
    corsOrigins: config.corsOrigins,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
  });
  await gateway.listen({ host: config.host, port: config.gatewayPort });
  await institutions.listen({ host: config.host, port: config.institutionsPort });

  const buildEnv = siteBuildEnv(config);
  await buildSiteIfStale(buildEnv);
  const site = await buildStaticSiteServer(resolve(ROOT, 'public'), sitePolicyOptions(buildEnv));
  await site.listen({ host: config.host, port: config.sitePort });

  printWelcome(config);
  const stop = async () => {
    await Promise.all(jobs.map((job) => job.stop()));
    await Promise.allSettled([site.close(), gateway.close(), institutions.close()]);
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

async function seedAll(db: Database, offerTtlDays: number, affordabilityShareBps: number) {
  const outcomes = [
    await seedGateway(db, { offerTtlDays, affordabilityShareBps }),
    await seedInstitutions(db),
  ];
  if (outcomes.includes('skipped-real-data')) {
    console.warn(
      'Demo data was not loaded: the database already holds data that did not come from the seed.',
    );
  }
}

async function buildSiteIfStale(env: Record<string, string | undefined>) {
  const fingerprint = sourceFingerprint(ROOT, env);
  if (isBuildCurrent(ROOT, fingerprint)) return;
  console.log('The site sources changed since the last build (or it was never built): building it now…');
  await new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, [require.resolve('gatsby/cli.js'), 'build'], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`gatsby build exited with ${code}`))));
  });
  markBuildCurrent(ROOT, fingerprint);
}

function printWelcome(config: ServerConfig) {
  const borrower = demoUsers.find((user) => user.roleId === 1);
  const lines = [
    '',
    `Lendbridge is running at ${config.siteUrl}`,
    `  gateway API:          http://localhost:${config.gatewayPort} (OpenAPI at /openapi.json)`,
    `  institutions service: http://localhost:${config.institutionsPort}`,
    `  database:             ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`}`,
  ];
  const staff = demoUsers.find((user) => user.roleId === 2);
  const admin = demoUsers.find((user) => user.roleId === 3);
  const organizationAdmin = demoUsers.find((user) => user.roleId === 4);
  if (config.seedDemoData && borrower) {
    lines.push(`  demo login:           ${borrower.email} / ${borrower.password}`);
    if (staff && admin) {
      lines.push(
        `  lender workspace:     ${config.siteUrl}/lender as ${staff.email} / ${staff.password} ` +
          `(admin, read-only: ${admin.email} / ${admin.password})`,
      );
    }
    if (admin && organizationAdmin) {
      lines.push(
        `  console:              ${config.siteUrl}/admin as ${admin.email} / ${admin.password} ` +
          `(Zenith Tech's HR: ${organizationAdmin.email} / ${organizationAdmin.password})`,
      );
    }
    lines.push(
      `  try as a newcomer:    ${NEWCOMER.organizationName}, staff number ${NEWCOMER.regNo}; ` +
        `its code is emailed to ${NEWCOMER.contact}`,
    );
  }
  if (!config.smtpUrl) lines.push(`  emails (codes too):   ${config.dataDir}/mail/*.eml`);
  lines.push('Press Ctrl+C to stop.', '');
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
