import type { ConsoleOrganization, OrganizationRequest } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { Conflict, NotFound } from '../../errors/domain-errors';
import { audit } from '../../core/audit';
import { ORGANIZATION_NOT_FOUND } from './console-identity';

/** Employers and schools as the console edits them. */

const COLUMNS = `o.id, o.code, o.name, o.kind, o.status,
  o.payroll_contact_name AS "payrollContactName", o.payroll_contact_email AS "payrollContactEmail",
  (SELECT count(*) FROM organization_members m WHERE m.organization_id = o.id AND m.on_roster)::integer
    AS "onRosterCount",
  to_char(o.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

/** Every organisation, or only `onlyId` (an organisation administrator's own). */
export async function listOrganizations(
  db: Queryable,
  onlyId: number | null,
): Promise<ConsoleOrganization[]> {
  const { rows } = await db.query<ConsoleOrganization>(
    `SELECT ${COLUMNS} FROM organizations o WHERE $1::integer IS NULL OR o.id = $1 ORDER BY o.name`,
    [onlyId],
  );
  return rows;
}

export async function findConsoleOrganization(db: Queryable, id: number): Promise<ConsoleOrganization> {
  const { rows } = await db.query<ConsoleOrganization>(
    `SELECT ${COLUMNS} FROM organizations o WHERE o.id = $1`,
    [id],
  );
  if (!rows[0]) throw new NotFound(ORGANIZATION_NOT_FOUND, { reason: 'not_found' });
  return rows[0];
}

type Stored = Omit<ConsoleOrganization, 'onRosterCount' | 'updatedAt'>;

const cleaned = (request: OrganizationRequest) => ({
  code: request.code.trim().toUpperCase(),
  name: request.name.trim(),
  kind: request.kind,
  status: request.status,
  payrollContactName: request.payrollContactName.trim(),
  payrollContactEmail: request.payrollContactEmail.trim(),
});

async function refuseTakenCode(tx: Queryable, code: string, exceptId: number | null): Promise<void> {
  const { rows } = await tx.query<{ name: string }>(
    'SELECT name FROM organizations WHERE upper(code) = $1 AND ($2::integer IS NULL OR id <> $2)',
    [code, exceptId],
  );
  if (rows[0]) {
    throw new Conflict(`The code ${code} is already ${rows[0].name}'s. Choose another.`, {
      reason: 'code_taken',
      field: 'code',
    });
  }
}

/** A new employer or school, audited. Codes are kept in capitals, unique whatever their case. */
export async function createOrganization(
  tx: Queryable,
  request: OrganizationRequest,
  actorUserId: number,
): Promise<number> {
  const values = cleaned(request);
  // One creation at a time, so two admins cannot both take a free code.
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('organizations'))`);
  await refuseTakenCode(tx, values.code, null);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO organizations (code, name, kind, status, payroll_contact_name, payroll_contact_email)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      values.code,
      values.name,
      values.kind,
      values.status,
      values.payrollContactName,
      values.payrollContactEmail,
    ],
  );
  const id = rows[0]!.id;
  await audit(tx, {
    actorUserId,
    entity: 'organization',
    entityId: null,
    recordId: id,
    organizationId: id,
    action: 'created',
    fromStatus: null,
    toStatus: values.status ? 'active' : 'inactive',
    details: { after: values },
  });
  return id;
}

/**
 * An organisation edited; status false deactivates it (it leaves the public list and its checks
 * fail the organisation rule). The audit entry keeps what each changed field was and became.
 */
export async function updateOrganization(
  tx: Queryable,
  id: number,
  request: OrganizationRequest,
  actorUserId: number,
): Promise<{ changed: boolean }> {
  const { rows } = await tx.query<Stored>(
    `SELECT id, code, name, kind, status, payroll_contact_name AS "payrollContactName",
            payroll_contact_email AS "payrollContactEmail"
     FROM organizations WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const before = rows[0];
  if (!before) throw new NotFound(ORGANIZATION_NOT_FOUND, { reason: 'not_found' });
  const values = cleaned(request);
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('organizations'))`);
  await refuseTakenCode(tx, values.code, id);
  const changedFields = (Object.keys(values) as Array<keyof typeof values>).filter(
    (field) => values[field] !== before[field],
  );
  if (changedFields.length === 0) return { changed: false };
  await tx.query(
    `UPDATE organizations SET code = $2, name = $3, kind = $4, status = $5, payroll_contact_name = $6,
       payroll_contact_email = $7, updated_at = now()
     WHERE id = $1`,
    [
      id,
      values.code,
      values.name,
      values.kind,
      values.status,
      values.payrollContactName,
      values.payrollContactEmail,
    ],
  );
  const status = (active: boolean) => (active ? 'active' : 'inactive');
  await audit(tx, {
    actorUserId,
    entity: 'organization',
    entityId: null,
    recordId: id,
    organizationId: id,
    action: before.status !== values.status ? (values.status ? 'activated' : 'deactivated') : 'edited',
    fromStatus: status(before.status),
    toStatus: status(values.status),
    details: Object.fromEntries(
      changedFields.map((field) => [field, { from: before[field], to: values[field] }]),
    ),
  });
  return { changed: true };
}
