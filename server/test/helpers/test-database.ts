import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/db/database';

/** Set by global-setup: a migrated, seeded database each test file copies in about a second. */
export const PGLITE_DUMP_ENV = 'LENDBRIDGE_TEST_PGLITE_DUMP';
export const PG_TEMPLATE_ENV = 'LENDBRIDGE_TEST_PG_TEMPLATE';

export interface TestDatabase extends Database {
  /** Closes the database and, on PostgreSQL, drops the file's private copy. */
  dispose(): Promise<void>;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Every test file gets its own copy of the migrated, seeded database: PGlite loaded from a
 * dump, or (with DATABASE_URL) a PostgreSQL database cloned from a template.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = process.env[PG_TEMPLATE_ENV];
    if (!template) throw new Error('global-setup did not prepare the PostgreSQL template database');
    const name = `lendbridge_test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const db = await openPostgres(withDatabaseName(serverUrl, name));
    return {
      ...db,
      dispose: async () => {
        await db.close();
        const cleanup = new Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dumpPath = process.env[PGLITE_DUMP_ENV];
  if (!dumpPath) throw new Error('global-setup did not prepare the PGlite dump');
  const db = await openPglite(undefined, new Blob([readFileSync(dumpPath)]));
  return { ...db, dispose: () => db.close() };
}
