import { gatewayRoutes } from '@lendbridge/contract';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { ok } from '../../../http/envelope';
import { dayOf } from '../../../core/schedule';
import { readScope } from '../../lender/lender-identity';
import { approveRenewal, declineRenewal, findLenderRenewal, listRenewals } from '../../lender/renewals';
import type { LenderRouteContext } from './context';
import { lenderOf, writerOf } from './lender-auth';

/** Borrowers' renewal requests on the provider's loans, and the lender's decisions on them. */
export function registerRenewalRoutes(app: BaseApp, context: LenderRouteContext): void {
  const { db, authenticate, changeOnce, notices } = context;

  contractRoute(
    app,
    gatewayRoutes.lenderRenewals,
    async (request) =>
      ok(
        await listRenewals(
          db,
          readScope(lenderOf(request), request.query.providerId),
          request.query,
          dayOf(new Date()),
        ),
      ),
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.lenderApproveRenewal,
    async (request) => {
      const writer = writerOf(request);
      return changeOnce(
        request,
        gatewayRoutes.lenderApproveRenewal.response,
        writer.userId,
        async ({ tx, notify }) => {
          const now = new Date();
          const decided = await approveRenewal(tx, request.params.id, {
            actorUserId: writer.userId,
            providerId: writer.provider.id,
            now,
          });
          const renewal = await findLenderRenewal(tx, request.params.id, dayOf(now));
          notify(await notices.renewalApproved(tx, decided.newLoanId, decided.settlement));
          return ok(renewal, 'Renewal approved: the new loan is waiting to be paid out.');
        },
      );
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.lenderDeclineRenewal,
    async (request) => {
      const writer = writerOf(request);
      return changeOnce(
        request,
        gatewayRoutes.lenderDeclineRenewal.response,
        writer.userId,
        async ({ tx, notify }) => {
          const reason = request.body.reason.trim();
          await declineRenewal(tx, request.params.id, {
            actorUserId: writer.userId,
            providerId: writer.provider.id,
            now: new Date(),
            reason,
          });
          const renewal = await findLenderRenewal(tx, request.params.id, dayOf(new Date()));
          notify(
            await notices.renewalDeclined(tx, renewal.currentLoan.id, {
              principal: renewal.proposed.principal,
              reason,
            }),
          );
          return ok(renewal, 'Renewal declined.');
        },
      );
    },
    { authenticate },
  );
}
