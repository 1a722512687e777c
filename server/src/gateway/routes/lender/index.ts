import { gatewayRoutes, type RemittanceFileRequest, type RemittanceRejected } from '@lendbridge/contract';
import type { FastifyRequest } from 'fastify';
import { enforce, RATE_RULES, type RateLimiter } from '../../../auth/rate-limiter';
import type { Database, Queryable } from '../../../db/database';
import type { AnswerCache } from '../../../http/answer-cache';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { ok } from '../../../http/envelope';
import { HttpError } from '../../../http/errors';
import type { Mailer, MailMessage } from '../../../mail/mailer';
import {
  loanCancelledMessage,
  loanPaidOutMessage,
  loanRepaidMessage,
  renewalApprovedMessage,
  renewalDeclinedMessage,
} from '../../../core/email-templates';
import type { CredentialCheck } from '../../accounts/credentials';
import { unconfirmedAccount } from '../../accounts/credentials';
import { createSession } from '../../accounts/sessions';
import { findUserById, toUser } from '../../accounts/users-repository';
import { findOrganization } from '../../../core/catalogue-facts';
import { createChangeOnce } from '../../../core/change-once';
import { formatDate, formatMoney } from '../../../core/format';
import { findLoanRecord, lockLoan, type LoanRecord } from '../../../core/loan-records';
import { borrowerAddress, dashboardLink } from '../../../core/recipients';
import { addMonths, dayOf } from '../../../core/schedule';
import { createLenderAuthenticator, lenderIdentity, lenderOf, readScope, writerOf } from './lender-auth';
import { lenderLoanDetail, listLoans } from '../../lender/loan-views';
import { cancelLoan, recordPayout } from '../../lender/payouts';
import {
  removeLoanTypeSetting,
  providerSettings,
  updateLoanTypeSetting,
} from '../../lender/provider-settings';
import { parseRemittance } from '../../lender/remittance-csv';
import {
  applyRemittance,
  fileHashOf,
  listRemittances,
  previewRemittance,
  type RemittanceFile,
  type RemittanceSource,
} from '../../lender/remittances';
import { approveRenewal, declineRenewal, findLenderRenewal, listRenewals } from '../../lender/renewals';
import { lockProviderRepayments, recordManualRepayment, tomorrow } from '../../lender/repayments';

export interface LenderOptions {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  siteUrl: string;
  sessionTtlSeconds: number;
  checkCredentials: CredentialCheck;
  /** The catalogue's kept answers, cleared when a lender's terms change. */
  catalogueAnswers: AnswerCache;
}

const today = () => dayOf(new Date());

/**
 * The lender workspace's calls. Every one checks the caller's role and provider on the server:
 * staff act on their own provider's loans only (another's answers 404, exactly like a missing
 * one), an admin reads every provider's and writes nothing (403), a borrower gets 403.
 */
