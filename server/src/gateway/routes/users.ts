import { gatewayRoutes } from '@lendbridge/contract';
import type { Database } from '../../db/database';
import { contractRoute } from '../../http/contract-route';
import type { BaseApp } from '../../http/create-app';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { callerOf, createAuthenticator } from './authenticate';
import { findUserById, toUser, updateProfile } from '../accounts/users-repository';

export function registerUserRoutes(app: BaseApp, db: Database): void {
  const authenticate = createAuthenticator(db);

  contractRoute(
    app,
    gatewayRoutes.getUserByEmail,
    async (request) => {
      const caller = callerOf(request);
      // Same answer whether or not another account has that email: nothing to enumerate.
      if (request.params.email.toLowerCase() !== caller.email.toLowerCase()) {
        throw new HttpError(403, 'You can only view your own account');
      }
      const user = await findUserById(db, caller.userId);
      if (!user)
        throw new HttpError(401, 'Your session has ended. Please log in again.', { error: 'invalid_token' });
      return ok(toUser(user));
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.updateUser,
    async (request) => {
      // The schema admits first name, last name and phone only, so role, confirmation and
      // password can never be changed through this call.
      const user = await updateProfile(db, callerOf(request).userId, request.body);
      if (!user)
        throw new HttpError(401, 'Your session has ended. Please log in again.', { error: 'invalid_token' });
      return ok(toUser(user), 'Profile updated successfully');
    },
    { authenticate },
  );
}
