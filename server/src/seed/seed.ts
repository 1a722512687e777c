import { hashPassword } from '../auth/password';
import { randomId } from '../auth/secrets';
import type { Database, Queryable } from '../db/database';
import { DEFAULT_AFFORDABILITY_SHARE_PERCENT } from '../config/env';
import { seedBorrowerHistories } from './borrower-histories';
import {
  borrowerHistories,
  demoUsers,
  faqs,
  institutions,
  loanTypes,
  organizations,
  providers,
  testimonials,
} from './data';

const DEFAULT_OFFER_TTL_DAYS = 7;

export type SeedOutcome = 'seeded' | 'skipped-real-data';

/**
 * Loads the demo marketplace. Every insert is keyed on a natural key and does nothing when
 * the row exists, so running it again changes nothing. A database that holds catalogue rows
 * but was never seeded is treated as real data and left alone unless `force` is set.
 */
export interface GatewaySeedOptions {
  force?: boolean;
  /** How long the demo borrower's open offers stay open (OFFER_TTL_DAYS). */
  offerTtlDays?: number;
  /** The affordability rule the demo history is replayed under (AFFORDABILITY_SHARE_PERCENT). */
  affordabilityShareBps?: number;
}

export async function seedGateway(db: Database, options: GatewaySeedOptions = {}): Promise<SeedOutcome> {
  // Hash outside the transaction: argon2 is deliberately slow and must not hold the lock.
  const users = await Promise.all(
    demoUsers.map(async (user) => ({ ...user, passwordHash: await hashPassword(user.password) })),
  );
  return db.transaction(async (tx) => {
    if (!options.force && (await holdsRealData(tx, GATEWAY_SEEDS, 'SELECT 1 FROM providers LIMIT 1'))) {
      return 'skipped-real-data';
    }
    for (const type of loanTypes) {
      await tx.query(
        `INSERT INTO loan_types (code, name, description) VALUES ($1, $2, $3)
         ON CONFLICT (code) DO NOTHING`,
        [type.code, type.name, type.description],
      );
    }
    // Demo data from before identity codes gains its roster contacts on the next start.
    for (const org of organizations) {
      await tx.query(
        `INSERT INTO organizations (code, name, kind, status) VALUES ($1, $2, $3, $4)
         ON CONFLICT (code) DO NOTHING`,
        [org.code, org.name, org.kind, org.status],
      );
      for (const member of org.members) {
        await tx.query(
          `INSERT INTO organization_members (organization_id, reg_no, full_name, monthly_net_pay, contact_email)
           SELECT id, $2, $3, $4, $5 FROM organizations WHERE code = $1
           ON CONFLICT (organization_id, reg_no) DO UPDATE
             SET contact_email = COALESCE(organization_members.contact_email, EXCLUDED.contact_email)`,
          [org.code, member.regNo, member.fullName, member.monthlyNetPay, member.contactEmail],
        );
      }
    }
    for (const provider of providers) {
      // Demo data from before the lender workspace gains the providers' inboxes on the next start.
      await tx.query(
        `INSERT INTO providers (slug, name, summary, website, licence, is_active, inbox_email)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (slug) DO UPDATE SET inbox_email = COALESCE(providers.inbox_email, EXCLUDED.inbox_email)`,
        [
          provider.slug,
          provider.name,
          provider.summary,
          provider.website,
          provider.licence,
          provider.isActive,
          provider.inboxEmail,
        ],
      );
      for (const setting of provider.settings) {
        await tx.query(
          `INSERT INTO provider_settings (provider_id, loan_type_id, min_amount, max_amount, min_tenor_months,
             max_tenor_months, annual_interest_rate_bps, processing_fee_bps)
           SELECT p.id, t.id, $3, $4, $5, $6, $7, $8 FROM providers p, loan_types t
           WHERE p.slug = $1 AND t.code = $2
           ON CONFLICT (provider_id, loan_type_id) DO NOTHING`,
          [
            provider.slug,
            setting.loanTypeCode,
            setting.minAmount,
            setting.maxAmount,
            setting.minTenorMonths,
            setting.maxTenorMonths,
            setting.annualInterestRateBps,
            setting.processingFeeBps,
          ],
        );
        await tx.query(
          `INSERT INTO provider_setting_organizations (provider_setting_id, organization_id)
           SELECT s.id, o.id FROM provider_settings s
           JOIN providers p ON p.id = s.provider_id
           JOIN loan_types t ON t.id = s.loan_type_id
           JOIN organizations o ON o.code = ANY($3::text[])
           WHERE p.slug = $1 AND t.code = $2
           ON CONFLICT DO NOTHING`,
          [provider.slug, setting.loanTypeCode, setting.acceptedOrganizationCodes],
        );
      }
    }
    for (const [index, faq] of faqs.entries()) {
      await tx.query(
        `INSERT INTO faqs (question, answer, category, is_approved, sort_order) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (question) DO NOTHING`,
        [faq.question, faq.answer, faq.category, faq.isApproved, index],
      );
    }
    for (const item of testimonials) {
      await tx.query(
        `INSERT INTO testimonials (author, role, quote, rating) VALUES ($1, $2, $3, $4)
         ON CONFLICT (quote) DO NOTHING`,
        [item.author, item.role, item.quote, item.rating],
      );
    }
    for (const user of users) {
      // Staff seeded before the workspace existed are attached to their provider now.
      await tx.query(
        `INSERT INTO users (public_id, email, password_hash, first_name, last_name, phone, role_id, email_confirmed,
           provider_id, organization_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, (SELECT id FROM providers WHERE slug = $8),
           (SELECT id FROM organizations WHERE code = $9))
         ON CONFLICT ((lower(email))) DO UPDATE SET provider_id = COALESCE(users.provider_id, EXCLUDED.provider_id)`,
        [
          randomId(),
          user.email,
          user.passwordHash,
          user.firstName,
          user.lastName,
          user.phone,
          user.roleId,
          user.providerSlug ?? null,
          user.organizationCode ?? null,
        ],
      );
    }
    await seedBorrowerHistories(tx, borrowerHistories, new Date(), {
      offerTtlDays: options.offerTtlDays ?? DEFAULT_OFFER_TTL_DAYS,
      affordabilityShareBps: options.affordabilityShareBps ?? DEFAULT_AFFORDABILITY_SHARE_PERCENT * 100,
    });
    await markSeeded(tx, GATEWAY_SEEDS);
    return 'seeded';
  });
}

