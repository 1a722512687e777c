import { rmSync } from 'node:fs';
import { Client } from 'pg';
import { PG_TEMPLATE_ENV, PGLITE_DUMP_ENV } from './helpers/test-database';

export default async function globalTeardown(): Promise<void> {
  const dump = process.env[PGLITE_DUMP_ENV];
  if (dump) rmSync(dump, { force: true });
  const template = process.env[PG_TEMPLATE_ENV];
  const serverUrl = process.env.DATABASE_URL;
  if (template && serverUrl) {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  }
}
