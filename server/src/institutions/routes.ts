import {
  INSTITUTIONS_DEFAULT_PAGE_SIZE,
  INSTITUTIONS_MAX_PAGE_SIZE,
  institutionsRoutes,
} from '@lendbridge/contract';
import type { Database } from '../db/database';
import { contractRoute } from '../http/contract-route';
import type { BaseApp } from '../http/create-app';
import { ok } from '../http/envelope';
import { institutionsRepository } from './institutions-repository';

/** Listings change a few times a day at most; shared caches may keep an answer briefly. */
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export function registerInstitutionRoutes(app: BaseApp, db: Database): void {
  const repository = institutionsRepository(db);

  contractRoute(app, institutionsRoutes.activeInstitutionsWithScholarships, async (request, reply) => {
    const { searchWord, pageSize = INSTITUTIONS_DEFAULT_PAGE_SIZE, pageIndex = 0 } = request.query;
    // A page is capped rather than refused: clients ask for 10000
    // (docs/requirements.md#c-institutions-page-size) and page on from the answer.
    const applied = Math.min(pageSize, INSTITUTIONS_MAX_PAGE_SIZE);
    const { items, totalCount, suggestions } = await repository.findActive({
      searchWord: searchWord?.trim(),
      limit: applied,
      offset: pageIndex * applied,
    });
    reply.header('cache-control', PUBLIC_CACHE);
    const message =
      applied < pageSize
        ? `Pages hold at most ${INSTITUTIONS_MAX_PAGE_SIZE} institutions; ask for the next pageIndex for more`
        : 'Request successful';
    return ok(
      {
        items,
        totalCount,
        pageIndex,
        pageSize: applied,
        maxPageSize: INSTITUTIONS_MAX_PAGE_SIZE,
        suggestions,
      },
      message,
    );
  });
}
