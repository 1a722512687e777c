import { institutions, providers } from '../src/seed/data';
import { openPglite } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedGateway, seedInstitutions } from '../src/seed/seed';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

const count = async (db: TestDatabase, table: string) =>
  Number((await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);

describe('migrations and seed', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.dispose());

  it('applies nothing the second time', async () => {
    expect(await migrate(db, 'gateway')).toEqual([]);
    expect(await migrate(db, 'institutions')).toEqual([]);
  });

  it('seeds idempotently: a second run adds no rows', async () => {
    const tables = [
      'providers',
      'provider_settings',
      'organizations',
      'organization_members',
      'faqs',
      'users',
    ];
    const before = await Promise.all(tables.map((t) => count(db, t)));
    expect(await seedGateway(db)).toBe('seeded');
    expect(await seedInstitutions(db)).toBe('seeded');
    expect(await Promise.all(tables.map((t) => count(db, t)))).toEqual(before);
    expect(before[0]).toBe(providers.length);
    expect(await count(db, 'institutions.institutions')).toBe(institutions.length);
  });

  it('stores demo passwords as argon2id hashes, never in clear', async () => {
    const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('keeps money as whole minor units', async () => {
    const { rows } = await db.query<{ min_amount: number }>('SELECT min_amount FROM provider_settings');
    for (const row of rows) expect(Number.isSafeInteger(row.min_amount)).toBe(true);
  });
});

describe('a database that holds real data', () => {
  // Each starts a new PGlite and runs every migration itself (no migrated copy to load): seconds
  // on an idle machine, and several times that on two busy cores.
  const FRESH_DATABASE_MS = 120_000;
  it(
    'is never seeded unless asked',
    async () => {
      const db = await openPglite();
      await migrate(db, 'gateway');
      await migrate(db, 'institutions');
      await db.query(
        `INSERT INTO providers (slug, name, summary, website, licence) VALUES ('real', 'Real Lender', 's', 'w', 'l')`,
      );
      expect(await seedGateway(db)).toBe('skipped-real-data');
      expect(Number((await db.query<{ n: number }>('SELECT count(*) AS n FROM providers')).rows[0]?.n)).toBe(
        1,
      );
      expect(await seedGateway(db, { force: true })).toBe('seeded');
      await db.close();
    },
    FRESH_DATABASE_MS,
  );

  it(
    'refuses to start when an applied migration was edited',
    async () => {
      const db = await openPglite();
      await migrate(db, 'institutions');
      await db.query(`UPDATE schema_migrations SET checksum = 'edited' WHERE service = 'institutions'`);
      await expect(migrate(db, 'institutions')).rejects.toThrow(/was changed after it was applied/);
      await db.close();
    },
    FRESH_DATABASE_MS,
  );

  it(
    'accepts a migration whose comments alone were reworded, and records its new checksum',
    async () => {
      const db = await openPglite();
      await migrate(db, 'gateway');
      const before = "SELECT checksum FROM schema_migrations WHERE service = 'gateway' AND version = 2";
      const { rows } = await db.query<{ checksum: string }>(before);
      // The checksum 002_users.sql had before its comment was reworded.
      const former = '827cf99245eecdf97e1b918e119041970ccd2a58a3db55dca3bd92c783444e6e';
      await db.query(`UPDATE schema_migrations SET checksum = $1 WHERE service = 'gateway' AND version = 2`, [
        former,
      ]);
      await expect(migrate(db, 'gateway')).resolves.toEqual([]);
      expect((await db.query<{ checksum: string }>(before)).rows[0]?.checksum).toBe(rows[0]?.checksum);
      await db.close();
    },
    FRESH_DATABASE_MS,
  );
});
