import type { InstallmentStatus, LoanState, Payoff, Repayment, ScheduledPayment } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { NotFound } from '../../errors/domain-errors';
import { LOAN_NOT_FOUND, outstandingOf, settlementOf } from '../../core/loan-records';
import { datedSchedule, dayOf } from '../../core/schedule';
import { findLenderLoan, repaymentsOf, type LenderLoanRecord, type ReadScope } from '../lender/loan-views';

/**
 * Everything a loan statement shows (docs/api.md, "Loan statements"), in minor units: the two
 * forms (PDF and CSV) only format it. Both the borrower's and the lender's statement are this.
 */
export interface StatementData {
  issuedAt: Date;
  loan: LenderLoanRecord;
  schedule: ScheduledPayment[];
  payments: Repayment[];
  balance: {
    /** What has gone to the schedule. */
    repaid: number;
    /** The payments left on the schedule, future interest included. */
    leftOnSchedule: number;
    /** While the loan is being repaid: what settles it on the day issued. */
    toSettleToday: Payoff | null;
    /** Once settled early: its closing figure. */
    settledEarly: Payoff | null;
    /** Paid beyond what was owed, to be refunded by the lender. */
    overpaid: number;
  };
}

/** Whose statement may be read: the borrower's own loan, or a loan of the lender's providers. */
export type StatementReader = { userId: number } | { scope: ReadScope };

export const LOAN_STATE_LABELS: Record<LoanState, string> = {
  awaiting_disbursement: 'Awaiting payout',
  active: 'Being repaid',
  repaid: 'Repaid',
  cancelled: 'Cancelled',
};

export const INSTALMENT_STATUS_LABELS: Record<InstallmentStatus, string> = {
  paid: 'Paid',
  part_paid: 'Part paid',
  due: 'Due',
  overdue: 'Overdue',
};

/**
 * Gathers a statement. Another borrower's loan, a cancelled one (the borrower's calls do not show
 * those) and another provider's loan are all answered exactly like a missing loan.
 */
export async function statementOf(db: Queryable, loanId: string, reader: StatementReader, now: Date) {
  const loan = await findLenderLoan(db, loanId, 'scope' in reader ? reader.scope : { providerIds: null });
  if ('userId' in reader && (loan.userId !== reader.userId || loan.status === 'cancelled')) {
    throw new NotFound(LOAN_NOT_FOUND, { reason: 'not_found' });
  }
  const today = dayOf(now);
  const data: StatementData = {
    issuedAt: now,
    loan,
    // A loan settled early: its unpaid instalments never fell due.
    schedule: datedSchedule(loan, loan.settledPayoff?.asOf ?? today),
    payments: await repaymentsOf(db, loan.id),
    balance: {
      repaid: loan.amountRepaid,
      leftOnSchedule: outstandingOf(loan),
      toSettleToday: loan.status === 'active' ? settlementOf(loan, today) : null,
      settledEarly: loan.status === 'active' ? null : loan.settledPayoff,
      overpaid: loan.amountOverpaid,
    },
  };
  return data;
}

/** The file's name: the lender, the loan's first eight characters and the day issued. */
export function statementFileName(data: StatementData, extension: string): string {
  const lender = data.loan.providerName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `lendbridge-statement-${lender}-${data.loan.id.slice(0, 8)}-${dayOf(data.issuedAt)}.${extension}`;
}
