import { createHash } from 'node:crypto';
import type {
  OrganizationRef,
  RosterApplied,
  RosterChange,
  RosterFileRequest,
  RosterPreview,
  RosterRow,
  RosterTotals,
} from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { InvalidInput, NotFound } from '../../errors/domain-errors';
import { audit } from '../../core/audit';
import { regNoKey } from '../../core/catalogue-facts';
import { formatMoney } from '../../core/format';
import { chunksOf, ROWS_PER_STATEMENT } from '../../core/statement-chunks';
import { ORGANIZATION_NOT_FOUND } from './console-identity';
import { parseRoster, rosterCsv, type RosterLine } from './roster-csv';

/**
 * An organisation's roster from an HR file: the preview says what every row would do and writes
 * nothing; applying does exactly that in one transaction, in set-based statements of at most
 * 2,000 rows (statement-chunks.ts), so a 50,000-row roster takes seconds, holds no lock other
 * requests need and never keeps them waiting long.
 * People the file does not mention are left as they are: a file may list only who changed.
 */

interface Member {
  id: number;
  regNo: string;
  fullName: string;
  monthlyNetPay: number;
  contactEmail: string | null;
  onRoster: boolean;
  /** A loan not yet repaid: its lender must learn that the person left. */
  hasOpenLoan: boolean;
}

interface Classified extends RosterRow {
  memberId: number | null;
}

const ON_ROSTER = 'on the roster';
const LEFT = 'left';

export const fileHashOf = (csv: string) => createHash('sha256').update(csv).digest('hex');

export async function organizationRef(db: Queryable, id: number): Promise<OrganizationRef> {
  const { rows } = await db.query<OrganizationRef>('SELECT id, code, name FROM organizations WHERE id = $1', [
    id,
  ]);
  if (!rows[0]) throw new NotFound(ORGANIZATION_NOT_FOUND, { reason: 'not_found' });
  return rows[0];
}

/** The organisation's roster, read a chunk of people at a time (see statement-chunks.ts). */
async function currentMembers(db: Queryable, organizationId: number): Promise<Map<string, Member>> {
  const members = new Map<string, Member>();
  let after = 0;
  for (;;) {
    const { rows } = await db.query<Member>(
      `SELECT m.id, m.reg_no AS "regNo", m.full_name AS "fullName", m.monthly_net_pay AS "monthlyNetPay",
              m.contact_email AS "contactEmail", m.on_roster AS "onRoster",
              EXISTS (SELECT 1 FROM loans l WHERE l.member_id = m.id
                      AND l.status IN ('awaiting_disbursement', 'active')) AS "hasOpenLoan"
       FROM organization_members m WHERE m.organization_id = $1 AND m.id > $2
       ORDER BY m.id LIMIT $3`,
      [organizationId, after, ROWS_PER_STATEMENT],
    );
    for (const member of rows) members.set(regNoKey(member.regNo), member);
    if (rows.length < ROWS_PER_STATEMENT) return members;
    after = rows[rows.length - 1]!.id;
  }
}

function changesOf(member: Member, line: RosterLine): RosterChange[] {
  const changes: RosterChange[] = [];
  if (member.fullName !== line.fullName)
    changes.push({ field: 'fullName', from: member.fullName, to: line.fullName });
  if (member.monthlyNetPay !== line.monthlyNetPay)
    changes.push({
      field: 'monthlyNetPay',
      from: formatMoney(member.monthlyNetPay),
      to: formatMoney(line.monthlyNetPay!),
    });
  if ((member.contactEmail ?? '').toLowerCase() !== line.contactEmail)
    changes.push({ field: 'contactEmail', from: member.contactEmail ?? '', to: line.contactEmail });
  if (!member.onRoster) changes.push({ field: 'onRoster', from: LEFT, to: ON_ROSTER });
  return changes;
}

