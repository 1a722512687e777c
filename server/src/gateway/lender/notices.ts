import type { Payoff } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import type { MailMessage } from '../../mail/mailer';
import {
  loanCancelledMessage,
  loanPaidOutMessage,
  loanRepaidMessage,
  renewalApprovedMessage,
  renewalDeclinedMessage,
} from '../../core/email-templates';
import { findLoanRecord, type LoanRecord } from '../../core/loan-records';
import { borrowerAddress, dashboardLink } from '../../core/recipients';
import { addMonths, dayOf } from '../../core/schedule';

/**
 * The emails a lender's decision sends the borrower, composed inside the transaction that makes
 * the decision (so they describe the loan as it now is) and sent once it commits.
 */
export interface BorrowerNotices {
  paidOut(
    tx: Queryable,
    loan: LoanRecord,
    payout: { amountPaid: number; settled: number | null; settledPayoff: Payoff | null },
  ): Promise<MailMessage>;
  cancelled(tx: Queryable, loan: LoanRecord, reason: string): Promise<MailMessage>;
  /** Composed from the loan as it is now, after the repayment that closed it. */
  repaid(tx: Queryable, loanId: string): Promise<MailMessage>;
  renewalApproved(tx: Queryable, newLoanId: string, settlement: Payoff): Promise<MailMessage>;
  renewalDeclined(
    tx: Queryable,
    currentLoanId: string,
    renewal: { principal: number; reason: string },
  ): Promise<MailMessage>;
}

export function borrowerNotices(siteUrl: string): BorrowerNotices {
  const dashboard = dashboardLink(siteUrl);
  const tell = async (
    tx: Queryable,
    loan: LoanRecord,
    compose: (to: string, firstName: string) => MailMessage,
  ): Promise<MailMessage> => {
    const borrower = await borrowerAddress(tx, loan.userId);
    return compose(borrower.email, borrower.firstName);
  };
  const loanOf = async (tx: Queryable, loanId: string) => (await findLoanRecord(tx, loanId))!;

  return {
    paidOut: (tx, loan, payout) => {
      const paidOn = loan.disbursedAt!;
      return tell(tx, loan, (to, firstName) =>
        loanPaidOutMessage(to, firstName, dashboard, {
          ...loan,
          amountPaid: payout.amountPaid,
          paidOn,
          settlementAmount: payout.settled,
          settled: payout.settledPayoff,
          firstDueDate: dayOf(addMonths(paidOn, 1)),
        }),
      );
    },
    cancelled: (tx, loan, reason) =>
      tell(tx, loan, (to, firstName) => loanCancelledMessage(to, firstName, dashboard, { ...loan, reason })),
    repaid: async (tx, loanId) => {
      const loan = await loanOf(tx, loanId);
      return tell(tx, loan, (to, firstName) =>
        loanRepaidMessage(to, firstName, dashboard, { ...loan, amountOverpaid: loan.amountOverpaid }),
      );
    },
    renewalApproved: async (tx, newLoanId, settlement) => {
      const loan = await loanOf(tx, newLoanId);
      return tell(tx, loan, (to, firstName) =>
        renewalApprovedMessage(to, firstName, dashboard, { ...loan, settlement }),
      );
    },
    renewalDeclined: async (tx, currentLoanId, renewal) => {
      const loan = await loanOf(tx, currentLoanId);
      return tell(tx, loan, (to, firstName) =>
        renewalDeclinedMessage(to, firstName, dashboard, { ...loan, ...renewal }),
      );
    },
  };
}
