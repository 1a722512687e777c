import { gatewayRoutes } from '@lendbridge/contract';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import type { AnswerCache } from '../../http/answer-cache';
import { contractRoute } from '../../http/contract-route';
import type { BaseApp } from '../../http/create-app';
import { list } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import {
  activeProviders,
  allOrganizations,
  approvedFaqs,
  availableLoanTypes,
  publishedTestimonials,
} from '../catalogue/catalogue-repository';
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
    sendKept(reply, 'providers', async () => list(await activeProviders(db))),
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
    sendKept(reply, 'availableLoanTypes', async () => list(await availableLoanTypes(db))),
  );

  contractRoute(app, gatewayRoutes.faq, async (request, reply) => {
    const approved = request.query.IsApproved ?? true;
    if (!approved) {
      // Drafts await review by platform staff, who work in the back office, not on this API.
      throw new HttpError(403, 'Unapproved questions are visible to platform staff only');
    }
    return sendKept(reply, 'faq', async () => list(await approvedFaqs(db)));
  });

  contractRoute(app, gatewayRoutes.testimonials, async (_request, reply) =>
    sendKept(reply, 'testimonials', async () => list(await publishedTestimonials(db))),
  );

  contractRoute(app, gatewayRoutes.organizations, async (_request, reply) =>
    sendKept(reply, 'organizations', async () => list(await allOrganizations(db))),
  );
}
