import { quoteLoan, type Payoff } from '@lendbridge/contract';
import type { Database, Queryable } from '../../db/database';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { audit } from '../../core/audit';
import { renewalRequotedMessage } from '../../core/email-templates';
import { lockLoan, outstandingOf, payoffBasisOf, payoffOf } from '../../core/loan-records';
import { borrowerAddress, dashboardLink } from '../../core/recipients';
import { dayOf } from '../../core/schedule';
import { loggableMessage } from '../../http/logging';
import { schedulePeriodicJob, type PeriodicJob } from '../../jobs/periodic-job';

/** The most requests one run re-quotes; any more wait for the next run. */
const BATCH = 500;

export interface RequoteResult {
  requoted: { renewalId: string; settlement: Payoff }[];
  messages: MailMessage[];
}

interface PendingRow {
  id: string;
  loanId: string;
  userId: number;
  amount: number;
  tenorMonths: number;
  rateBps: number;
  feeBps: number;
}

/**
 * Pending renewal requests quoted before settlements were priced at the payoff figure (their
 * quote is empty) are quoted again at today's payoff: the quote is kept with the request, an
 * audit row records the old and the new figure, and the borrower is emailed the corrected
 * figures once the run commits. A request is re-quoted once (`quoted_settlement IS NULL`), and
 * requests a decision holds locked are skipped until the next run.
 */
export function renewalRequoteJob(siteUrl: string, mailer: Mailer, now: () => Date = () => new Date()) {
  const job: PeriodicJob<RequoteResult> = {
    name: 'renewal-requote',
    intervalMs: 60 * 60 * 1000,
    async run(tx: Queryable) {
      const { rows } = await tx.query<PendingRow>(
        `SELECT id, loan_id AS "loanId", user_id AS "userId", amount, tenor_months AS "tenorMonths",
                annual_interest_rate_bps AS "rateBps", processing_fee_bps AS "feeBps"
         FROM loan_renewals WHERE status = 'pending' AND quoted_settlement IS NULL
         ORDER BY requested_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH],
      );
      const result: RequoteResult = { requoted: [], messages: [] };
      const today = dayOf(now());
      for (const row of rows) {
        const loan = await lockLoan(tx, row.loanId);
        // Only a loan being repaid has a payoff; the lender's decision settles the others.
        if (loan.status !== 'active') continue;
        const settlement = payoffOf(payoffBasisOf(loan), today);
        const previousSettlement = outstandingOf(loan);
        await tx.query(`UPDATE loan_renewals SET quoted_settlement = $2::jsonb WHERE id = $1`, [
          row.id,
          JSON.stringify(settlement),
        ]);
        await audit(tx, {
          actorUserId: null,
          entity: 'renewal',
          entityId: row.id,
          action: 'renewal_requoted',
          fromStatus: 'pending',
          toStatus: 'pending',
          providerId: loan.providerId,
          details: { loanId: loan.id, previousSettlement, settlement },
        });
        const proposed = quoteLoan({
          principal: row.amount,
          tenorMonths: row.tenorMonths,
          annualInterestRateBps: row.rateBps,
          processingFeeBps: row.feeBps,
        });
        const borrower = await borrowerAddress(tx, row.userId);
        result.messages.push(
          renewalRequotedMessage(borrower.email, borrower.firstName, dashboardLink(siteUrl), {
            providerName: loan.providerName,
            loanTypeName: loan.loanTypeName,
            principal: row.amount,
            tenorMonths: row.tenorMonths,
            settlement,
            previousSettlement,
            amountReceived: proposed.amountReceived,
          }),
        );
        result.requoted.push({ renewalId: row.id, settlement });
      }
      return result;
    },
    afterCommit(result) {
      for (const message of result.messages) mailer.send(message);
    },
  };
  return job;
}

export function scheduleRenewalRequote(db: Database, siteUrl: string, mailer: Mailer) {
  return schedulePeriodicJob(db, renewalRequoteJob(siteUrl, mailer), (error) =>
    console.error('Re-quoting renewal requests failed:', loggableMessage(error)),
  );
}
