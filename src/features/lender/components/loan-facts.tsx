import type { LenderLoan } from '@lendbridge/contract';
import * as React from 'react';
import { TermsList, type Terms } from '../../../components/terms-list';
import { formatCalendarDate, formatDateTime } from '../../../lib/dates';
import { formatMoney, formatRate } from '../../../lib/money';
import { PAYMENTS_LEFT_LABEL, settledEarlyTerms, settleTodayTerms } from '../../../lib/settlement';
import { monthsLabel } from '../../../lib/tenor';
import { LENDER_LOAN_STATE_TEXT } from '../labels';

export const LEFT_ORGANIZATION = 'Left the organisation';

/** A borrower who left with the loan still to pay out or being repaid: the lender must know. */
export const leftWhileOwing = (loan: LenderLoan) =>
  loan.borrowerLeft && (loan.status === 'active' || loan.status === 'awaiting_disbursement');

/**
 * What a loan needs, as the lender may see it: the verified name, where the borrower works and
 * their staff number, the terms, and the consent the borrower gave when they accepted.
 */
export function LoanFacts({ loan, showProvider = false }: { loan: LenderLoan; showProvider?: boolean }) {
  const rows: Array<readonly [string, React.ReactNode]> = [
    ['Verified name', loan.borrowerName],
    ['Organisation', loan.organizationName],
    ['Staff number', loan.staffNumber],
    ['Loan type', loan.loanTypeName],
    ['Amount', formatMoney(loan.principal)],
    ['Processing fee', formatMoney(loan.processingFee)],
    ['Pays out', formatMoney(loan.netPayout)],
    ['Period', monthsLabel(loan.tenorMonths)],
    ['Monthly repayment', formatMoney(loan.monthlyRepayment)],
    ['Total repayment', formatMoney(loan.totalRepayment)],
    ['Interest rate', `${formatRate(loan.annualInterestRateBps)} a year (APR ${formatRate(loan.aprBps)})`],
    ['Consent', `Given on ${formatDateTime(loan.consentedAt)}`],
  ];
  if (loan.settlementAmount !== null && loan.replacesLoanId) {
    rows.push(['Settles the previous loan', formatMoney(loan.settlementAmount)]);
  }
  if (loan.status !== 'awaiting_disbursement') {
    rows.push(['Status', LENDER_LOAN_STATE_TEXT[loan.status]]);
    rows.push(['Repaid so far', formatMoney(loan.amountRepaid)]);
    rows.push([PAYMENTS_LEFT_LABEL, formatMoney(loan.outstandingBalance)]);
    if (loan.settlement) {
      if (loan.status === 'active') rows.push(settleTodayTerms(loan.settlement));
      else rows.push(...settledEarlyTerms(loan.settlement));
    }
    if (loan.overdueAmount > 0) rows.push(['Overdue', formatMoney(loan.overdueAmount)]);
    if (loan.amountOverpaid > 0) rows.push(['Overpaid, to refund', formatMoney(loan.amountOverpaid)]);
    if (loan.nextDueDate) rows.push(['Next due date', formatCalendarDate(loan.nextDueDate)]);
  }
  if (showProvider) rows.unshift(['Lender', loan.providerName]);
  return <TermsList rows={rows as Terms} />;
}
