import { buildGatewayApp } from '../../src/gateway/app';
import { openTestDatabase, type TestDatabase } from './test-database';

export const SITE_ORIGIN = 'http://localhost:8000';

/** A gateway on its own database copy, reached through `inject` (no port is opened). */
export async function startTestGateway() {
  const db: TestDatabase = await openTestDatabase();
  const app = await buildGatewayApp({ db, corsOrigins: [SITE_ORIGIN], logLevel: 'silent' });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.dispose();
    },
  };
}
