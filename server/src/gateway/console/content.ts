import type {
  ConsoleFaq,
  ConsoleLoanType,
  ConsoleTestimonial,
  FaqRequest,
  LoanTypeRequest,
} from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { audit, type AuditEntry } from '../../core/audit';
import { Conflict, NotFound } from '../../errors/domain-errors';

/** The public content platform admins keep (docs/console.md#content), each change audited. */

export const FAQ_NOT_FOUND = 'We could not find that question.';
export const TESTIMONIAL_NOT_FOUND = 'We could not find that testimonial.';
export const LOAN_TYPE_NOT_FOUND = 'We could not find that loan type.';

/** Each field whose value differs, with what it was and became: what the audit log keeps. */
export function changedFields<T extends object>(
  before: T | null,
  after: T,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, value] of Object.entries(after)) {
    const old: unknown = before === null ? null : (before as Record<string, unknown>)[field];
    if (JSON.stringify(old) !== JSON.stringify(value)) changes[field] = { from: old, to: value };
  }
  return changes;
}

type ContentEntity = Extract<
  AuditEntry['entity'],
  'faq' | 'testimonial' | 'loan_type' | 'institution' | 'scholarship'
>;

/** One audit entry for a content change: who, which record, and each field's old and new value. */
export async function auditContent(
  tx: Queryable,
  entry: {
    actorUserId: number;
    entity: ContentEntity;
    recordId: number;
    action: string;
    fromStatus: string | null;
    toStatus: string | null;
    before: object | null;
    after: object | null;
  },
): Promise<void> {
  await audit(tx, {
    actorUserId: entry.actorUserId,
    entity: entry.entity,
    entityId: null,
    recordId: entry.recordId,
    action: entry.action,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    details:
      entry.after === null
        ? { removed: entry.before }
        : entry.before === null
          ? { after: entry.after }
          : changedFields(entry.before, entry.after),
  });
}

const FAQ_COLUMNS = `id, question, answer, category, is_approved AS "isApproved", sort_order AS "sortOrder"`;

export async function allFaqs(db: Queryable): Promise<ConsoleFaq[]> {
  const { rows } = await db.query<ConsoleFaq>(`SELECT ${FAQ_COLUMNS} FROM faqs ORDER BY sort_order, id`);
  return rows;
}

async function lockedFaq(tx: Queryable, id: number): Promise<ConsoleFaq> {
  const { rows } = await tx.query<ConsoleFaq>(`SELECT ${FAQ_COLUMNS} FROM faqs WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  if (!rows[0]) throw new NotFound(FAQ_NOT_FOUND, { reason: 'not_found' });
  return rows[0];
}

const cleanedFaq = (request: FaqRequest): Omit<ConsoleFaq, 'id'> => ({
  question: request.question.trim(),
  answer: request.answer.trim(),
  category: request.category.trim(),
  isApproved: request.isApproved,
  sortOrder: request.sortOrder,
});

async function refuseTakenQuestion(tx: Queryable, question: string, exceptId: number | null): Promise<void> {
  const { rows } = await tx.query(
    'SELECT 1 FROM faqs WHERE lower(question) = lower($1) AND ($2::integer IS NULL OR id <> $2)',
    [question, exceptId],
  );
  if (rows[0]) {
    throw new Conflict('That question is already answered: edit that answer instead.', {
      reason: 'question_taken',
      field: 'question',
    });
  }
}

const approval = (approved: boolean) => (approved ? 'approved' : 'unapproved');

export async function createFaq(
  tx: Queryable,
  request: FaqRequest,
  actorUserId: number,
): Promise<ConsoleFaq> {
  const values = cleanedFaq(request);
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('faqs'))`);
  await refuseTakenQuestion(tx, values.question, null);
  const { rows } = await tx.query<ConsoleFaq>(
    `INSERT INTO faqs (question, answer, category, is_approved, sort_order) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${FAQ_COLUMNS}`,
    [values.question, values.answer, values.category, values.isApproved, values.sortOrder],
  );
  const faq = rows[0]!;
  await auditContent(tx, {
    actorUserId,
    entity: 'faq',
    recordId: faq.id,
    action: 'created',
    fromStatus: null,
    toStatus: approval(faq.isApproved),
    before: null,
    after: values,
  });
  return faq;
}

