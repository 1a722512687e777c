import type {
  ConsoleInstitution,
  ConsoleScholarship,
  InstitutionChange,
  InstitutionRequest,
  ScholarshipChange,
  ScholarshipRequest,
} from '@lendbridge/contract';
import type { Database, Queryable } from '../db/database';
import { Conflict, NotFound } from '../errors/domain-errors';
import { cleanOtherNames } from './institutions-repository';

/** The institutions service's writes, which only the gateway may ask for (admin-routes.ts). */

type StoredInstitution = Omit<ConsoleInstitution, 'scholarships'>;

const INSTITUTION_COLUMNS = `i.id, i.slug, i.name, i.other_names AS "otherNames", i.location, i.description,
  i.website, i.organization_code AS "organizationCode", i.is_partner AS "isPartner", i.is_active AS "isActive"`;

const SCHOLARSHIP_COLUMNS = `s.id, s.institution_id AS "institutionId", s.title, s.amount::bigint AS amount,
  s.currency, to_char(s.deadline, 'YYYY-MM-DD') AS deadline, s.level, s.field_of_study AS "fieldOfStudy",
  s.eligibility_summary AS "eligibilitySummary", s.how_to_apply AS "howToApply", s.is_active AS "isActive"`;

export const INSTITUTION_NOT_FOUND = 'We could not find that institution.';
export const SCHOLARSHIP_NOT_FOUND = 'We could not find that scholarship.';

// PGlite answers bigint as a string or a number depending on the driver; amounts are safe integers.
const scholarshipOf = (row: ConsoleScholarship): ConsoleScholarship => ({
  ...row,
  amount: Number(row.amount),
});

async function findInstitution(db: Queryable, id: number, lock = false): Promise<StoredInstitution> {
  const { rows } = await db.query<StoredInstitution>(
    `SELECT ${INSTITUTION_COLUMNS} FROM institutions.institutions i WHERE i.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) throw new NotFound(INSTITUTION_NOT_FOUND, { reason: 'not_found' });
  return rows[0];
}

async function findScholarship(db: Queryable, id: number, lock = false): Promise<ConsoleScholarship> {
  const { rows } = await db.query<ConsoleScholarship>(
    `SELECT ${SCHOLARSHIP_COLUMNS} FROM institutions.scholarships s WHERE s.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) throw new NotFound(SCHOLARSHIP_NOT_FOUND, { reason: 'not_found' });
  return scholarshipOf(rows[0]);
}

async function withScholarships(db: Queryable, institution: StoredInstitution): Promise<ConsoleInstitution> {
  const { rows } = await db.query<ConsoleScholarship>(
    `SELECT ${SCHOLARSHIP_COLUMNS} FROM institutions.scholarships s WHERE s.institution_id = $1
     ORDER BY s.deadline, s.id`,
    [institution.id],
  );
  return { ...institution, scholarships: rows.map(scholarshipOf) };
}

const cleanedInstitution = (request: InstitutionRequest) => ({
  slug: request.slug,
  name: request.name.trim(),
  otherNames: cleanOtherNames(request.otherNames),
  location: request.location.trim(),
  description: request.description.trim(),
  website: request.website.trim(),
  organizationCode: request.organizationCode === '' ? null : request.organizationCode.toUpperCase(),
  isPartner: request.isPartner,
  isActive: request.isActive,
});

const cleanedScholarship = (request: ScholarshipRequest) => ({
  title: request.title.trim(),
  amount: request.amount,
  currency: request.currency,
  deadline: request.deadline,
  level: request.level,
  fieldOfStudy: request.fieldOfStudy.trim(),
  eligibilitySummary: request.eligibilitySummary.trim(),
  howToApply: request.howToApply.trim(),
  isActive: request.isActive,
});

async function refuseTakenSlug(tx: Queryable, slug: string, exceptId: number | null): Promise<void> {
  const { rows } = await tx.query<{ name: string }>(
    'SELECT name FROM institutions.institutions WHERE slug = $1 AND ($2::integer IS NULL OR id <> $2)',
    [slug, exceptId],
  );
  if (rows[0]) {
    throw new Conflict(`The address /partner/${slug} is already ${rows[0].name}'s. Choose another.`, {
      reason: 'slug_taken',
      field: 'slug',
    });
  }
}

async function refuseTakenTitle(
  tx: Queryable,
  institutionId: number,
  title: string,
  exceptId: number | null,
): Promise<void> {
  const { rows } = await tx.query(
    `SELECT 1 FROM institutions.scholarships
     WHERE institution_id = $1 AND lower(title) = lower($2) AND ($3::integer IS NULL OR id <> $3)`,
    [institutionId, title, exceptId],
  );
  if (rows[0]) {
    throw new Conflict('This institution already has a scholarship with that title.', {
      reason: 'title_taken',
      field: 'title',
    });
  }
}

