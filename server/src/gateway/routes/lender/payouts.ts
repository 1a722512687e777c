import { gatewayRoutes } from '@lendbridge/contract';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { ok } from '../../../http/envelope';
import { formatMoney } from '../../../core/format';
import { lenderLoanDetail } from '../../lender/loan-views';
import { cancelLoan, recordPayout } from '../../lender/payouts';
import { staffScope, today, type LenderRouteContext } from './context';
import { writerOf } from './lender-auth';

/** A new loan's outcome: paid out, or cancelled before it was. */
export function registerPayoutRoutes(app: BaseApp, context: LenderRouteContext): void {
  const { authenticate, changeOnce, notices } = context;

  contractRoute(
    app,
    gatewayRoutes.lenderRecordPayout,
    async (request) => {
      const writer = writerOf(request);
      return changeOnce(
        request,
        gatewayRoutes.lenderRecordPayout.response,
        writer.userId,
        async ({ tx, notify }) => {
          const day = today();
          const { loan, settled } = await recordPayout(tx, {
            loanId: request.params.id,
            providerId: writer.provider.id,
            amountPaid: request.body.amountPaid,
            paidOn: request.body.paidOn,
            reference: request.body.reference,
            actorUserId: writer.userId,
            today: day,
          });
          notify(
            await notices.paidOut(tx, loan, {
              amountPaid: request.body.amountPaid,
              settled: settled?.amount ?? null,
              settledPayoff: settled?.settlement ?? null,
            }),
          );
          return ok(
            await lenderLoanDetail(tx, loan.id, staffScope(writer), day),
            settled
              ? `Payout recorded: the loan is active, and ${formatMoney(settled.amount)} of it settled the loan it replaces.`
              : 'Payout recorded: the loan is active and its schedule starts from the payout date.',
          );
        },
      );
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.lenderCancelLoan,
    async (request) => {
      const writer = writerOf(request);
      return changeOnce(
        request,
        gatewayRoutes.lenderCancelLoan.response,
        writer.userId,
        async ({ tx, notify }) => {
          const reason = request.body.reason.trim();
          const loan = await cancelLoan(tx, {
            loanId: request.params.id,
            providerId: writer.provider.id,
            reason,
            actorUserId: writer.userId,
            now: new Date(),
          });
          notify(await notices.cancelled(tx, loan, reason));
          return ok(await lenderLoanDetail(tx, loan.id, staffScope(writer), today()), 'Loan cancelled.');
        },
      );
    },
    { authenticate },
  );
}
