import { institutions } from '../../src/seed/data';
import { buildInstitutionsApp } from '../../src/institutions/app';
import { openTestDatabase, type TestDatabase } from './test-database';

export const SITE_ORIGIN = 'http://localhost:8000';

/** The institutions service on its own database copy, reached through `inject` (no port is opened). */
export async function startTestInstitutions() {
  const db: TestDatabase = await openTestDatabase();
  const app = await buildInstitutionsApp({ db, corsOrigins: [SITE_ORIGIN], logLevel: 'silent' });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.dispose();
    },
  };
}

/** What the service must show of the seed: active institutions with their active scholarships. */
export const activeInstitutions = institutions
  .filter((institution) => institution.isActive)
  .map((institution) => ({
    ...institution,
    scholarships: institution.scholarships.filter((scholarship) => scholarship.isActive),
  }));

export const hiddenScholarships = institutions.flatMap((institution) =>
  institution.scholarships
    .filter((scholarship) => !institution.isActive || !scholarship.isActive)
    .map((scholarship) => ({ institution, scholarship })),
);