export async function updateFaq(
  tx: Queryable,
  id: number,
  request: FaqRequest,
  actorUserId: number,
): Promise<{ faq: ConsoleFaq; changed: boolean }> {
  const { id: _id, ...before } = await lockedFaq(tx, id);
  const values = cleanedFaq(request);
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('faqs'))`);
  await refuseTakenQuestion(tx, values.question, id);
  if (Object.keys(changedFields(before, values)).length === 0)
    return { faq: { id, ...before }, changed: false };
  const { rows } = await tx.query<ConsoleFaq>(
    `UPDATE faqs SET question = $2, answer = $3, category = $4, is_approved = $5, sort_order = $6 WHERE id = $1
     RETURNING ${FAQ_COLUMNS}`,
    [id, values.question, values.answer, values.category, values.isApproved, values.sortOrder],
  );
  await auditContent(tx, {
    actorUserId,
    entity: 'faq',
    recordId: id,
    action: before.isApproved !== values.isApproved ? approval(values.isApproved) : 'edited',
    fromStatus: approval(before.isApproved),
    toStatus: approval(values.isApproved),
    before,
    after: values,
  });
  return { faq: rows[0]!, changed: true };
}

/** Deleted for good; the audit entry keeps everything it said. */
export async function deleteFaq(tx: Queryable, id: number, actorUserId: number): Promise<ConsoleFaq> {
  const faq = await lockedFaq(tx, id);
  await tx.query('DELETE FROM faqs WHERE id = $1', [id]);
  await auditContent(tx, {
    actorUserId,
    entity: 'faq',
    recordId: id,
    action: 'deleted',
    fromStatus: approval(faq.isApproved),
    toStatus: null,
    before: faq,
    after: null,
  });
  return faq;
}

const TESTIMONIAL_COLUMNS = `id, author, role, quote, rating, is_published AS "isPublished"`;

export async function allTestimonials(db: Queryable): Promise<ConsoleTestimonial[]> {
  const { rows } = await db.query<ConsoleTestimonial>(
    `SELECT ${TESTIMONIAL_COLUMNS} FROM testimonials ORDER BY id`,
  );
  return rows;
}

const publication = (shown: boolean) => (shown ? 'published' : 'hidden');

export async function setTestimonialShown(
  tx: Queryable,
  id: number,
  isPublished: boolean,
  actorUserId: number,
): Promise<{ testimonial: ConsoleTestimonial; changed: boolean }> {
  const { rows } = await tx.query<ConsoleTestimonial>(
    `SELECT ${TESTIMONIAL_COLUMNS} FROM testimonials WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const before = rows[0];
  if (!before) throw new NotFound(TESTIMONIAL_NOT_FOUND, { reason: 'not_found' });
  if (before.isPublished === isPublished) return { testimonial: before, changed: false };
  await tx.query('UPDATE testimonials SET is_published = $2 WHERE id = $1', [id, isPublished]);
  await auditContent(tx, {
    actorUserId,
    entity: 'testimonial',
    recordId: id,
    action: isPublished ? 'published' : 'hidden',
    fromStatus: publication(before.isPublished),
    toStatus: publication(isPublished),
    before: { isPublished: before.isPublished },
    after: { isPublished },
  });
  return { testimonial: { ...before, isPublished }, changed: true };
}

const LOAN_TYPE_COLUMNS = `id, code, name, description, is_active AS "isActive"`;

export async function allLoanTypes(db: Queryable): Promise<ConsoleLoanType[]> {
  const { rows } = await db.query<ConsoleLoanType>(`SELECT ${LOAN_TYPE_COLUMNS} FROM loan_types ORDER BY id`);
  return rows;
}

const cleanedLoanType = (request: LoanTypeRequest): Omit<ConsoleLoanType, 'id'> => ({
  code: request.code,
  name: request.name.trim(),
  description: request.description.trim(),
  isActive: request.isActive,
});

async function refuseTakenCode(tx: Queryable, code: string, exceptId: number | null): Promise<void> {
  const { rows } = await tx.query<{ name: string }>(
    'SELECT name FROM loan_types WHERE code = $1 AND ($2::integer IS NULL OR id <> $2)',
    [code, exceptId],
  );
  if (rows[0]) {
    throw new Conflict(`The code ${code} is already ${rows[0].name}'s. Choose another.`, {
      reason: 'code_taken',
      field: 'code',
    });
  }
}

const activity = (active: boolean) => (active ? 'active' : 'inactive');

export async function createLoanType(
  tx: Queryable,
  request: LoanTypeRequest,
  actorUserId: number,
): Promise<ConsoleLoanType> {
  const values = cleanedLoanType(request);
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('loan_types'))`);
  await refuseTakenCode(tx, values.code, null);
  const { rows } = await tx.query<ConsoleLoanType>(
    `INSERT INTO loan_types (code, name, description, is_active) VALUES ($1, $2, $3, $4) RETURNING ${LOAN_TYPE_COLUMNS}`,
    [values.code, values.name, values.description, values.isActive],
  );
  const loanType = rows[0]!;
  await auditContent(tx, {
    actorUserId,
    entity: 'loan_type',
    recordId: loanType.id,
    action: 'created',
    fromStatus: null,
    toStatus: activity(values.isActive),
    before: null,
    after: values,
  });
  return loanType;
}

export async function updateLoanType(
  tx: Queryable,
  id: number,
  request: LoanTypeRequest,
  actorUserId: number,
): Promise<{ loanType: ConsoleLoanType; changed: boolean }> {
  const { rows: found } = await tx.query<ConsoleLoanType>(
    `SELECT ${LOAN_TYPE_COLUMNS} FROM loan_types WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!found[0]) throw new NotFound(LOAN_TYPE_NOT_FOUND, { reason: 'not_found' });
  const { id: _id, ...before } = found[0];
  const values = cleanedLoanType(request);
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('loan_types'))`);
  await refuseTakenCode(tx, values.code, id);
  if (Object.keys(changedFields(before, values)).length === 0) return { loanType: found[0], changed: false };
  const { rows } = await tx.query<ConsoleLoanType>(
    `UPDATE loan_types SET code = $2, name = $3, description = $4, is_active = $5 WHERE id = $1
     RETURNING ${LOAN_TYPE_COLUMNS}`,
    [id, values.code, values.name, values.description, values.isActive],
  );
  await auditContent(tx, {
    actorUserId,
    entity: 'loan_type',
    recordId: id,
    action: before.isActive !== values.isActive ? (values.isActive ? 'activated' : 'deactivated') : 'edited',
    fromStatus: activity(before.isActive),
    toStatus: activity(values.isActive),
    before,
    after: values,
  });
  return { loanType: rows[0]!, changed: true };
}
