import { gatewayRoutes } from '@lendbridge/contract';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { ok } from '../../../http/envelope';
import { readScope } from '../../lender/lender-identity';
import { lenderLoanDetail, listLoans } from '../../lender/loan-views';
import { sendStatement } from '../../statements/send-statement';
import { statementOf } from '../../statements/statement-data';
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

  contractRoute(
    app,
    gatewayRoutes.lenderLoanStatement,
    async (request, reply) => {
      // Only a loan of the caller's providers: another's is answered like a missing one.
      const scope = readScope(lenderOf(request));
      const data = await statementOf(db, request.params.id, { scope }, new Date());
      return sendStatement(reply, data, request.query.format);
    },
    { authenticate },
  );
}
