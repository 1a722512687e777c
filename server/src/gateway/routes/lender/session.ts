import { gatewayRoutes } from '@lendbridge/contract';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { ok } from '../../../http/envelope';
import { HttpError } from '../../../http/errors';
import { hashPassword } from '../../../auth/password';
import { checkNewPassword } from '../../../auth/password-policy';
import { enforce, RATE_RULES } from '../../../auth/rate-limiter';
import { audit } from '../../../core/audit';
import { unconfirmedAccount } from '../../accounts/credentials';
import { consumeToken, tokenOwner } from '../../accounts/one-time-tokens';
import { createSession } from '../../accounts/sessions';
import { findUserById, toUser } from '../../accounts/users-repository';
import { lenderIdentity, visibleProviders } from '../../lender/lender-identity';
import type { LenderRouteContext } from './context';
import { lenderOf } from './lender-auth';

/** Logging in to the workspace, and who is logged in. */
export function registerSessionRoutes(app: BaseApp, context: LenderRouteContext): void {
  const { db, authenticate, sessionTtlSeconds, limiter } = context;

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

  /**
   * A staff invitation's link (docs/console.md#lenders): the invitee chooses a password under the
   * site's password policy, which also confirms the address the link was sent to. Built like the
   * password reset: the token is looked up before the costly hashing, and used up in the
   * transaction that sets the password, so one link sets one password once.
   */
  contractRoute(app, gatewayRoutes.lenderAcceptInvitation, async (request) => {
    await enforce(limiter, `invitation:ip:${request.source}`, RATE_RULES.resetPerIp);
    const { token, password, confirmPassword } = request.body;
    const invalidLink = () =>
      new HttpError(
        400,
        'This invitation link has expired or has already been used. Ask Lendbridge to invite you again.',
        { error: 'invalid_token' },
      );
    const holder = await tokenOwner(db, token, 'staff_invite');
    const user = holder === undefined ? undefined : await findUserById(db, holder);
    if (!user) throw invalidLink();
    checkNewPassword(password, confirmPassword, user.email);
    const passwordHash = await hashPassword(password);
    const accepted = await db.transaction(async (tx) => {
      const owner = await consumeToken(tx, token, 'staff_invite');
      if (owner === undefined) return false;
      const { rows } = await tx.query<{ providerId: number | null }>(
        `UPDATE users SET password_hash = $2, email_confirmed = true, updated_at = now() WHERE id = $1
         RETURNING provider_id AS "providerId"`,
        [owner, passwordHash],
      );
      await audit(tx, {
        actorUserId: owner,
        entity: 'staff_account',
        entityId: null,
        recordId: owner,
        providerId: rows[0]?.providerId ?? undefined,
        action: 'invitation_accepted',
        fromStatus: 'invited',
        toStatus: 'active',
      });
      return true;
    });
    if (!accepted) throw invalidLink();
    return ok({}, 'Your password is set. Log in to the lender workspace to start.');
  });
}
