import { gatewayRoutes } from '@lendbridge/contract';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { ok } from '../../../http/envelope';
import { organizationInScope, requireAdmin } from '../../console/console-identity';
import {
  createOrganization,
  findConsoleOrganization,
  listOrganizations,
  updateOrganization,
} from '../../console/organizations';
import type { ConsoleRouteContext } from './context';
import { operatorOf } from './console-auth';

/** Employers and schools: admins add and edit them; an organisation's administrators see their own. */
export function registerOrganizationRoutes(app: BaseApp, context: ConsoleRouteContext): void {
  const { db, authenticate, changeOnce, catalogueAnswers } = context;

  contractRoute(
    app,
    gatewayRoutes.consoleOrganizations,
    async (request) => {
      const operator = operatorOf(request);
      return ok({ items: await listOrganizations(db, operator.organization?.id ?? null) });
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleOrganization,
    async (request) =>
      ok(await findConsoleOrganization(db, organizationInScope(operatorOf(request), request.params.id))),
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleCreateOrganization,
    async (request) => {
      const admin = requireAdmin(operatorOf(request));
      const answer = await changeOnce(
        request,
        gatewayRoutes.consoleCreateOrganization.response,
        admin.userId,
        async ({ tx }) => {
          const id = await createOrganization(tx, request.body, admin.userId);
          const organization = await findConsoleOrganization(tx, id);
          return ok(
            organization,
            organization.status
              ? `${organization.name} is added and offered to borrowers. Upload its roster next.`
              : `${organization.name} is added, inactive: borrowers are not offered it until it is activated.`,
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
    gatewayRoutes.consoleUpdateOrganization,
    async (request) => {
      const admin = requireAdmin(operatorOf(request));
      const answer = await changeOnce(
        request,
        gatewayRoutes.consoleUpdateOrganization.response,
        admin.userId,
        async ({ tx }) => {
          const { changed } = await updateOrganization(tx, request.params.id, request.body, admin.userId);
          const organization = await findConsoleOrganization(tx, request.params.id);
          return ok(
            organization,
            !changed
              ? 'Nothing to save: that is how it is already.'
              : organization.status
                ? `${organization.name}: saved.`
                : `${organization.name}: saved. It is inactive: borrowers are not offered it and its checks fail.`,
          );
        },
      );
      catalogueAnswers.clear();
      return answer;
    },
    { authenticate },
  );
}
