import { gatewayRoutes } from '@lendbridge/contract';
import { hashPassword } from '../../auth/password';
import { checkNewPassword } from '../../auth/password-policy';
import { enforce, isKnownSource, RATE_RULES } from '../../auth/rate-limiter';
import { randomId } from '../../auth/secrets';
import { contractRoute } from '../../http/contract-route';
import type { BaseApp } from '../../http/create-app';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import {
  confirmEmailMessage,
  existingAccountMessage,
  resetPasswordMessage,
} from '../../core/email-templates';
import { callerOf, createAuthenticator } from './authenticate';
import { unconfirmedAccount, type CredentialCheck } from '../accounts/credentials';
import type { AccountsContext } from '../accounts/context';
import { joinThroughInvitation } from '../messages/referrals-repository';
import { consumeToken, issueToken, tokenOwner } from '../accounts/one-time-tokens';
import { createSession, revokeAllSessions, revokeSession } from '../accounts/sessions';
import {
  findUserByEmail,
  findUserById,
  findUserByPublicId,
  insertBorrower,
  toUser,
} from '../accounts/users-repository';

const BORROWER_ROLE = 1;

export function registerAccountRoutes(
  app: BaseApp,
  context: AccountsContext,
  checkCredentials: CredentialCheck,
): void {
  const { db, mailer, limiter, siteUrl } = context;
  // Any session may end itself, the lender workspace's included.
  const authenticate = createAuthenticator(db, 'any');
  const link = (path: string, token: string) => `${siteUrl}${path}?token=${encodeURIComponent(token)}`;

  /**
   * Whoever registered may have typed someone else's address: it gets a few of these a day, and
   * the links already sent keep working once they stop. Composed after the answer (see Mailer).
   */
  const sendConfirmation = (userId: number, email: string, firstName: string) =>
    mailer.later(async () => {
      const allowed = await limiter.consume(
        `mail:confirmation:${email.toLowerCase()}`,
        RATE_RULES.confirmationMailPerAddress,
      );
      if (!allowed.allowed) return undefined;
      const token = await issueToken(db, userId, 'verify_email');
      return confirmEmailMessage(email, firstName, link('/user/activate', token));
    });

  contractRoute(app, gatewayRoutes.login, async (request, reply) => {
    const user = await checkCredentials({ ...request.body, source: request.source });
    if (!user.emailConfirmed) return reply.status(403).send(unconfirmedAccount(user));
    const isUser = user.roleId === BORROWER_ROLE;
    // Only borrowers get a session here: staff and admins log in to the lender workspace.
    const token = isUser ? await createSession(db, user.id, context.sessionTtlSeconds) : '';
    return ok(
      { user: toUser(user), token, expires: context.sessionTtlSeconds, isUser, roleId: user.roleId },
      isUser ? 'Login successful' : 'This account cannot log in here',
    );
  });

  contractRoute(
    app,
    gatewayRoutes.logout,
    async (request) => {
      await revokeSession(db, callerOf(request).sessionId);
      return ok({}, 'You have been logged out');
    },
    { authenticate },
  );

  contractRoute(app, gatewayRoutes.register, async (request) => {
    await enforce(limiter, `register:ip:${request.source}`, RATE_RULES.registerPerIp);
    const { email, password, confirmPassword, firstName, lastName, phone, referralToken } = request.body;
    checkNewPassword(password, confirmPassword, email);
    const passwordHash = await hashPassword(password);
    const created = await insertBorrower(db, {
      publicId: randomId(),
      email: email.trim(),
      passwordHash,
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      phone: phone.trim(),
    });
    if (created) {
      // Only a new account joins through an invitation; an unknown or used link changes nothing.
      if (referralToken) await joinThroughInvitation(db, referralToken, created.id);
      sendConfirmation(created.id, created.email, created.firstName);
      return ok(
        { userId: created.publicId, email: created.email },
        'Registration successful. Check your email.',
      );
    }
    // The email has an account already: tell its owner by email, and answer exactly as for a
    // new account (with an id that leads nowhere) so registering cannot reveal who has one.
    // At most a few such emails a day: anyone can type someone else's address here.
    mailer.later(async () => {
      const mailAllowed = await limiter.consume(
        `register:existing:${email.toLowerCase()}`,
        RATE_RULES.existingAccountMailPerAddress,
      );
      if (!mailAllowed.allowed) return undefined;
      return existingAccountMessage(email, `${siteUrl}/user/login`, `${siteUrl}/user/forgot-password`);
    });
    return ok({ userId: randomId(), email }, 'Registration successful. Check your email.');
  });

  contractRoute(app, gatewayRoutes.resendEmailConfirmation, async (request) => {
    const { userId } = request.params;
    await enforce(limiter, `resend:ip:${request.source}`, RATE_RULES.resendPerIp);
    await enforce(limiter, `resend:account:${userId}`, RATE_RULES.resendPerAccount);
    // The id is a 128-bit secret that only the registering browser (or the account's own
    // login) learned, so holding it is the proof of ownership; the answer never varies.
    const user = await findUserByPublicId(db, userId);
    if (user && !user.emailConfirmed) sendConfirmation(user.id, user.email, user.firstName);
    return ok({}, 'If this account still needs confirming, we have sent a new confirmation link.');
  });

  contractRoute(app, gatewayRoutes.verifyAccount, async (request) => {
    await enforce(limiter, `verify:ip:${request.source}`, RATE_RULES.verifyPerIp);
    const userId = await db.transaction(async (tx) => {
      const owner = await consumeToken(tx, request.body.token, 'verify_email');
      if (owner !== undefined)
        await tx.query('UPDATE users SET email_confirmed = true WHERE id = $1', [owner]);
      return owner;
    });
    if (userId === undefined) {
      throw new HttpError(
        400,
        'This confirmation link has expired or has already been used. Log in to ask for a new one.',
        { error: 'invalid_token' },
      );
    }
    return ok({}, 'Email confirmed successfully, login to continue');
  });

  contractRoute(app, gatewayRoutes.forgotPassword, async (request) => {
    const email = request.query.email.toLowerCase();
    await enforce(limiter, `forgot:ip:${request.source}`, RATE_RULES.forgotPerIp);
    const source = request.source;
    // Everything that depends on whether the account exists happens after the answer.
    mailer.later(async () => {
      const user = await findUserByEmail(db, email);
      if (!user) return undefined;
      // A handful of emails a day, whoever asks; a few more only for networks the owner logged
      // in from, so a stranger using up the day's emails does not leave the owner without one.
      const anyone = await limiter.consume(`mail:reset:${user.id}`, RATE_RULES.resetMailPerAccount);
      if (!anyone.allowed) {
        const known = await isKnownSource(limiter, { scope: 'login', account: email, source });
        if (!known) return undefined;
        const owner = await limiter.consume(
          `mail:reset-known:${user.id}`,
          RATE_RULES.resetMailPerAccountOwner,
        );
        if (!owner.allowed) return undefined;
      }
      // Links sent earlier keep working: asking again never breaks the one the owner is using.
      const token = await issueToken(db, user.id, 'reset_password');
      return resetPasswordMessage(user.email, user.firstName, link('/user/reset-password', token));
    });
    return ok({}, 'If an account exists for that email, we have sent a link to reset the password.');
  });

  contractRoute(app, gatewayRoutes.resetPassword, async (request) => {
    await enforce(limiter, `reset:ip:${request.source}`, RATE_RULES.resetPerIp);
    const { token, password, confirmPassword } = request.body;
    const invalidLink = () =>
      new HttpError(400, 'This reset link has expired or has already been used. Please ask for a new one.', {
        error: 'invalid_token',
      });
    // The token first: hashing a password (19 MiB, on purpose slow) is only done for a real link.
    const holder = await tokenOwner(db, token, 'reset_password');
    const user = holder === undefined ? undefined : await findUserById(db, holder);
    if (!user) throw invalidLink();
    // A refused password leaves the link usable: it has not been consumed yet.
    checkNewPassword(password, confirmPassword, user.email);
    const passwordHash = await hashPassword(password);
    const userId = await db.transaction(async (tx) => {
      // The UPDATE is the check: of two requests racing with one link, only one gets here.
      const owner = await consumeToken(tx, token, 'reset_password');
      if (owner === undefined) return undefined;
      // Following the emailed link proves the address, so it also counts as confirmation.
      await tx.query(
        'UPDATE users SET password_hash = $2, email_confirmed = true, updated_at = now() WHERE id = $1',
        [owner, passwordHash],
      );
      await revokeAllSessions(tx, owner);
      return owner;
    });
    if (userId === undefined) throw invalidLink();
    return ok({}, 'Password reset successful, Login to continue');
  });
}
