import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';

export type ServiceName = 'gateway' | 'institutions';

const MIGRATIONS_DIR = join(__dirname, 'migrations');

/**
 * Migrations whose comments alone were reworded after they shipped: the checksum each had before. A
 * database that applied the earlier text is accepted and its record brought up to date; any other
 * change to an applied migration still stops start-up.
 */
const REWORDED: Readonly<Record<string, readonly string[]>> = {
  'gateway/002_users.sql': ['827cf99245eecdf97e1b918e119041970ccd2a58a3db55dca3bd92c783444e6e'],
  'gateway/007_identity.sql': ['38bb8fbfcc6bdb05b4159d9bf558ab50ac91fe395ad504fc2e3a0bd014494b73'],
  'gateway/009_lender_workspace.sql': ['8ec71f6bc83d90c3534262dd8bd6916751ac61014db4893706c6df8cabe06483'],
};

interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

function readMigrations(service: ServiceName): Migration[] {
  const dir = join(MIGRATIONS_DIR, service);
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const sql = readFileSync(join(dir, file), 'utf8');
      return {
        version: Number(file.slice(0, 3)),
        name: file,
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    });
}

/**
 * Applies the service's numbered migrations that have not run yet, each in its own
 * transaction. An applied migration whose file changed afterwards stops start-up: silently
 * diverging schemas are worse than a loud failure.
 */
export async function migrate(db: Database, service: ServiceName): Promise<string[]> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      service    text NOT NULL,
      version    integer NOT NULL,
      name       text NOT NULL,
      checksum   text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (service, version)
    )`);
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    // Replicas starting together take turns; the lock is released when the transaction ends.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`migrate:${service}`]);
    const { rows } = await tx.query<{ version: number; checksum: string; name: string }>(
      'SELECT version, checksum, name FROM schema_migrations WHERE service = $1',
      [service],
    );
    const done = new Map(rows.map((row) => [row.version, row]));
    for (const migration of readMigrations(service)) {
      const previous = done.get(migration.version);
      if (previous) {
        if (previous.checksum === migration.checksum) continue;
        if (!REWORDED[`${service}/${migration.name}`]?.includes(previous.checksum)) {
          throw new Error(
            `Migration ${service}/${migration.name} was changed after it was applied; add a new migration instead`,
          );
        }
        await tx.query('UPDATE schema_migrations SET checksum = $3 WHERE service = $1 AND version = $2', [
          service,
          migration.version,
          migration.checksum,
        ]);
        continue;
      }
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query(
        'INSERT INTO schema_migrations (service, version, name, checksum) VALUES ($1, $2, $3, $4)',
        [service, migration.version, migration.name, migration.checksum],
      );
      applied.push(`${service}/${migration.name}`);
    }
  });
  return applied;
}

/**
 * Splits a migration into statements: a semicolon at a line's end ends one, unless it stands
 * inside a `$$`-quoted function body (the only dollar quoting our migrations use). Whole-line
 * `--` comments are dropped.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of sql.split('\n')) {
    if (!inBody && line.trim().startsWith('--')) continue;
    current.push(line);
    // An odd number of `$$` on a line opens or closes a body.
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, '').trim());
      current = [];
    }
  }
  statements.push(current.join('\n').trim());
  return statements.filter((statement) => statement !== '');
}
