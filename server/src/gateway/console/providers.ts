import type { ConsoleProvider, ProviderRequest } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { Conflict, NotFound } from '../../errors/domain-errors';
import { audit } from '../../core/audit';

/** Lenders (loan providers) as the console onboards and edits them (docs/console.md#lenders). */

export const PROVIDER_NOT_FOUND = 'We could not find that lender.';

const COLUMNS = `p.id, p.slug, p.name, p.licence, COALESCE(p.inbox_email, '') AS "contactEmail",
  p.contact_phone AS "contactPhone", p.summary, p.website, p.is_active AS "isActive",
  (SELECT count(*) FROM users u
   WHERE u.provider_id = p.id AND u.email_confirmed AND u.deactivated_at IS NULL)::integer AS "activeStaffCount",
  (SELECT count(*) FROM loans l
   WHERE l.provider_id = p.id AND l.status IN ('awaiting_disbursement', 'active'))::integer AS "runningLoanCount",
  to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

export async function listProviders(db: Queryable): Promise<ConsoleProvider[]> {
  const { rows } = await db.query<ConsoleProvider>(
    `SELECT ${COLUMNS} FROM providers p ORDER BY p.name, p.id`,
  );
  return rows;
}

export async function findConsoleProvider(db: Queryable, id: number): Promise<ConsoleProvider> {
  const { rows } = await db.query<ConsoleProvider>(`SELECT ${COLUMNS} FROM providers p WHERE p.id = $1`, [
    id,
  ]);
  if (!rows[0]) throw new NotFound(PROVIDER_NOT_FOUND, { reason: 'not_found' });
  return rows[0];
}

type Stored = Pick<
  ConsoleProvider,
  'name' | 'licence' | 'contactEmail' | 'contactPhone' | 'summary' | 'website' | 'isActive'
>;

const cleaned = (request: ProviderRequest): Stored => ({
  name: request.name.trim().replace(/\s+/g, ' '),
  licence: request.licence.trim(),
  contactEmail: request.contactEmail.trim(),
  contactPhone: request.contactPhone.trim(),
  summary: request.summary.trim(),
  website: request.website.trim(),
  isActive: request.isActive,
});

/** A slug for the public catalogue, from the name: lower case words joined by dashes. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'lender';

/**
 * Names are what borrowers choose between, so two lenders may not share one (whatever its case).
 * The caller holds the providers lock.
 */
async function refuseTakenName(tx: Queryable, name: string, exceptId: number | null): Promise<void> {
  const { rows } = await tx.query(
    'SELECT 1 FROM providers WHERE lower(name) = lower($1) AND ($2::integer IS NULL OR id <> $2)',
    [name, exceptId],
  );
  if (rows[0]) {
    throw new Conflict(`There is already a lender called ${name}. Choose another name.`, {
      reason: 'name_taken',
      field: 'name',
    });
  }
}

const lockProviders = (tx: Queryable) => tx.query(`SELECT pg_advisory_xact_lock(hashtext('providers'))`);

/**
 * A new lender, audited. It has no loan types yet: it makes offers once its staff set its terms
 * in the lender workspace.
 */
export async function createProvider(
  tx: Queryable,
  request: ProviderRequest,
  actorUserId: number,
): Promise<number> {
  const values = cleaned(request);
  // One creation at a time, so two admins cannot both take a free name or slug.
  await lockProviders(tx);
  await refuseTakenName(tx, values.name, null);
  const base = slugOf(values.name);
  const { rows: taken } = await tx.query<{ slug: string }>(
    `SELECT lower(slug) AS slug FROM providers WHERE lower(slug) = $1 OR lower(slug) LIKE $1 || '-%'`,
    [base],
  );
  const takenSlugs = new Set(taken.map((row) => row.slug));
  let slug = base;
  for (let n = 2; takenSlugs.has(slug); n += 1) slug = `${base}-${n}`;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO providers (slug, name, licence, inbox_email, contact_phone, summary, website, is_active)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      slug,
      values.name,
      values.licence,
      values.contactEmail,
      values.contactPhone,
      values.summary,
      values.website,
      values.isActive,
    ],
  );
  const id = rows[0]!.id;
  await audit(tx, {
    actorUserId,
    entity: 'provider',
    entityId: null,
    recordId: id,
    providerId: id,
    action: 'created',
    fromStatus: null,
    toStatus: values.isActive ? 'active' : 'inactive',
    details: { after: { slug, ...values } },
  });
  return id;
}

export interface ProviderUpdate {
  changed: boolean;
  /** On deactivation: the open offers withdrawn and the staff sessions ended. */
  withdrawnOffers: number;
  endedSessions: number;
}

/**
 * A lender edited. Deactivating it (isActive false) takes it out of the marketplace at once: it
 * already makes no new offers (offers are priced only from active providers' terms), and here its
 * open offers are withdrawn and its staff's sessions ended (lenderIdentity refuses them while it
 * is inactive). Its loans are left as they are. One audit entry keeps each changed field's old
 * and new value, and what the deactivation ended.
 */
export async function updateProvider(
  tx: Queryable,
  id: number,
  request: ProviderRequest,
  actorUserId: number,
  now: Date,
): Promise<ProviderUpdate> {
  const { rows } = await tx.query<Stored>(
    `SELECT name, licence, COALESCE(inbox_email, '') AS "contactEmail", contact_phone AS "contactPhone",
            summary, website, is_active AS "isActive"
     FROM providers WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const before = rows[0];
  if (!before) throw new NotFound(PROVIDER_NOT_FOUND, { reason: 'not_found' });
  const values = cleaned(request);
  await lockProviders(tx);
  await refuseTakenName(tx, values.name, id);
  const changedFields = (Object.keys(values) as Array<keyof Stored>).filter(
    (field) => values[field] !== before[field],
  );
  if (changedFields.length === 0) return { changed: false, withdrawnOffers: 0, endedSessions: 0 };
  await tx.query(
    `UPDATE providers SET name = $2, licence = $3, inbox_email = $4, contact_phone = $5, summary = $6,
       website = $7, is_active = $8, updated_at = now()
     WHERE id = $1`,
    [
      id,
      values.name,
      values.licence,
      values.contactEmail,
      values.contactPhone,
      values.summary,
      values.website,
      values.isActive,
    ],
  );
  const deactivating = before.isActive && !values.isActive;
  const withdrawnOffers = deactivating ? await withdrawOpenOffers(tx, id, actorUserId, now) : 0;
  const endedSessions = deactivating ? await endStaffSessions(tx, id) : 0;
  const status = (active: boolean) => (active ? 'active' : 'inactive');
  await audit(tx, {
    actorUserId,
    entity: 'provider',
    entityId: null,
    recordId: id,
    providerId: id,
    action: before.isActive !== values.isActive ? (values.isActive ? 'activated' : 'deactivated') : 'edited',
    fromStatus: status(before.isActive),
    toStatus: status(values.isActive),
    details: {
      ...Object.fromEntries(
        changedFields.map((field) => [field, { from: before[field], to: values[field] }]),
      ),
      ...(deactivating ? { withdrawnOffers, endedSessions } : {}),
    },
  });
  return { changed: true, withdrawnOffers, endedSessions };
}

