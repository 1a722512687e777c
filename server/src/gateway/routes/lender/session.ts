import { gatewayRoutes } from '@lendbridge/contract';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { ok } from '../../../http/envelope';
import { HttpError } from '../../../http/errors';
import { unconfirmedAccount } from '../../accounts/credentials';
import { createSession } from '../../accounts/sessions';
import { findUserById, toUser } from '../../accounts/users-repository';
import { lenderIdentity, visibleProviders } from '../../lender/lender-identity';
import type { LenderRouteContext } from './context';
import { lenderOf } from './lender-auth';

/** Logging in to the workspace, and who is logged in. */
export function registerSessionRoutes(app: BaseApp, context: LenderRouteContext): void {
  const { db, authenticate, sessionTtlSeconds } = context;

  contractRoute(app, gatewayRoutes.lenderLogin, async (request, reply) => {
    const user = await context.checkCredentials({ ...request.body, source: request.source });
    const lender = await lenderIdentity(db, user);
    if (!user.emailConfirmed) return reply.status(403).send(unconfirmedAccount(user));
    const token = await createSession(db, user.id, sessionTtlSeconds);
    return ok(
      {
        user: toUser(user),
        token,
        expires: sessionTtlSeconds,
        roleId: lender.roleId,
        provider: lender.provider,
        readOnly: lender.readOnly,
      },
      'Login successful',
    );
  });

  contractRoute(
    app,
    gatewayRoutes.lenderProfile,
    async (request) => {
      const lender = lenderOf(request);
      const user = await findUserById(db, lender.userId);
      if (!user)
        throw new HttpError(401, 'Your session has ended. Please log in again.', { error: 'invalid_token' });
      return ok({
        user: toUser(user),
        roleId: lender.roleId,
        provider: lender.provider,
        readOnly: lender.readOnly,
        providers: await visibleProviders(db, lender),
      });
    },
    { authenticate },
  );
}
