import { gatewayRoutes } from '@lendbridge/contract';
import { verifyPassword } from '../../auth/password';
import { enforce, RATE_RULES, type RateLimiter } from '../../auth/rate-limiter';
import { audit } from '../../core/audit';
import { accountClosedMessage } from '../../core/email-templates';
import type { Database } from '../../db/database';
import { contractRoute } from '../../http/contract-route';
import type { BaseApp } from '../../http/create-app';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { findUserById } from '../accounts/users-repository';
import { closeAccount, closedAt, type OpenLoan } from '../privacy/account-closure';
import { collectPersonalData } from '../privacy/personal-data';
import { callerOf, createAuthenticator } from './authenticate';

const SESSION_ENDED = 'Your session has ended. Please log in again.';

function blockedMessage(loans: OpenLoan[], pendingRenewal: boolean): string {
  const loan = loans[0];
  if (loan?.status === 'awaiting_disbursement') {
    return `Your loan with ${loan.provider} is waiting to be paid out. You can close your account once it is repaid or cancelled.`;
  }
  if (loan) {
    return `You still owe money on your loan with ${loan.provider}. You can close your account once it is repaid.`;
  }
  return pendingRenewal
    ? 'A renewal you asked for is still waiting for the lender. You can close your account once it is decided.'
    : 'Your account cannot be closed yet.';
}

const closedAnswer = (at: Date) =>
  ok({ closedAt: at.toISOString() }, 'Your account is closed. We have emailed you a confirmation.');

/** The borrower's own data (docs/privacy.md): take a copy of it, or close the account. */
export function registerPrivacyRoutes(
  app: BaseApp,
  options: { db: Database; limiter: RateLimiter; mailer: Mailer },
): void {
  const { db, limiter, mailer } = options;
  const authenticate = createAuthenticator(db);

  contractRoute(
    app,
    gatewayRoutes.exportMyData,
    async (request, reply) => {
      // Whose data comes only from the session: the request names nobody.
      const caller = callerOf(request);
      await enforce(limiter, `data-export:account:${caller.publicId}`, RATE_RULES.dataExportPerAccount);
      // Logged before gathering, so even a failed attempt leaves its trace.
      await audit(db, {
        actorUserId: caller.userId,
        entity: 'account',
        entityId: null,
        recordId: caller.userId,
        action: 'data_exported',
        fromStatus: null,
        toStatus: null,
        details: { source: request.source },
      });
      // The pool, not one transaction's client: the tables are read side by side.
      const data = await collectPersonalData(db, caller.userId);
      const day = data.exportedAt.slice(0, 10);
      void reply.header('content-disposition', `attachment; filename="lendbridge-my-data-${day}.json"`);
      return data;
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.closeAccount,
    async (request) => {
      const caller = callerOf(request);
      // The password is asked again, so a few guesses an hour per account is all a stolen session gets.
      await enforce(limiter, `close-account:account:${caller.publicId}`, RATE_RULES.closeAccountPerAccount);
      const alreadyClosed = await closedAt(db, caller.userId);
      if (alreadyClosed) return closedAnswer(alreadyClosed);
      const user = await findUserById(db, caller.userId);
      if (!user) throw new HttpError(401, SESSION_ENDED, { error: 'invalid_token' });
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        throw new HttpError(403, 'That password is not right. Your account is still open.', {
          error: 'invalid_grant',
          field: 'password',
        });
      }
      const outcome = await db.transaction((tx) => closeAccount(tx, caller.userId));
      if (outcome.kind === 'blocked') {
        throw new HttpError(409, blockedMessage(outcome.loans, outcome.pendingRenewal), {
          error: 'loan_open',
        });
      }
      if (outcome.kind === 'closed') mailer.send(accountClosedMessage(outcome.email, outcome.firstName));
      return closedAnswer(outcome.closedAt);
    },
    { authenticate },
  );
}