/**
 * A deactivated lender's open offers, withdrawn with an audit entry each. They are locked, so an
 * accept already under way finishes first and its loan stands; acceptOffer also refuses an
 * inactive provider's offer, for one a check wrote while this ran.
 */
async function withdrawOpenOffers(tx: Queryable, providerId: number, actorUserId: number, now: Date) {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM loan_offers WHERE provider_id = $1 AND status = 'offered' AND expires_at > $2
     ORDER BY id FOR UPDATE`,
    [providerId, now],
  );
  for (const offer of rows) {
    await tx.query(`UPDATE loan_offers SET status = 'withdrawn', decided_at = $2 WHERE id = $1`, [
      offer.id,
      now,
    ]);
    await audit(tx, {
      actorUserId,
      entity: 'offer',
      entityId: offer.id,
      action: 'offer_withdrawn',
      fromStatus: 'offered',
      toStatus: 'withdrawn',
      providerId,
      details: { reason: 'provider_deactivated' },
    });
  }
  return rows.length;
}

async function endStaffSessions(tx: Queryable, providerId: number): Promise<number> {
  const { rows } = await tx.query(
    `UPDATE sessions s SET revoked_at = now() FROM users u
     WHERE u.id = s.user_id AND u.provider_id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
     RETURNING s.id`,
    [providerId],
  );
  return rows.length;
}
