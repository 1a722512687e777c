import {
  gatewayRoutes,
  type Faq,
  type LoanType,
  type Organization,
  type Provider,
  type Testimonial,
} from '@lendbridge/contract';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import type { AnswerCache } from '../../http/answer-cache';
import { contractRoute } from '../../http/contract-route';
import type { BaseApp } from '../../http/create-app';
import { list } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { providerProfiles } from '../marketplace/provider-profiles';

/**
 * The catalogue changes rarely and is the same for everyone, so shared caches (a CDN, the
 * browser) may keep it briefly; this also keeps repeat traffic off the database.
 */
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export function registerCatalogueRoutes(app: BaseApp, db: Database, answers: AnswerCache): void {
  const sendKept = async (reply: FastifyReply, key: string, load: () => Promise<unknown>) =>
    reply
      .header('cache-control', PUBLIC_CACHE)
      .type('application/json; charset=utf-8')
      .send(await answers.get(key, load));

  contractRoute(app, gatewayRoutes.providers, async (_request, reply) =>
    sendKept(reply, 'providers', async () => {
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
      return list(rows);
    }),
  );

  contractRoute(app, gatewayRoutes.providerSettings, async (_request, reply) =>
    sendKept(reply, 'providerSettings', async () => {
      const profiles = await providerProfiles(db);
      return list(
        profiles.map(({ summary: _summary, licence: _licence, website: _website, ...setting }) => setting),
      );
    }),
  );

  contractRoute(app, gatewayRoutes.availableLoanTypes, async (_request, reply) =>
    sendKept(reply, 'availableLoanTypes', async () => {
      // "Available" means some active provider lends it today.
      const { rows } = await db.query<LoanType>(
        `SELECT t.id, t.code, t.name, t.description
         FROM loan_types t
         WHERE EXISTS (
           SELECT 1 FROM provider_settings s JOIN providers p ON p.id = s.provider_id
           WHERE s.loan_type_id = t.id AND p.is_active)
         ORDER BY t.id`,
      );
      return list(rows);
    }),
  );

  contractRoute(app, gatewayRoutes.faq, async (request, reply) => {
    const approved = request.query.IsApproved ?? true;
    if (!approved) {
      // Drafts await review by platform staff, who work in the back office, not on this API.
      throw new HttpError(403, 'Unapproved questions are visible to platform staff only');
    }
    return sendKept(reply, 'faq', async () => {
      const { rows } = await db.query<Faq>(
        `SELECT id, question, answer, category, is_approved AS "isApproved"
         FROM faqs WHERE is_approved ORDER BY sort_order, id`,
      );
      return list(rows);
    });
  });

  contractRoute(app, gatewayRoutes.testimonials, async (_request, reply) =>
    sendKept(reply, 'testimonials', async () => {
      const { rows } = await db.query<Testimonial>(
        `SELECT id, author, role, quote, rating FROM testimonials WHERE is_published ORDER BY id`,
      );
      return list(rows);
    }),
  );

  contractRoute(app, gatewayRoutes.organizations, async (_request, reply) =>
    sendKept(reply, 'organizations', async () => {
      const { rows } = await db.query<Organization>(
        `SELECT id, code, name, kind, status FROM organizations ORDER BY name`,
      );
      return list(rows);
    }),
  );
}
