import { createHash, timingSafeEqual } from 'node:crypto';
import { institutionsAdminRoutes } from '@lendbridge/contract';
import type { Database } from '../db/database';
import { contractRoute } from '../http/contract-route';
import type { BaseApp } from '../http/create-app';
import { list, ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { institutionsAdmin } from './admin-repository';

const ADMIN_PREFIX = '/api/v1/Admin/';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a request carries the gateway's credential. Compared as digests, in constant time, so
 * neither the answer's timing nor a length difference says how much of a guess was right.
 */
export function carriesCredential(header: string | undefined, credential: string | undefined): boolean {
  if (!credential || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(credential));
}

/**
 * The service's writes (docs/api.md#institutions-writes). The public may reach this port (the
 * site reads the listing from it), so every admin call must carry the credential only the
 * gateway holds; without one configured, the service takes no writes at all. Checked on
 * arrival, before the body is even read.
 */
export function registerInstitutionAdminRoutes(app: BaseApp, db: Database, credential: string | undefined) {
  const admin = institutionsAdmin(db);
  app.addHook('onRequest', async (request) => {
    // The route matched, not the raw URL: `/api/v1/%41dmin/…` reaches the same route.
    if (!request.routeOptions.url?.startsWith(ADMIN_PREFIX)) return;
    if (!carriesCredential(request.headers.authorization, credential)) {
      throw new HttpError(401, 'Only the Lendbridge gateway may change institutions.', {
        error: 'invalid_token',
      });
    }
  });

  contractRoute(app, institutionsAdminRoutes.adminInstitutions, async () => list(await admin.all()));
  contractRoute(app, institutionsAdminRoutes.adminCreateInstitution, async (request) =>
    ok(await admin.createInstitution(request.body)),
  );
  contractRoute(app, institutionsAdminRoutes.adminUpdateInstitution, async (request) =>
    ok(await admin.updateInstitution(request.params.id, request.body)),
  );
  contractRoute(app, institutionsAdminRoutes.adminCreateScholarship, async (request) =>
    ok(await admin.createScholarship(request.params.id, request.body)),
  );
  contractRoute(app, institutionsAdminRoutes.adminUpdateScholarship, async (request) =>
    ok(await admin.updateScholarship(request.params.id, request.body)),
  );
  contractRoute(app, institutionsAdminRoutes.adminCloseScholarship, async (request) =>
    ok(await admin.closeScholarship(request.params.id, new Date())),
  );
}
