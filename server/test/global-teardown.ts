import { rmSync } from 'node:fs';
import { PGLITE_DUMP_ENV } from './helpers/test-database';

export default async function globalTeardown(): Promise<void> {
  const dump = process.env[PGLITE_DUMP_ENV];
  if (dump) rmSync(dump, { force: true });
}
