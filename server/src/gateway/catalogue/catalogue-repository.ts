import type { Faq, LoanType, Organization, Provider, Testimonial } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';

/** The public catalogue, as every visitor sees it. */

/** Active providers, each with the loan types it lends. */
export async function activeProviders(db: Queryable): Promise<Provider[]> {
  const { rows } = await db.query<Provider>(
    `SELECT p.id, p.slug, p.name, p.summary, p.website, p.licence,
            COALESCE(array_agg(s.loan_type_id ORDER BY s.loan_type_id) FILTER (WHERE s.id IS NOT NULL), '{}')
              AS "loanTypeIds"
     FROM providers p
     LEFT JOIN provider_settings s ON s.provider_id = p.id
     WHERE p.is_active
     GROUP BY p.id
     ORDER BY p.name`,
  );
  return rows;
}

/** "Available" means it is active and some active provider lends it today. */
export async function availableLoanTypes(db: Queryable): Promise<LoanType[]> {
  const { rows } = await db.query<LoanType>(
    `SELECT t.id, t.code, t.name, t.description
     FROM loan_types t
     WHERE t.is_active AND EXISTS (
       SELECT 1 FROM provider_settings s JOIN providers p ON p.id = s.provider_id
       WHERE s.loan_type_id = t.id AND p.is_active)
     ORDER BY t.id`,
  );
  return rows;
}

export async function approvedFaqs(db: Queryable): Promise<Faq[]> {
  const { rows } = await db.query<Faq>(
    `SELECT id, question, answer, category, is_approved AS "isApproved"
     FROM faqs WHERE is_approved ORDER BY sort_order, id`,
  );
  return rows;
}

export async function publishedTestimonials(db: Queryable): Promise<Testimonial[]> {
  const { rows } = await db.query<Testimonial>(
    `SELECT id, author, role, quote, rating FROM testimonials WHERE is_published ORDER BY id`,
  );
  return rows;
}

/** Every organisation, active or not: clients offer those with status true. */
export async function allOrganizations(db: Queryable): Promise<Organization[]> {
  const { rows } = await db.query<Organization>(
    `SELECT id, code, name, kind, status FROM organizations ORDER BY name`,
  );
  return rows;
}
