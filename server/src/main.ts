import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
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
import { precompressSite } from './site/precompress';
import { createSiteRebuilder } from './site/site-rebuild';
import { randomToken } from './auth/secrets';
import { httpInstitutionsTransport } from './gateway/console/institutions-client';
import { loggableMessage } from './http/logging';

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

  // The institutions service takes writes only from the gateway: in this one process both get
  // the same credential, made up for this run unless INSTITUTIONS_SERVICE_TOKEN names one.
  const institutionsCredential = config.institutionsServiceToken ?? randomToken();
  const buildEnv = siteBuildEnv(config);
  const rebuilder = createSiteRebuilder({
    delayMs: config.siteRebuildDelaySeconds * 1000,
    build: () => rebuildSite(buildEnv),
    onError: (error) =>
      console.error(
        'Rebuilding the site failed; it is tried again after the next change:',
        loggableMessage(error),
      ),
  });
  const options = {
    ...gatewayOptions(config, db, ROOT),
    institutions: httpInstitutionsTransport(config.institutionsUrl, institutionsCredential),
    onContentChange: config.siteRebuildDelaySeconds > 0 ? () => rebuilder.request() : undefined,
  };
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
    gatewayCredential: institutionsCredential,
  });
  await gateway.listen({ host: config.host, port: config.gatewayPort });
  await institutions.listen({ host: config.host, port: config.institutionsPort });

  await buildSiteIfStale(buildEnv);
  const site = await buildStaticSiteServer(resolve(ROOT, 'public'), sitePolicyOptions(buildEnv));
  await site.listen({ host: config.host, port: config.sitePort });

  printWelcome(config);
  const stop = async () => {
    rebuilder.stop();
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

type BuildEnv = Record<string, string | undefined>;

function gatsbyBuild(env: BuildEnv, background: boolean): Promise<void> {
  return new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, [require.resolve('gatsby/cli.js'), 'build'], {
      cwd: ROOT,
      env,
      // In the background the build's progress would bury the server's own lines; failures still show.
      stdio: background ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    // Visitors come first: a background build yields the CPU to the services answering them.
    if (background && child.pid !== undefined) setPriority(child.pid, 10);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`gatsby build exited with ${code}`))));
  });
}

async function buildSiteIfStale(env: BuildEnv) {
  const fingerprint = sourceFingerprint(ROOT, env);
  if (isBuildCurrent(ROOT, fingerprint)) return;
  console.log('The site sources changed since the last build (or it was never built): building it now…');
  await gatsbyBuild(env, false);
  markBuildCurrent(ROOT, fingerprint);
}

/**
 * The pre-rendered pages again, with the content as it is now (docs/console.md#what-visitors-see),
 * while the site goes on serving the previous build; the compressed copies are then renewed.
 */
async function rebuildSite(env: BuildEnv) {
  const started = Date.now();
  console.log('Content changed: rebuilding the site in the background…');
  await gatsbyBuild(env, true);
  markBuildCurrent(ROOT, sourceFingerprint(ROOT, env));
  await precompressSite(resolve(ROOT, 'public'));
  console.log(
    `The site is rebuilt with the current content (${Math.round((Date.now() - started) / 1000)} s).`,
  );
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