export function registerLenderRoutes(app: BaseApp, options: LenderOptions): void {
  const { db, mailer, limiter, siteUrl } = options;
  const authenticate = createLenderAuthenticator(db);
  const changeOnce = createChangeOnce(db, mailer);
  const dashboard = dashboardLink(siteUrl);
  const staffScope = (lender: { provider: { id: number } }) => ({ providerIds: [lender.provider.id] });

  /** The borrower's email about their loan, sent once the change commits. */
  const tellBorrower = async (
    tx: Queryable,
    loan: LoanRecord,
    compose: (to: string, firstName: string) => MailMessage,
  ) => {
    const borrower = await borrowerAddress(tx, loan.userId);
    return compose(borrower.email, borrower.firstName);
  };

  contractRoute(app, gatewayRoutes.lenderLogin, async (request, reply) => {
    const user = await options.checkCredentials({ ...request.body, source: request.source });
    const lender = await lenderIdentity(db, user);
    if (!user.emailConfirmed) return reply.status(403).send(unconfirmedAccount(user));
    const token = await createSession(db, user.id, options.sessionTtlSeconds);
    return ok(
      {
        user: toUser(user),
        token,
        expires: options.sessionTtlSeconds,
        roleId: lender.roleId,
        provider: lender.provider,
        readOnly: lender.readOnly,
      },
      'Login successful',
    );
  });

  contractRoute(
    app,
    gatewayRoutes.lenderProfile,
    async (request) => {
      const lender = lenderOf(request);
      const user = await findUserById(db, lender.userId);
      if (!user)
        throw new HttpError(401, 'Your session has ended. Please log in again.', { error: 'invalid_token' });
      const { rows: providers } = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM providers WHERE $1::integer IS NULL OR id = $1 ORDER BY name',
        [lender.provider?.id ?? null],
      );
      return ok({
        user: toUser(user),
        roleId: lender.roleId,
        provider: lender.provider,
        readOnly: lender.readOnly,
        providers,
      });
    },
    { authenticate },
  );

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
          const paidOn = loan.disbursedAt!;
          notify(
            await tellBorrower(tx, loan, (to, firstName) =>
              loanPaidOutMessage(to, firstName, dashboard, {
                ...loan,
                amountPaid: request.body.amountPaid,
                paidOn,
                settlementAmount: settled?.amount ?? null,
                firstDueDate: dayOf(addMonths(paidOn, 1)),
              }),
            ),
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
          notify(
            await tellBorrower(tx, loan, (to, firstName) =>
              loanCancelledMessage(to, firstName, dashboard, { ...loan, reason }),
            ),
          );
          return ok(await lenderLoanDetail(tx, loan.id, staffScope(writer), today()), 'Loan cancelled.');
        },
      );
    },
    { authenticate },
  );

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
          if (applied.repaid) notify(await repaidNotice(tx, loan.id));
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

  /** The "your loan is repaid" email, composed from the loan as it is now. */
  const repaidNotice = async (tx: Queryable, loanId: string) => {
    const loan = (await findLoanRecord(tx, loanId))!;
    return tellBorrower(tx, loan, (to, firstName) =>
      loanRepaidMessage(to, firstName, dashboard, { ...loan, amountOverpaid: loan.amountOverpaid }),
    );
  };

  /**
   * A remittance file as staff send it: their provider, the organisation that sent it (known to
   * us), its rows read. A file with unreadable rows is refused (422) listing each, before any work.
   */
  const readRemittance = async (request: FastifyRequest<{ Body: RemittanceFileRequest }>) => {
    const writer = writerOf(request);
    await enforce(limiter, `remittance:user:${writer.userId}`, RATE_RULES.remittancePerUser);
    const organization = await findOrganization(db, request.body.organizationCode);
    if (!organization) {
      throw new HttpError(404, 'We do not know that employer or school.', { field: 'organizationCode' });
    }
    const parsed = parseRemittance(request.body.csv, tomorrow(today()));
    if (!parsed.ok) {
      const rejected: RemittanceRejected = {
        requestSuccessful: false,
        message:
          parsed.total === 1
            ? 'One row of the file cannot be read, so nothing was done. Correct it and upload the file again.'
            : `${parsed.total} rows of the file cannot be read, so nothing was done. Correct them and upload the file again.`,
        error: 'invalid_rows',
        responseData: { problems: parsed.problems },
      };
      return { rejected };
    }
    const source: RemittanceSource = {
      providerId: writer.provider.id,
      providerName: writer.provider.name,
      organization,
    };
    const file: RemittanceFile = {
      fileName: request.body.fileName.trim(),
      fileHash: fileHashOf(request.body.csv),
      lines: parsed.lines,
    };
    return { writer, source, file };
  };

  contractRoute(
    app,
    gatewayRoutes.lenderPreviewRemittance,
    async (request, reply) => {
      const read = await readRemittance(request);
      if ('rejected' in read) return reply.status(422).send(read.rejected);
      const preview = await previewRemittance(db, read.source, read.file, today());
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
      const read = await readRemittance(request);
      if ('rejected' in read) return reply.status(422).send(read.rejected);
      const { writer, source, file } = read;
      return changeOnce(
        request,
        gatewayRoutes.lenderApplyRemittance.response,
        writer.userId,
        async ({ tx, notify }) => {
          const now = new Date();
          const { answer, repaidLoanIds } = await applyRemittance(
            tx,
            source,
            file,
            writer.userId,
            now,
            dayOf(now),
          );
          for (const loanId of repaidLoanIds) notify(await repaidNotice(tx, loanId));
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

  contractRoute(
    app,
    gatewayRoutes.lenderRenewals,
    async (request) =>
      ok(await listRenewals(db, readScope(lenderOf(request), request.query.providerId), request.query)),
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
          const decided = await approveRenewal(tx, request.params.id, {
            actorUserId: writer.userId,
            providerId: writer.provider.id,
            now: new Date(),
          });
          const renewal = await findLenderRenewal(tx, request.params.id);
          const loan = (await findLoanRecord(tx, decided.newLoanId))!;
          notify(
            await tellBorrower(tx, loan, (to, firstName) =>
              renewalApprovedMessage(to, firstName, dashboard, {
                ...loan,
                settlementAmount: decided.settlementAmount,
              }),
            ),
          );
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
          const renewal = await findLenderRenewal(tx, request.params.id);
          const loan = (await findLoanRecord(tx, renewal.currentLoan.id))!;
          notify(
            await tellBorrower(tx, loan, (to, firstName) =>
              renewalDeclinedMessage(to, firstName, dashboard, {
                ...loan,
                principal: renewal.proposed.principal,
                reason,
              }),
            ),
          );
          return ok(renewal, 'Renewal declined.');
        },
      );
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.lenderSettings,
    async (request) => {
      const lender = lenderOf(request);
      const asked = request.query.providerId;
      if (lender.provider && asked !== undefined && asked !== lender.provider.id) {
        throw new HttpError(404, 'We could not find that lender.', { error: 'not_found' });
      }
      const providerId = lender.provider?.id ?? asked;
      if (providerId === undefined) {
        throw new HttpError(400, 'Choose a lender to see its settings.', { field: 'providerId' });
      }
      return ok(await providerSettings(db, providerId));
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.lenderUpdateLoanTypeSetting,
    async (request) => {
      const writer = writerOf(request);
      const answer = await changeOnce(
        request,
        gatewayRoutes.lenderUpdateLoanTypeSetting.response,
        writer.userId,
        async ({ tx }) => {
          const setting = await updateLoanTypeSetting(
            tx,
            {
              providerId: writer.provider.id,
              loanTypeId: request.params.loanTypeId,
              actorUserId: writer.userId,
            },
            request.body,
          );
          return ok(
            setting,
            `${setting.loanTypeName}: terms saved. Eligibility checks use them from now on.`,
          );
        },
      );
      options.catalogueAnswers.clear();
      return answer;
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.lenderRemoveLoanTypeSetting,
    async (request) => {
      const writer = writerOf(request);
      const answer = await changeOnce(
        request,
        gatewayRoutes.lenderRemoveLoanTypeSetting.response,
        writer.userId,
        async ({ tx }) => {
          const setting = await removeLoanTypeSetting(tx, {
            providerId: writer.provider.id,
            loanTypeId: request.params.loanTypeId,
            actorUserId: writer.userId,
          });
          return ok(
            setting,
            `${setting.loanTypeName} is no longer offered. Loans already made keep their terms.`,
          );
        },
      );
      options.catalogueAnswers.clear();
      return answer;
    },
    { authenticate },
  );
}