function classify(line: RosterLine, member: Member | undefined, firstLine: number | undefined): Classified {
  const row = {
    line: line.line,
    staffNumber: line.staffNumber,
    fullName: line.fullName,
    monthlyNetPay: line.monthlyNetPay,
    contactEmail: line.contactEmail,
    left: line.left,
    memberId: member?.id ?? null,
  };
  if (line.problem) return { ...row, outcome: 'invalid', changes: [], message: line.problem };
  if (firstLine !== undefined) {
    return {
      ...row,
      outcome: 'invalid',
      changes: [],
      message: `The staff number ${line.staffNumber} is also on line ${firstLine}.`,
    };
  }
  if (!member) {
    return line.left
      ? {
          ...row,
          outcome: 'unchanged',
          changes: [],
          message: 'Not on the roster and marked as left: nothing to do.',
        }
      : { ...row, outcome: 'new', changes: [], message: 'Joins the roster.' };
  }
  if (line.left) {
    if (!member.onRoster)
      return { ...row, outcome: 'unchanged', changes: [], message: 'Already recorded as left.' };
    return {
      ...row,
      outcome: 'left',
      changes: [{ field: 'onRoster', from: ON_ROSTER, to: LEFT }],
      message: member.hasOpenLoan
        ? 'Leaves the roster. They have a loan being repaid: its lender will see that they left.'
        : 'Leaves the roster: their checks will no longer find them.',
    };
  }
  const changes = changesOf(member, line);
  if (changes.length === 0) return { ...row, outcome: 'unchanged', changes, message: 'No change.' };
  const contactChanged = changes.some((change) => change.field === 'contactEmail');
  return {
    ...row,
    outcome: 'changed',
    changes,
    message: contactChanged
      ? 'Changes, including the contact: they must prove the new contact with a code before their next check.'
      : 'Changes.',
  };
}

function totalsOf(rows: RosterRow[]): RosterTotals {
  const totals: RosterTotals = { rows: rows.length, new: 0, changed: 0, left: 0, unchanged: 0, invalid: 0 };
  for (const row of rows) totals[row.outcome] += 1;
  return totals;
}

async function classifyFile(db: Queryable, organizationId: number, csv: string): Promise<Classified[]> {
  const lines = await parseRoster(csv);
  const members = await currentMembers(db, organizationId);
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const key = regNoKey(line.staffNumber);
    const firstLine = line.problem ? undefined : seen.get(key);
    if (!line.problem && firstLine === undefined) seen.set(key, line.line);
    return classify(line, members.get(key), firstLine);
  });
}

const publicRow = ({ memberId: _memberId, ...row }: Classified): RosterRow => row;

export async function previewRoster(
  db: Queryable,
  organizationId: number,
  file: RosterFileRequest,
): Promise<RosterPreview> {
  const organization = await organizationRef(db, organizationId);
  const rows = (await classifyFile(db, organizationId, file.csv)).map(publicRow);
  return {
    organization,
    fileName: file.fileName.trim(),
    fileHash: fileHashOf(file.csv),
    rows,
    totals: totalsOf(rows),
  };
}

/**
 * Applies a file: all of it or, if any row is invalid, nothing. Rows are classified again under
 * the organisation's lock, against the roster as it is now, so two uploads never interleave.
 */
