/**
 * Tests that need a real PostgreSQL server (DATABASE_URL): losing the connection, replicas, locks
 * across processes. PGlite cannot stand in for them. On a developer's machine without a server
 * they are skipped with a notice; in CI (CI=true), where `.ci/run` always sets DATABASE_URL, a
 * missing one is a mistake in the run, so they fail instead of going quietly unrun.
 */
export const databaseUrl = process.env.DATABASE_URL;
const inCi = process.env.CI === 'true' || process.env.CI === '1';

const missing = (name: string) =>
  new Error(`"${name}" needs PostgreSQL, but DATABASE_URL is not set in CI: run the server suite with it.`);

type Body = () => Promise<unknown>;

export function describeOnPostgres(name: string, body: () => void): void {
  if (databaseUrl) return describe(name, body);
  if (inCi) {
    return describe(name, () => {
      it('runs on PostgreSQL', () => {
        throw missing(name);
      });
    });
  }
  console.warn(`Skipped without DATABASE_URL (npm run test:postgres runs it): ${name}`);
  return describe.skip(name, body);
}

export function itOnPostgres(name: string, body: Body, timeout?: number): void {
  if (databaseUrl) return it(name, body, timeout);
  if (inCi) {
    return it(name, () => {
      throw missing(name);
    });
  }
  console.warn(`Skipped without DATABASE_URL (npm run test:postgres runs it): ${name}`);
  return it.skip(name, body, timeout);
}
