import { gatewayRoutes, type RemittanceFileRequest } from '@lendbridge/contract';
import type { FastifyRequest } from 'fastify';
import { enforce, RATE_RULES } from '../../../auth/rate-limiter';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { ok } from '../../../http/envelope';
import { formatDate, formatMoney } from '../../../core/format';
import { lockLoan } from '../../../core/loan-records';
import { dayOf } from '../../../core/schedule';
import { readScope } from '../../lender/lender-identity';
import { lenderLoanDetail } from '../../lender/loan-views';
import { readRemittanceUpload } from '../../lender/remittance-upload';
import { applyRemittance, listRemittances, previewRemittance } from '../../lender/remittances';
import { lockProviderRepayments, recordManualRepayment } from '../../lender/repayments';
import { recordSettlement } from '../../lender/settlements';
import { staffScope, today, type LenderRouteContext } from './context';
import { lenderOf, writerOf } from './lender-auth';

/** Money coming back: a repayment recorded by hand, and payroll remittance files. */
export function registerRepaymentRoutes(app: BaseApp, context: LenderRouteContext): void {
  const { db, limiter, authenticate, changeOnce, notices } = context;

  contractRoute(
    app,
    gatewayRoutes.lenderRecordRepayment,
    async (request) => {
      const writer = writerOf(request);
      return changeOnce(
        request,
        gatewayRoutes.lenderRecordRepayment.response,
        writer.userId,
        async ({ tx, notify }) => {
          const day = today();
          await lockProviderRepayments(tx, writer.provider.id);
          const loan = await lockLoan(tx, request.params.id, { providerId: writer.provider.id });
          const applied = await recordManualRepayment(
            tx,
            loan,
            { ...request.body, actorUserId: writer.userId },
            day,
          );
          if (applied.repaid) notify(await notices.repaid(tx, loan.id));
          const detail = await lenderLoanDetail(tx, loan.id, staffScope(writer), day);
          const words = ['Repayment recorded.'];
          if (applied.repaid) words.push('The loan is repaid in full.');
          if (applied.overpaidAmount > 0) {
            words.push(
              `${formatMoney(applied.overpaidAmount)} beyond what was owed is recorded as overpaid, to refund.`,
            );
          }
          return ok(
            {
              repayment: detail.repayments.find((repayment) => repayment.id === applied.repaymentId)!,
              loan: detail,
            },
            words.join(' '),
          );
        },
      );
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.lenderRecordSettlement,
    async (request) => {
      const writer = writerOf(request);
      return changeOnce(
        request,
        gatewayRoutes.lenderRecordSettlement.response,
        writer.userId,
        async ({ tx, notify }) => {
          const day = today();
          await lockProviderRepayments(tx, writer.provider.id);
          const loan = await lockLoan(tx, request.params.id, { providerId: writer.provider.id });
          const settlement = await recordSettlement(
            tx,
            loan,
            { ...request.body, actorUserId: writer.userId, now: new Date() },
            day,
          );
          notify(await notices.settledEarly(tx, loan.id, settlement));
          return ok(
            await lenderLoanDetail(tx, loan.id, staffScope(writer), day),
            `Settlement of ${formatMoney(settlement.amount)} recorded: the loan is repaid; ${formatMoney(settlement.interestNotCharged)} of scheduled interest is not charged.`,
          );
        },
      );
    },
    { authenticate },
  );

  /** A remittance file as staff send it, read once the sender's upload allowance is checked. */
  const readUpload = async (request: FastifyRequest<{ Body: RemittanceFileRequest }>) => {
    const writer = writerOf(request);
    await enforce(limiter, `remittance:user:${writer.userId}`, RATE_RULES.remittancePerUser);
    return { writer, upload: await readRemittanceUpload(db, writer.provider, request.body, today()) };
  };

  contractRoute(
    app,
    gatewayRoutes.lenderPreviewRemittance,
    async (request, reply) => {
      const { upload } = await readUpload(request);
      if ('rejected' in upload) return reply.status(422).send(upload.rejected);
      const preview = await previewRemittance(db, upload.source, upload.file, today());
      return ok(
        preview,
        preview.alreadyApplied
          ? `This file was already applied on ${formatDate(new Date(preview.alreadyApplied.appliedAt))}: applying it again changes nothing.`
          : `${preview.totals.matched} of ${preview.totals.rows} rows match a loan. Nothing has been applied yet.`,
      );
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.lenderApplyRemittance,
    async (request, reply) => {
      const { writer, upload } = await readUpload(request);
      if ('rejected' in upload) return reply.status(422).send(upload.rejected);
      return changeOnce(
        request,
        gatewayRoutes.lenderApplyRemittance.response,
        writer.userId,
        async ({ tx, notify }) => {
          const now = new Date();
          const { answer, repaidLoanIds } = await applyRemittance(
            tx,
            upload.source,
            upload.file,
            writer.userId,
            now,
            dayOf(now),
          );
          for (const loanId of repaidLoanIds) notify(await notices.repaid(tx, loanId));
          return ok(
            answer,
            answer.alreadyApplied
              ? `This file was already applied on ${formatDate(new Date(answer.appliedAt))}: nothing changed.`
              : `Applied ${answer.totals.matched} payments (${formatMoney(answer.totals.amountApplied)}); ` +
                  `${answer.totals.unmatched} unmatched and ${answer.totals.duplicate} duplicate rows were left out.`,
          );
        },
      );
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.lenderRemittances,
    async (request) =>
      ok(await listRemittances(db, readScope(lenderOf(request), request.query.providerId), request.query)),
    { authenticate },
  );
}