/** The day before yesterday in UTC: a date that has passed in every time zone a reader may be in. */
export function closedDeadline(now: Date): string {
  return new Date(now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
}

export function institutionsAdmin(db: Database) {
  return {
    async all(): Promise<ConsoleInstitution[]> {
      const { rows: institutions } = await db.query<StoredInstitution>(
        `SELECT ${INSTITUTION_COLUMNS} FROM institutions.institutions i ORDER BY i.name, i.id`,
      );
      const { rows: scholarships } = await db.query<ConsoleScholarship>(
        `SELECT ${SCHOLARSHIP_COLUMNS} FROM institutions.scholarships s ORDER BY s.deadline, s.id`,
      );
      const byInstitution = new Map<number, ConsoleScholarship[]>();
      for (const row of scholarships) {
        const list = byInstitution.get(row.institutionId) ?? [];
        list.push(scholarshipOf(row));
        byInstitution.set(row.institutionId, list);
      }
      return institutions.map((institution) => ({
        ...institution,
        scholarships: byInstitution.get(institution.id) ?? [],
      }));
    },

    createInstitution: (request: InstitutionRequest): Promise<InstitutionChange> =>
      db.transaction(async (tx) => {
        const values = cleanedInstitution(request);
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext('institutions.slug'))`);
        await refuseTakenSlug(tx, values.slug, null);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO institutions.institutions (slug, name, other_names, location, description, website,
             organization_code, is_partner, is_active)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [
            values.slug,
            values.name,
            values.otherNames,
            values.location,
            values.description,
            values.website,
            values.organizationCode,
            values.isPartner,
            values.isActive,
          ],
        );
        const after = await withScholarships(tx, await findInstitution(tx, rows[0]!.id));
        return { before: null, after };
      }),

    updateInstitution: (id: number, request: InstitutionRequest): Promise<InstitutionChange> =>
      db.transaction(async (tx) => {
        const before = await findInstitution(tx, id, true);
        const values = cleanedInstitution(request);
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext('institutions.slug'))`);
        await refuseTakenSlug(tx, values.slug, id);
        await tx.query(
          `UPDATE institutions.institutions SET slug = $2, name = $3, other_names = $4, location = $5,
             description = $6, website = $7, organization_code = $8, is_partner = $9, is_active = $10
           WHERE id = $1`,
          [
            id,
            values.slug,
            values.name,
            values.otherNames,
            values.location,
            values.description,
            values.website,
            values.organizationCode,
            values.isPartner,
            values.isActive,
          ],
        );
        const after = await withScholarships(tx, await findInstitution(tx, id));
        return { before, after };
      }),

    createScholarship: (institutionId: number, request: ScholarshipRequest): Promise<ScholarshipChange> =>
      db.transaction(async (tx) => {
        await findInstitution(tx, institutionId, true);
        const values = cleanedScholarship(request);
        await refuseTakenTitle(tx, institutionId, values.title, null);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO institutions.scholarships (institution_id, title, amount, currency, deadline, level,
             field_of_study, eligibility_summary, how_to_apply, is_active)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [
            institutionId,
            values.title,
            values.amount,
            values.currency,
            values.deadline,
            values.level,
            values.fieldOfStudy,
            values.eligibilitySummary,
            values.howToApply,
            values.isActive,
          ],
        );
        return { before: null, after: await findScholarship(tx, rows[0]!.id) };
      }),

    updateScholarship: (id: number, request: ScholarshipRequest): Promise<ScholarshipChange> =>
      db.transaction(async (tx) => {
        const before = await findScholarship(tx, id, true);
        const values = cleanedScholarship(request);
        await refuseTakenTitle(tx, before.institutionId, values.title, id);
        await tx.query(
          `UPDATE institutions.scholarships SET title = $2, amount = $3, currency = $4, deadline = $5, level = $6,
             field_of_study = $7, eligibility_summary = $8, how_to_apply = $9, is_active = $10
           WHERE id = $1`,
          [
            id,
            values.title,
            values.amount,
            values.currency,
            values.deadline,
            values.level,
            values.fieldOfStudy,
            values.eligibilitySummary,
            values.howToApply,
            values.isActive,
          ],
        );
        return { before, after: await findScholarship(tx, id) };
      }),

    /**
     * Closes a scholarship to applications now: its deadline moves back to a day already past
     * everywhere, so the listing, the search's open-first ranking and the calendar links all
     * treat it as closed. A deadline already past stays as it is (closing twice changes nothing).
     */
    closeScholarship: (id: number, now: Date): Promise<ScholarshipChange> =>
      db.transaction(async (tx) => {
        const before = await findScholarship(tx, id, true);
        const deadline = closedDeadline(now);
        if (before.deadline > deadline) {
          await tx.query('UPDATE institutions.scholarships SET deadline = $2 WHERE id = $1', [id, deadline]);
        }
        return { before, after: await findScholarship(tx, id) };
      }),
  };
}