export async function seedInstitutions(
  db: Database,
  options: { force?: boolean } = {},
): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    const probe = 'SELECT 1 FROM institutions.institutions LIMIT 1';
    if (!options.force && (await holdsRealData(tx, INSTITUTIONS_SEEDS, probe))) {
      return 'skipped-real-data';
    }
    for (const inst of institutions) {
      await tx.query(
        `INSERT INTO institutions.institutions
           (slug, name, location, description, website, organization_code, is_partner, is_active, other_names)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (slug) DO UPDATE SET other_names = EXCLUDED.other_names
           -- A demo database from before other names existed gets them; names someone set are kept.
           WHERE institutions.other_names = '{}'`,
        [
          inst.slug,
          inst.name,
          inst.location,
          inst.description,
          inst.website,
          inst.organizationCode,
          inst.isPartner,
          inst.isActive,
          inst.otherNames,
        ],
      );
      for (const s of inst.scholarships) {
        await tx.query(
          `INSERT INTO institutions.scholarships (institution_id, title, amount, currency, deadline, level,
             field_of_study, eligibility_summary, how_to_apply, is_active)
           SELECT id, $2, $3, $4, $5, $6, $7, $8, $9, $10 FROM institutions.institutions WHERE slug = $1
           ON CONFLICT (institution_id, title) DO NOTHING`,
          [
            inst.slug,
            s.title,
            s.amount,
            s.currency,
            s.deadline,
            s.level,
            s.fieldOfStudy,
            s.eligibilitySummary,
            s.howToApply,
            s.isActive,
          ],
        );
      }
    }
    await markSeeded(tx, INSTITUTIONS_SEEDS);
    return 'seeded';
  });
}

/** Each service keeps its marker in its own schema. */
const GATEWAY_SEEDS = 'public.seed_runs';
const INSTITUTIONS_SEEDS = 'institutions.seed_runs';
const DEMO = 'demo';

async function holdsRealData(tx: Queryable, markerTable: string, probeSql: string): Promise<boolean> {
  const seeded = await tx.query(`SELECT 1 FROM ${markerTable} WHERE name = $1`, [DEMO]);
  if (seeded.rows.length > 0) return false;
  const probe = await tx.query(probeSql);
  return probe.rows.length > 0;
}

async function markSeeded(tx: Queryable, markerTable: string): Promise<void> {
  await tx.query(`INSERT INTO ${markerTable} (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [DEMO]);
}
