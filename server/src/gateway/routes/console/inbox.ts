import { gatewayRoutes } from '@lendbridge/contract';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { ok } from '../../../http/envelope';
import { requireAdmin } from '../../console/console-identity';
import { findMessage, listInbox, markMessage, replyToMessage } from '../../console/inbox';
import type { ConsoleRouteContext } from './context';
import { operatorOf } from './console-auth';

/** The messages people sent through the site: platform admins read, mark and answer them. */
export function registerInboxRoutes(app: BaseApp, context: ConsoleRouteContext): void {
  const { db, authenticate, changeOnce, teamInbox } = context;

  contractRoute(
    app,
    gatewayRoutes.consoleMessages,
    async (request) => {
      requireAdmin(operatorOf(request));
      return ok(await listInbox(db, request.query));
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleMessage,
    async (request) => {
      requireAdmin(operatorOf(request));
      return ok(await findMessage(db, request.params.id));
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleMarkMessage,
    async (request) => {
      const admin = requireAdmin(operatorOf(request));
      return changeOnce(request, gatewayRoutes.consoleMarkMessage.response, admin.userId, async ({ tx }) => {
        const { changed } = await markMessage(tx, request.params.id, request.body.handled, admin.userId);
        const message = await findMessage(tx, request.params.id);
        return ok(
          message,
          !changed
            ? `The message is already ${message.state}: nothing changed.`
            : message.state === 'handled'
              ? 'Marked handled.'
              : 'Back to open.',
        );
      });
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleReplyToMessage,
    async (request) => {
      const admin = requireAdmin(operatorOf(request));
      return changeOnce(
        request,
        gatewayRoutes.consoleReplyToMessage.response,
        admin.userId,
        async ({ tx, notify }) => {
          const mail = await replyToMessage(
            tx,
            request.params.id,
            request.body.text,
            admin.userId,
            teamInbox,
          );
          notify(mail);
          return ok(
            await findMessage(tx, request.params.id),
            `Reply sent to ${mail.to}. The message is handled.`,
          );
        },
      );
    },
    { authenticate },
  );
}