export async function applyRoster(
  tx: Queryable,
  organizationId: number,
  file: RosterFileRequest,
  actorUserId: number,
  now: Date,
): Promise<RosterApplied> {
  const organization = await organizationRef(tx, organizationId);
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('roster'), $1)`, [organizationId]);
  const rows = await classifyFile(tx, organizationId, file.csv);
  const totals = totalsOf(rows);
  const answer = { organization, fileName: file.fileName.trim(), fileHash: fileHashOf(file.csv), totals };
  if (totals.invalid > 0) {
    const first = rows.find((row) => row.outcome === 'invalid')!;
    throw new InvalidInput(
      `${totals.invalid === 1 ? 'One row' : `${totals.invalid} rows`} of the file cannot be used (line ${first.line}: ` +
        `${first.message}), so nothing was changed. Correct the file and upload it again.`,
      { field: 'csv', reason: 'invalid_rows' },
    );
  }
  if (totals.new + totals.changed + totals.left === 0) return { ...answer, uploadId: null, appliedAt: null };

  const added = rows.filter((row) => row.outcome === 'new');
  const changed = rows.filter((row) => row.outcome === 'changed');
  const left = rows.filter((row) => row.outcome === 'left');
  const inserted: { id: number; regNo: string }[] = [];
  for (const chunk of chunksOf(added)) {
    const { rows: ids } = await tx.query<{ id: number; regNo: string }>(
      `INSERT INTO organization_members (organization_id, reg_no, full_name, monthly_net_pay, contact_email)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::bigint[], $5::text[])
       RETURNING id, reg_no AS "regNo"`,
      [
        organizationId,
        chunk.map((row) => row.staffNumber),
        chunk.map((row) => row.fullName),
        chunk.map((row) => row.monthlyNetPay),
        chunk.map((row) => row.contactEmail),
      ],
    );
    inserted.push(...ids);
  }
  for (const chunk of chunksOf(changed)) {
    await tx.query(
      `UPDATE organization_members m
       SET full_name = u.full_name, monthly_net_pay = u.pay, contact_email = u.contact, on_roster = true
       FROM unnest($1::integer[], $2::text[], $3::bigint[], $4::text[]) AS u(id, full_name, pay, contact)
       WHERE m.id = u.id`,
      [
        chunk.map((row) => row.memberId),
        chunk.map((row) => row.fullName),
        chunk.map((row) => row.monthlyNetPay),
        chunk.map((row) => row.contactEmail),
      ],
    );
  }
  for (const chunk of chunksOf(left)) {
    await tx.query('UPDATE organization_members SET on_roster = false WHERE id = ANY($1::integer[])', [
      chunk.map((row) => row.memberId),
    ]);
  }

  const { rows: upload } = await tx.query<{ id: string }>(
    `INSERT INTO roster_uploads (organization_id, file_hash, file_name, totals, uploaded_by, applied_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [organizationId, answer.fileHash, answer.fileName, JSON.stringify(totals), actorUserId, now],
  );
  const uploadId = upload[0]!.id;
  await audit(tx, {
    actorUserId,
    entity: 'roster_upload',
    entityId: uploadId,
    organizationId,
    action: 'roster_applied',
    fromStatus: null,
    toStatus: null,
    details: { fileName: answer.fileName, fileHash: answer.fileHash, totals },
  });
  // One audit entry per person the file changed, written in one statement.
  const idOf = new Map(inserted.map((member) => [regNoKey(member.regNo), member.id]));
  const entries = [
    ...added.map((row) => ({
      id: idOf.get(regNoKey(row.staffNumber))!,
      action: 'roster_added',
      from: null,
      to: ON_ROSTER,
      details: { staffNumber: row.staffNumber, fullName: row.fullName, uploadId },
    })),
    ...[...changed, ...left].map((row) => ({
      id: row.memberId!,
      action: row.outcome === 'left' ? 'roster_left' : 'roster_changed',
      from: row.changes.find((change) => change.field === 'onRoster')?.from ?? ON_ROSTER,
      to: row.outcome === 'left' ? LEFT : ON_ROSTER,
      details: { staffNumber: row.staffNumber, changes: row.changes, uploadId },
    })),
  ];
  for (const chunk of chunksOf(entries)) {
    await tx.query(
      `INSERT INTO audit_log (occurred_at, actor_user_id, entity, record_id, organization_id, action, from_status,
         to_status, details)
       SELECT $1, $2, 'roster_member', e.id::text, $3, e.action, e.from_status, e.to_status, e.details::jsonb
       FROM unnest($4::integer[], $5::text[], $6::text[], $7::text[], $8::text[])
         AS e(id, action, from_status, to_status, details)`,
      [
        now,
        actorUserId,
        organizationId,
        chunk.map((entry) => entry.id),
        chunk.map((entry) => entry.action),
        chunk.map((entry) => entry.from),
        chunk.map((entry) => entry.to),
        chunk.map((entry) => JSON.stringify(entry.details)),
      ],
    );
  }
  return { ...answer, uploadId, appliedAt: now.toISOString() };
}

/** The roster as it stands, people who left included (marked so), by staff number. */
export async function exportRoster(
  db: Queryable,
  organizationId: number,
): Promise<{ fileName: string; csv: string }> {
  const organization = await organizationRef(db, organizationId);
  const { rows } = await db.query<{
    regNo: string;
    fullName: string;
    monthlyNetPay: number;
    contactEmail: string | null;
    onRoster: boolean;
  }>(
    `SELECT reg_no AS "regNo", full_name AS "fullName", monthly_net_pay AS "monthlyNetPay",
            contact_email AS "contactEmail", on_roster AS "onRoster"
     FROM organization_members WHERE organization_id = $1 ORDER BY reg_no`,
    [organizationId],
  );
  const day = new Date().toISOString().slice(0, 10);
  return { fileName: `roster-${organization.code.toLowerCase()}-${day}.csv`, csv: rosterCsv(rows) };
}
