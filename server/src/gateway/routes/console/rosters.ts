import { gatewayRoutes } from '@lendbridge/contract';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { ok } from '../../../http/envelope';
import { organizationInScope } from '../../console/console-identity';
import { applyRoster, exportRoster, previewRoster } from '../../console/rosters';
import type { ConsoleRouteContext } from './context';
import { operatorOf } from './console-auth';

/** An organisation's roster: preview a file, apply it, download what is there now. */
export function registerRosterRoutes(app: BaseApp, context: ConsoleRouteContext): void {
  const { db, authenticate, changeOnce } = context;

  contractRoute(
    app,
    gatewayRoutes.consolePreviewRoster,
    async (request) => {
      const id = organizationInScope(operatorOf(request), request.params.id);
      const preview = await previewRoster(db, id, request.body);
      const { totals } = preview;
      return ok(
        preview,
        totals.invalid > 0
          ? `${totals.invalid} of ${totals.rows} rows cannot be used: correct them before applying. Nothing has been changed.`
          : `${totals.new} new, ${totals.changed} changed, ${totals.left} left, ${totals.unchanged} unchanged. ` +
              'Nothing has been changed yet.',
      );
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleApplyRoster,
    async (request) => {
      const operator = operatorOf(request);
      const id = organizationInScope(operator, request.params.id);
      return changeOnce(
        request,
        gatewayRoutes.consoleApplyRoster.response,
        operator.userId,
        async ({ tx }) => {
          const applied = await applyRoster(tx, id, request.body, operator.userId, new Date());
          const { totals } = applied;
          return ok(
            applied,
            applied.uploadId === null
              ? 'The roster already says all of this: nothing changed.'
              : `Roster updated: ${totals.new} joined, ${totals.changed} changed, ${totals.left} left.`,
          );
        },
      );
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleExportRoster,
    async (request) =>
      ok(await exportRoster(db, organizationInScope(operatorOf(request), request.params.id))),
    { authenticate },
  );
}
