import { gatewayRoutes } from '@lendbridge/contract';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { ok } from '../../../http/envelope';
import { HttpError } from '../../../http/errors';
import { unconfirmedAccount } from '../../accounts/credentials';
import { createSession } from '../../accounts/sessions';
import { findUserById, toUser } from '../../accounts/users-repository';
import { consoleIdentity } from '../../console/console-identity';
import type { ConsoleRouteContext } from './context';
import { operatorOf } from './console-auth';

/** Logging in to the console, and who is logged in. */
export function registerConsoleSessionRoutes(app: BaseApp, context: ConsoleRouteContext): void {
  const { db, authenticate, sessionTtlSeconds } = context;

  contractRoute(app, gatewayRoutes.consoleLogin, async (request, reply) => {
    const user = await context.checkCredentials({ ...request.body, source: request.source });
    const operator = await consoleIdentity(db, user);
    if (!user.emailConfirmed) return reply.status(403).send(unconfirmedAccount(user));
    const token = await createSession(db, user.id, sessionTtlSeconds);
    return ok(
      {
        user: toUser(user),
        token,
        expires: sessionTtlSeconds,
        roleId: operator.roleId,
        organization: operator.organization,
      },
      'Login successful',
    );
  });

  contractRoute(
    app,
    gatewayRoutes.consoleProfile,
    async (request) => {
      const operator = operatorOf(request);
      const user = await findUserById(db, operator.userId);
      if (!user)
        throw new HttpError(401, 'Your session has ended. Please log in again.', { error: 'invalid_token' });
      return ok({ user: toUser(user), roleId: operator.roleId, organization: operator.organization });
    },
    { authenticate },
  );
}
