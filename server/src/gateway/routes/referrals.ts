import { gatewayRoutes, type ReferralDetails } from '@lendbridge/contract';
import { enforce, mayEmailStranger, RATE_RULES } from '../../auth/rate-limiter';
import { contractRoute } from '../../http/contract-route';
import type { BaseApp } from '../../http/create-app';
import { list, ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { referralInvitationMessage } from '../../core/email-templates';
import { callerOf, createAuthenticator } from './authenticate';
import { findUserById } from '../accounts/users-repository';
import { verifiedFirstName } from '../identity/bindings';
import type { MessagesContext } from '../messages/context';
import { createReferral, listReferrals } from '../messages/referrals-repository';

/** The product's words, spelled exactly as it shows them (docs/requirements.md#messages). */
export const REFERRAL_SENT = 'Thank you for the referral, message sent successfully';

const FRIENDS = 'referralDetails.friends';

/**
 * The rules a schema cannot say: addresses compared whatever their case, and none of them the
 * referrer's own. Each refusal names the friend's place in the list, so the form marks that field.
 */
export function checkFriends(details: ReferralDetails, accountEmail: string): string[] {
  const own = accountEmail.toLowerCase();
  if (details.userEmail.toLowerCase() !== own) {
    throw new HttpError(
      400,
      "The field 'referralDetails.userEmail' must be the email address of your account",
      {
        field: 'referralDetails.userEmail',
      },
    );
  }
  const seen = new Set<string>();
  return details.friends.map((address, index) => {
    const friend = address.toLowerCase();
    if (friend === own) {
      throw new HttpError(400, 'This is your own email address: invite a friend instead', {
        field: `${FRIENDS}.${index}`,
      });
    }
    if (seen.has(friend)) {
      throw new HttpError(400, 'This email address is already in the list', { field: `${FRIENDS}.${index}` });
    }
    seen.add(friend);
    return address;
  });
}

export function registerReferralRoutes(
  app: BaseApp,
  { db, mailer, limiter, siteUrl }: MessagesContext,
): void {
  const authenticate = createAuthenticator(db);

  contractRoute(
    app,
    gatewayRoutes.createReferral,
    async (request) => {
      const caller = callerOf(request);
      const details = request.body.referralDetails;
      // Checked before counting: a typo in a friend's address should not use up the day's invitations.
      const friends = checkFriends(details, caller.email);
      await enforce(limiter, `referral:ip:${request.source}`, RATE_RULES.referralPerIp);
      await enforce(limiter, `referral:account:${caller.userId}`, RATE_RULES.referralPerAccount);
      const referrer = await findUserById(db, caller.userId);
      if (!referrer) {
        throw new HttpError(401, 'Your session has ended. Please log in again.', { error: 'invalid_token' });
      }
      const referrerName = await verifiedFirstName(db, referrer.id);
      const message = details.message.trim();
      const invitations = await db.transaction((tx) =>
        createReferral(tx, {
          referrerId: referrer.id,
          userName: details.userName.trim(),
          message,
          friends,
        }),
      );
      for (const invitation of invitations) {
        // However many people invite one address, it gets a few emails a day at most.
        if (!(await mayEmailStranger(limiter, invitation.friendEmail))) continue;
        const link = `${siteUrl}/user/register?ref=${encodeURIComponent(invitation.token)}`;
        mailer.send(referralInvitationMessage(invitation.friendEmail, referrerName, message, link));
      }
      // The same answer whether or not a friend had been invited before.
      return ok({ invited: friends.length }, REFERRAL_SENT);
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.referrals,
    async (request) => list(await listReferrals(db, callerOf(request).userId)),
    { authenticate },
  );
}
