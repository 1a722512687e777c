import { gatewayRoutes } from '@lendbridge/contract';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { ok } from '../../../http/envelope';
import { staffInvitationMessage } from '../../../core/email-templates';
import { TOKEN_LIFETIME_SECONDS } from '../../accounts/one-time-tokens';
import { requireAdmin } from '../../console/console-identity';
import { inviteStaff, listStaff, setStaffActive } from '../../console/provider-staff';
import { createProvider, findConsoleProvider, listProviders, updateProvider } from '../../console/providers';
import type { ConsoleRouteContext } from './context';
import { operatorOf } from './console-auth';

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
const INVITATION_DAYS = TOKEN_LIFETIME_SECONDS.staff_invite / (24 * 60 * 60);

/** Lenders and their staff: platform admins only (organisation administrators get 403). */
export function registerProviderRoutes(app: BaseApp, context: ConsoleRouteContext): void {
  const { db, authenticate, changeOnce, catalogueAnswers, siteUrl } = context;
  const invitationLink = (token: string) =>
    `${siteUrl}/lender/accept-invitation?token=${encodeURIComponent(token)}`;

  contractRoute(
    app,
    gatewayRoutes.consoleProviders,
    async (request) => {
      requireAdmin(operatorOf(request));
      return ok({ items: await listProviders(db) });
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleProvider,
    async (request) => {
      requireAdmin(operatorOf(request));
      return ok(await findConsoleProvider(db, request.params.id));
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleCreateProvider,
    async (request) => {
      const admin = requireAdmin(operatorOf(request));
      const answer = await changeOnce(
        request,
        gatewayRoutes.consoleCreateProvider.response,
        admin.userId,
        async ({ tx }) => {
          const provider = await findConsoleProvider(
            tx,
            await createProvider(tx, request.body, admin.userId),
          );
          return ok(
            provider,
            `${provider.name} is added${provider.isActive ? '' : ', inactive'}. Invite its staff next: ` +
              'it makes offers once they have set its loan terms in the lender workspace.',
          );
        },
      );
      catalogueAnswers.clear();
      return answer;
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleUpdateProvider,
    async (request) => {
      const admin = requireAdmin(operatorOf(request));
      const answer = await changeOnce(
        request,
        gatewayRoutes.consoleUpdateProvider.response,
        admin.userId,
        async ({ tx }) => {
          const update = await updateProvider(tx, request.params.id, request.body, admin.userId, new Date());
          const provider = await findConsoleProvider(tx, request.params.id);
          return ok(
            provider,
            !update.changed
              ? 'Nothing to save: that is how it is already.'
              : provider.isActive
                ? `${provider.name}: saved.`
                : `${provider.name}: saved. It is inactive: it makes no new offers and its staff cannot log in` +
                  (update.withdrawnOffers + update.endedSessions > 0
                    ? ` (${count(update.withdrawnOffers, 'open offer')} withdrawn, ${count(update.endedSessions, 'session')} ended)`
                    : '') +
                  '. Its loans stay as they are.',
          );
        },
      );
      catalogueAnswers.clear();
      return answer;
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleProviderStaff,
    async (request) => {
      requireAdmin(operatorOf(request));
      return ok({ items: await listStaff(db, request.params.id) });
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleInviteStaff,
    async (request) => {
      const admin = requireAdmin(operatorOf(request));
      return changeOnce(
        request,
        gatewayRoutes.consoleInviteStaff.response,
        admin.userId,
        async ({ tx, notify }) => {
          const invitation = await inviteStaff(tx, request.params.id, request.body, admin.userId);
          const { member } = invitation;
          notify(
            staffInvitationMessage(
              member.email,
              member.firstName,
              invitation.providerName,
              invitationLink(invitation.token),
              INVITATION_DAYS,
            ),
          );
          return ok(
            member,
            `${invitation.resent ? 'A new invitation link is' : 'An invitation is'} on its way to ${member.email}. ` +
              `The link works once and for ${INVITATION_DAYS} days.`,
          );
        },
      );
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleUpdateStaff,
    async (request) => {
      const admin = requireAdmin(operatorOf(request));
      return changeOnce(request, gatewayRoutes.consoleUpdateStaff.response, admin.userId, async ({ tx }) => {
        const { id, staffId } = request.params;
        const result = await setStaffActive(tx, id, staffId, request.body.active, admin.userId);
        const name = `${result.member.firstName} ${result.member.lastName}`;
        return ok(
          result.member,
          !result.changed
            ? `${name}'s account is ${request.body.active ? 'active' : 'deactivated'} already.`
            : request.body.active
              ? `${name}'s account is active again.`
              : `${name}'s account is deactivated: ${count(result.endedSessions, 'session')} ended, and it can no longer log in.`,
        );
      });
    },
    { authenticate },
  );
}
