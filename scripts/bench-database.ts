import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { openPglite, openPostgres, type Database } from '../server/src/db/database';

/**
 * A benchmark's own empty database, never the development or test one: a fresh PGlite folder
 * under the system temp dir, or, with BENCH_DATABASE_URL, a database (re)created on that server.
 */
export async function openBenchDatabase(name: string): Promise<Database> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const folder = benchFolder(name);
    rmSync(folder, { recursive: true, force: true });
    return openPglite(folder);
  }
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString());
}

export const benchFolder = (name: string) => join(tmpdir(), name);
