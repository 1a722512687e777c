import { gatewayRoutes } from '@lendbridge/contract';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { ok } from '../../../http/envelope';
import { readScope } from '../../lender/lender-identity';
import { lenderLoanDetail, listLoans } from '../../lender/loan-views';
import { today, type LenderRouteContext } from './context';
import { lenderOf } from './lender-auth';

/** The provider's loans: the list and one loan in full. */
export function registerLoanRoutes(app: BaseApp, { db, authenticate }: LenderRouteContext): void {
  contractRoute(
    app,
    gatewayRoutes.lenderLoans,
    async (request) =>
      ok(await listLoans(db, readScope(lenderOf(request), request.query.providerId), request.query, today())),
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.lenderLoan,
    async (request) =>
      ok(await lenderLoanDetail(db, request.params.id, readScope(lenderOf(request)), today())),
    { authenticate },
  );
}
