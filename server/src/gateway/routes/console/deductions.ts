import { gatewayRoutes } from '@lendbridge/contract';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { ok } from '../../../http/envelope';
import { formatMoney } from '../../../core/format';
import { organizationInScope } from '../../console/console-identity';
import { deductionSchedule } from '../../console/deductions';
import type { ConsoleRouteContext } from './context';
import { operatorOf } from './console-auth';

/** What an employer deducts from whom this month, for its payroll. */
export function registerDeductionRoutes(app: BaseApp, context: ConsoleRouteContext): void {
  const { db, authenticate } = context;
  contractRoute(
    app,
    gatewayRoutes.consoleDeductionSchedule,
    async (request) => {
      const id = organizationInScope(operatorOf(request), request.params.id);
      const schedule = await deductionSchedule(db, id, request.query.month);
      return ok(
        schedule,
        schedule.rows.length === 0
          ? `Nothing to deduct in ${request.query.month}.`
          : `${schedule.rows.length} deductions in ${request.query.month}, ${formatMoney(schedule.totalToDeduct)} in all.`,
      );
    },
    { authenticate },
  );
}
