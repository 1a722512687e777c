import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedGateway, seedInstitutions } from '../src/seed/seed';
import { PG_TEMPLATE_ENV, PGLITE_DUMP_ENV, withDatabaseName } from './helpers/test-database';

// Named per run, so two runs on one server (a second checkout, or suites run side by side) never
// drop each other's template.
const TEMPLATE = `lendbridge_test_template_${process.pid}`;

async function prepare(db: Database) {
  await migrate(db, 'gateway');
  await migrate(db, 'institutions');
  await seedGateway(db);
  await seedInstitutions(db);
}

/** Migrates and seeds once per run; each test file then starts from a copy (see test-database.ts). */
export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    console.log(`\nServer tests run against PostgreSQL (${new URL(serverUrl).host})`);
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
    await admin.end();
    const db = await openPostgres(withDatabaseName(serverUrl, TEMPLATE));
    await prepare(db);
    await db.close();
    process.env[PG_TEMPLATE_ENV] = TEMPLATE;
    return;
  }
  console.log('\nServer tests run against PGlite in memory (set DATABASE_URL to use PostgreSQL)');
  const db = await openPglite();
  await prepare(db);
  const dump = await db.dump();
  const path = join(tmpdir(), `lendbridge-test-${process.pid}.tar.gz`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  process.env[PGLITE_DUMP_ENV] = path;
}
