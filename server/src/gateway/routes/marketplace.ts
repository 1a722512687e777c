import { gatewayRoutes, quoteLoan, type Offer } from '@lendbridge/contract';
import {
  countSpread,
  enforce,
  RATE_RULES,
  refuseSpreadIfSpent,
  type RateLimiter,
} from '../../auth/rate-limiter';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import {
  lenderOfferAcceptedMessage,
  lenderRenewalRequestedMessage,
  lenderSettlementRequestedMessage,
} from '../../core/email-templates';
import { contractRoute } from '../../http/contract-route';
import type { BaseApp } from '../../http/create-app';
import { list, ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import type { SessionCaller } from '../accounts/sessions';
import { callerOf, createAuthenticator, createIdentifier } from './authenticate';
import {
  existingMonthlyRepayments,
  findLoanType,
  findMember,
  findOrganization,
  providerTerms,
} from '../../core/catalogue-facts';
import { provenIdentity } from '../identity/proven-identity';
import { disclosuresOf } from '../../core/disclosures';
import { decideEligibility } from '../../core/eligibility-rules';
import { createChangeOnce } from '../../core/change-once';
import { findLoanRecord, lockLoan } from '../../core/loan-records';
import { openSettlementRequest, withdrawSettlementRequest } from '../../core/settlement-requests';
import { currentLoan, loanHistory, loansAwaitingDisbursement, requestRenewal } from '../marketplace/loans';
import {
  acceptOffer,
  createApplication,
  declineOffer,
  findOffers,
  openOffers,
  type Borrower,
} from '../marketplace/offers';
import { providerProfiles } from '../marketplace/provider-profiles';
import { providerInbox, workspaceLink } from '../../core/recipients';

export interface MarketplaceOptions {
  db: Database;
  limiter: RateLimiter;
  mailer: Mailer;
  siteUrl: string;
  /** Share of monthly net pay that loan repayments may take, basis points. */
  affordabilityShareBps: number;
  offerTtlDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** ₦500,000 over 12 months: the example each provider's costs are shown on. */
const REPRESENTATIVE_AMOUNT = 50_000_000;
const REPRESENTATIVE_TENOR_MONTHS = 12;
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

const borrowerOf = (caller: SessionCaller): Borrower => ({ userId: caller.userId });

/** `{id}` in a loan path is the caller's own public id; anyone else's is refused outright. */
function assertOwnId(caller: SessionCaller, id: string): void {
  if (id !== caller.publicId)
    throw new HttpError(403, 'You can only see your own loans.', { error: 'forbidden' });
}

export function registerMarketplaceRoutes(app: BaseApp, options: MarketplaceOptions): void {
  const { db, limiter, mailer } = options;
  const authenticate = createAuthenticator(db);
  const identify = createIdentifier(db);

  contractRoute(
    app,
    gatewayRoutes.checkEligibility,
    async (request) => {
      const body = request.body;
      await enforce(limiter, `eligibility:ip:${request.source}`, RATE_RULES.eligibilityPerIp);
      const loanType = await findLoanType(db, body.loanType);
      if (!loanType) {
        throw new HttpError(404, 'We do not offer that loan type. Choose one from the list.', {
          field: 'loanType',
        });
      }
      const organization = await findOrganization(db, body.organizationCode);
      if (!organization) {
        throw new HttpError(404, 'We do not know that employer or school. Choose one from the list.', {
          field: 'organizationCode',
        });
      }
      const regNo = body.regNo.trim();
      const attempt = {
        scope: 'eligibility',
        account: `${organization.id}:${regNo.toUpperCase()}`,
        // A logged-in borrower is a source of their own, wherever they connect from.
        source: request.caller ? `user:${request.caller.userId}` : `ip:${request.source}`,
        rules: {
          perSource: RATE_RULES.eligibilityPerRegNoAndSource,
          perAccount: RATE_RULES.eligibilityPerRegNo,
        },
      };
      // Visitors fishing together cannot lock a logged-in member out of checking their own number.
      await refuseSpreadIfSpent(limiter, attempt, { knownSource: request.caller !== undefined });
      await countSpread(limiter, attempt);
      // An organization that left the marketplace no longer shares its roster with us.
      const rosterEntry = organization.status ? await findMember(db, organization.id, regNo) : undefined;
      // Nothing derived from the roster is used unless the caller proved the entry is theirs.
      const identity = await provenIdentity(
        db,
        rosterEntry,
        request.caller?.userId,
        body.identityProof,
        mailer,
      );
      const member = identity ? rosterEntry : undefined;
      const decision = decideEligibility({
        organization,
        member,
        regNo,
        loanTypeName: loanType.name,
        providers: await providerTerms(db, loanType.id),
        amount: body.amount,
        tenorMonths: body.tenorMonths,
        affordabilityShareBps: options.affordabilityShareBps,
        existingMonthlyRepayments: member ? await existingMonthlyRepayments(db, member.id) : 0,
      });

      let applicationId: string | null = null;
      let offers: Offer[] = [];
      if (decision.eligible && member && identity) {
        const now = new Date();
        const created = await db.transaction((tx) =>
          createApplication(tx, {
            userId: identity.userId,
            identityProofId: identity.identityProofId,
            organizationId: organization.id,
            memberId: member.id,
            loanTypeId: loanType.id,
            amount: body.amount,
            tenorMonths: body.tenorMonths,
            offers: decision.eligibleProviders.map(({ terms, quote }) => ({
              providerId: terms.providerId,
              quote,
            })),
            expiresAt: new Date(now.getTime() + options.offerTtlDays * DAY_MS),
            at: now,
          }),
        );
        applicationId = created.applicationId;
        offers = await findOffers(db, created.offerIds, now);
      }
      // Eligible or not, the check itself succeeded: both are 200 and requestSuccessful says which.
      return {
        requestSuccessful: decision.eligible,
        message: decision.reason,
        responseData: {
          eligible: decision.eligible,
          identityConfirmed: member !== undefined,
          applicationId,
          verifiedName: decision.verifiedName,
          maximumEligibleAmount: decision.maximumEligibleAmount,
          monthlyRepaymentLimit: decision.monthlyRepaymentLimit,
          checks: decision.checks,
          offers,
        },
      };
    },
    { identify },
  );

  contractRoute(app, gatewayRoutes.offeringProviders, async (request) => {
    const loanType = await findLoanType(db, request.params.loanTypeId);
    if (!loanType) throw new HttpError(404, 'We do not offer that loan type.', { field: 'loanTypeId' });
    const profiles = await providerProfiles(db, loanType.id);
    return list(
      profiles.map((profile) => ({
        ...profile,
        // The same example for every provider, moved into its range, so the costs compare.
        representativeExample: quoteLoan({
          principal: clamp(REPRESENTATIVE_AMOUNT, profile.minAmount, profile.maxAmount),
          tenorMonths: clamp(REPRESENTATIVE_TENOR_MONTHS, profile.minTenorMonths, profile.maxTenorMonths),
          annualInterestRateBps: profile.annualInterestRateBps,
          processingFeeBps: profile.processingFeeBps,
        }),
      })),
    );
  });

  const changeOnce = createChangeOnce(db, mailer);

  contractRoute(
    app,
    gatewayRoutes.acceptOffer,
    async (request) => {
      const caller = callerOf(request);
      return changeOnce(
        request,
        gatewayRoutes.acceptOffer.response,
        caller.userId,
        async ({ tx, notify }) => {
          const accepted = await acceptOffer(
            tx,
            request.params.id,
            borrowerOf(caller),
            new Date(),
            options.affordabilityShareBps,
          );
          // The lender hears of the loan at once; who the borrower is stays in the workspace.
          const inbox = await providerInbox(tx, accepted.providerId);
          const loan = await findLoanRecord(tx, accepted.loanId);
          if (inbox && loan) notify(lenderOfferAcceptedMessage(inbox, workspaceLink(options.siteUrl), loan));
          return ok(
            true,
            `Offer accepted. ${accepted.providerName} will contact you to confirm the loan and pay it out.`,
          );
        },
      );
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.declineOffer,
    async (request) => {
      const caller = callerOf(request);
      return changeOnce(request, gatewayRoutes.declineOffer.response, caller.userId, async ({ tx }) => {
        await declineOffer(
          tx,
          request.params.id,
          borrowerOf(caller),
          new Date(),
          request.body.reason?.trim(),
        );
        return ok(true, 'Offer declined');
      });
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.currentLoanStatus,
    async (request) => {
      const caller = callerOf(request);
      assertOwnId(caller, request.params.id);
      const now = new Date();
      const [loan, awaiting, offers] = await Promise.all([
        currentLoan(db, caller.userId, now),
        loansAwaitingDisbursement(db, caller.userId, now),
        openOffers(db, borrowerOf(caller), now),
      ]);
      return ok({ currentLoan: loan, awaitingDisbursement: awaiting, openOffers: offers });
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.loanHistory,
    async (request) => {
      const caller = callerOf(request);
      assertOwnId(caller, request.params.id);
      return list(await loanHistory(db, caller.userId, new Date()));
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.renewLoan,
    async (request) => {
      const caller = callerOf(request);
      return changeOnce(request, gatewayRoutes.renewLoan.response, caller.userId, async ({ tx, notify }) => {
        const { renewal, providerId } = await requestRenewal(
          tx,
          caller.userId,
          {
            loanId: request.body.loanId,
            amount: request.body.amount,
            tenorMonths: request.body.tenorMonths,
            reason: request.body.reason?.trim() ?? '',
          },
          options.affordabilityShareBps,
          new Date(),
        );
        const inbox = await providerInbox(tx, providerId);
        const loan = await findLoanRecord(tx, renewal.loanId);
        if (inbox && loan) {
          notify(
            lenderRenewalRequestedMessage(inbox, workspaceLink(options.siteUrl), {
              ...loan,
              principal: renewal.amount,
              tenorMonths: renewal.tenorMonths,
            }),
          );
        }
        return ok(renewal, 'Loan Renewal request submitted successfully');
      });
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.requestSettlement,
    async (request) => {
      const caller = callerOf(request);
      return changeOnce(
        request,
        gatewayRoutes.requestSettlement.response,
        caller.userId,
        async ({ tx, notify }) => {
          // Another borrower's loan is answered like a missing one.
          const loan = await lockLoan(tx, request.body.loanId, {
            userId: caller.userId,
            notFound: 'We could not find that loan among yours.',
          });
          const asked = await openSettlementRequest(tx, loan, new Date());
          const inbox = await providerInbox(tx, loan.providerId);
          if (inbox) {
            notify(
              lenderSettlementRequestedMessage(inbox, workspaceLink(options.siteUrl), {
                ...loan,
                settlement: asked.quotedSettlement,
              }),
            );
          }
          return ok(asked, `We asked ${loan.providerName} to settle your loan.`);
        },
      );
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.withdrawSettlement,
    async (request) => {
      const caller = callerOf(request);
      return changeOnce(request, gatewayRoutes.withdrawSettlement.response, caller.userId, async ({ tx }) => {
        const loan = await lockLoan(tx, request.body.loanId, {
          userId: caller.userId,
          notFound: 'We could not find that loan among yours.',
        });
        const withdrawn = await withdrawSettlementRequest(tx, loan, new Date());
        return ok(withdrawn, `You withdrew your request to settle your loan with ${loan.providerName}.`);
      });
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.disclosures,
    async (request) => list(await disclosuresOf(db, callerOf(request).userId)),
    { authenticate },
  );
}
