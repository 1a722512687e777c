import type { RepaymentSource } from '@lendbridge/contract';
import { dayOf } from '../../core/schedule';
import { INSTALMENT_STATUS_LABELS, LOAN_STATE_LABELS, type StatementData } from './statement-data';

/**
 * A statement's content, laid out once for both forms: each form writes a cell its own way
 * (the PDF "NGN 1,234.56" and "27 Nov 2026", the CSV 1234.56 and 2026-11-27).
 */
export type Cell = string | { minor: number } | { day: string } | { bps: number };

export interface PairsSection {
  kind: 'pairs';
  title: string;
  rows: Array<[string, Cell]>;
}

export interface TableSection {
  kind: 'table';
  title: string;
  columns: string[];
  rows: Cell[][];
  /** The closing row of sums, where the table has one. */
  total?: Cell[];
  /** Said instead of the table when it has no rows. */
  empty: string;
}

export type Section = PairsSection | TableSection;

const SOURCE_LABELS: Record<RepaymentSource, string> = {
  manual: 'Repayment',
  remittance: 'Payroll deduction',
  renewal_settlement: 'Settled by renewal',
  early_settlement: 'Early settlement',
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const day = (value: string | null | undefined): Cell => (value ? { day: value } : '');
const dayOfDate = (value: Date | null): Cell => (value ? { day: dayOf(value) } : '');

export function statementSections(data: StatementData): Section[] {
  const { loan, schedule, payments, balance } = data;
  const balanceRows: Array<[string, Cell]> = [
    ['Repaid', { minor: balance.repaid }],
    ['Payments left on the schedule', { minor: balance.leftOnSchedule }],
  ];
  if (balance.toSettleToday) {
    balanceRows.push(['To settle on the day issued', { minor: balance.toSettleToday.amount }]);
  }
  if (balance.settledEarly) {
    balanceRows.push(
      ['Settled early on', { day: balance.settledEarly.asOf }],
      ['Settlement paid', { minor: balance.settledEarly.amount }],
      ['Scheduled interest not charged', { minor: balance.settledEarly.interestNotCharged }],
    );
  }
  if (balance.overpaid > 0) balanceRows.push(['Overpaid, to be refunded', { minor: balance.overpaid }]);

  return [
    {
      kind: 'pairs',
      title: 'Loan',
      rows: [
        ['Lender', loan.providerName],
        ['Loan type', loan.loanTypeName],
        ['Loan reference', loan.id],
        ['Borrower', loan.borrowerName],
        ['Staff number', loan.staffNumber],
        ['Employer', loan.organizationName],
        ['Status', LOAN_STATE_LABELS[loan.status]],
        ['Accepted on', dayOfDate(loan.acceptedAt)],
        ['Paid out on', dayOfDate(loan.disbursedAt)],
        ['Closed on', dayOfDate(loan.closedAt)],
      ],
    },
    {
      kind: 'pairs',
      title: 'Terms',
      rows: [
        ['Amount borrowed', { minor: loan.principal }],
        ['Processing fee', { minor: loan.processingFee }],
        ['Amount received', { minor: loan.amountReceived }],
        ['Annual interest rate', { bps: loan.annualInterestRateBps }],
        ['APR', { bps: loan.aprBps }],
        ['Term', `${loan.tenorMonths} months`],
        ['Monthly repayment', { minor: loan.monthlyRepayment }],
        ['Total repayable', { minor: loan.totalRepayment }],
        ['Total cost of credit', { minor: loan.totalCostOfCredit }],
      ],
    },
    { kind: 'pairs', title: 'Balance', rows: balanceRows },
    {
      kind: 'table',
      title: 'Schedule',
      columns: ['No.', 'Due', 'Amount', 'Principal', 'Interest', 'Balance after', 'Paid', 'Status'],
      rows: schedule.map((payment) => [
        String(payment.number),
        day(payment.dueDate),
        { minor: payment.amount },
        { minor: payment.principal },
        { minor: payment.interest },
        { minor: payment.balanceAfter },
        { minor: payment.amountPaid ?? 0 },
        payment.status ? INSTALMENT_STATUS_LABELS[payment.status] : '',
      ]),
      empty: 'The schedule starts on the day the loan is paid out.',
    },
    {
      kind: 'table',
      title: 'Payments',
      columns: ['Paid on', 'Reference', 'Kind', 'Amount', 'To the schedule', 'Overpaid'],
      rows: payments.map((payment) => [
        day(payment.paidOn),
        payment.reference,
        SOURCE_LABELS[payment.source],
        { minor: payment.amount },
        { minor: payment.appliedAmount },
        { minor: payment.overpaidAmount },
      ]),
      total: [
        'Total',
        '',
        '',
        { minor: sum(payments.map((payment) => payment.amount)) },
        { minor: sum(payments.map((payment) => payment.appliedAmount)) },
        { minor: sum(payments.map((payment) => payment.overpaidAmount)) },
      ],
      empty: 'No payments yet.',
    },
  ];
}
