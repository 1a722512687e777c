import { gatewayRoutes } from '@lendbridge/contract';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { ok } from '../../../http/envelope';
import { requireAdmin } from '../../console/console-identity';
import { listAuditLog } from '../../console/audit-log';
import type { ConsoleRouteContext } from './context';
import { operatorOf } from './console-auth';

/** Every change by anyone, for platform admins. */
export function registerAuditLogRoutes(app: BaseApp, context: ConsoleRouteContext): void {
  const { db, authenticate } = context;
  contractRoute(
    app,
    gatewayRoutes.consoleAuditLog,
    async (request) => {
      requireAdmin(operatorOf(request));
      return ok(await listAuditLog(db, request.query));
    },
    { authenticate },
  );
}
