import {
  gatewayRoutes,
  type ConsoleScholarship,
  type InstitutionChange,
  type ScholarshipChange,
} from '@lendbridge/contract';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { list, ok } from '../../../http/envelope';
import { requireAdmin } from '../../console/console-identity';
import { auditContent } from '../../console/content';
import type { ConsoleRouteContext } from './context';
import { operatorOf } from './console-auth';

const activity = (active: boolean) => (active ? 'active' : 'inactive');

/**
 * Institutions and scholarships live in the institutions service: the gateway checks the admin,
 * asks the service (with the credential only it holds) and audits what the service says changed.
 * The two are separate databases in a scaled-out deployment, so the audit entry is written once
 * the service has answered; a refusal writes neither.
 */
export function registerInstitutionContentRoutes(app: BaseApp, context: ConsoleRouteContext): void {
  const { db, authenticate, institutionsClient: service, contentChanged } = context;
  const adminOf = (request: Parameters<typeof operatorOf>[0]) => requireAdmin(operatorOf(request));

  const auditInstitution = async (actorUserId: number, change: InstitutionChange) => {
    const { scholarships: _scholarships, ...after } = change.after;
    await db.transaction((tx) =>
      auditContent(tx, {
        actorUserId,
        entity: 'institution',
        recordId: after.id,
        action:
          change.before === null
            ? 'created'
            : change.before.isActive !== after.isActive
              ? after.isActive
                ? 'activated'
                : 'deactivated'
              : 'edited',
        fromStatus: change.before ? activity(change.before.isActive) : null,
        toStatus: activity(after.isActive),
        before: change.before,
        after,
      }),
    );
    contentChanged();
  };

  const auditScholarship = async (actorUserId: number, change: ScholarshipChange, action: string) => {
    await db.transaction((tx) =>
      auditContent(tx, {
        actorUserId,
        entity: 'scholarship',
        recordId: change.after.id,
        action,
        fromStatus: change.before ? activity(change.before.isActive) : null,
        toStatus: activity(change.after.isActive),
        before: change.before,
        after: change.after,
      }),
    );
    contentChanged();
  };

  const scholarshipAction = (change: ScholarshipChange) =>
    change.before === null
      ? 'created'
      : change.before.isActive !== change.after.isActive
        ? change.after.isActive
          ? 'activated'
          : 'withdrawn'
        : 'edited';

  const savedMessage = (scholarship: ConsoleScholarship) =>
    scholarship.isActive
      ? `${scholarship.title}: saved and listed.`
      : `${scholarship.title}: saved. It is withdrawn, so not listed.`;

  contractRoute(
    app,
    gatewayRoutes.consoleInstitutions,
    async (request) => {
      adminOf(request);
      return list((await service.call('adminInstitutions')).items);
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleCreateInstitution,
    async (request) => {
      const admin = adminOf(request);
      const change = await service.call('adminCreateInstitution', { body: request.body });
      await auditInstitution(admin.userId, change);
      return ok(change.after, `${change.after.name} is added.`);
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleUpdateInstitution,
    async (request) => {
      const admin = adminOf(request);
      const change = await service.call('adminUpdateInstitution', {
        params: { id: request.params.id },
        body: request.body,
      });
      await auditInstitution(admin.userId, change);
      return ok(
        change.after,
        change.after.isActive
          ? `${change.after.name}: saved.`
          : `${change.after.name}: saved. It is inactive, so not listed.`,
      );
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleCreateScholarship,
    async (request) => {
      const admin = adminOf(request);
      const change = await service.call('adminCreateScholarship', {
        params: { id: request.params.id },
        body: request.body,
      });
      await auditScholarship(admin.userId, change, scholarshipAction(change));
      return ok(change.after, savedMessage(change.after));
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleUpdateScholarship,
    async (request) => {
      const admin = adminOf(request);
      const change = await service.call('adminUpdateScholarship', {
        params: { id: request.params.id },
        body: request.body,
      });
      await auditScholarship(admin.userId, change, scholarshipAction(change));
      return ok(change.after, savedMessage(change.after));
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleCloseScholarship,
    async (request) => {
      const admin = adminOf(request);
      const change = await service.call('adminCloseScholarship', { params: { id: request.params.id } });
      if (change.before?.deadline === change.after.deadline) {
        return ok(change.after, `${change.after.title} was already closed.`);
      }
      await auditScholarship(admin.userId, change, 'closed');
      return ok(change.after, `${change.after.title} is closed: it is listed as closed from now on.`);
    },
    { authenticate },
  );
}
