import type { DeductionRow, DeductionSchedule } from '@lendbridge/contract';
import { stringify } from 'csv-stringify/sync';
import { decimalAmount } from '../../core/format';
import type { Queryable } from '../../db/database';
import { datedSchedule } from '../../core/schedule';
import { organizationRef } from './rosters';

/**
 * The month's deduction schedule an employer's payroll works from: for each active loan of a
 * person on its roster, the instalment falling due in the month and anything overdue before it.
 * Its CSV is what the lender's remittance upload reads (staff number, amount, date, reference by
 * their header names; the other columns are ignored there), so the employer can send it back as
 * it is once the money is deducted: schedule out, remittance back.
 */

interface LoanTerms {
  loanId: string;
  staffNumber: string;
  fullName: string;
  lender: string;
  principal: number;
  annualInterestRateBps: number;
  tenorMonths: number;
  disbursedAt: Date;
  amountRepaid: number;
}

const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
};

export const DEDUCTION_HEADER = [
  'staff_number',
  'full_name',
  'lender',
  'loan',
  'instalment_due',
  'overdue',
  'amount_to_deduct',
  'deduction_date',
  'payment_reference',
];

export async function deductionSchedule(
  db: Queryable,
  organizationId: number,
  month: string,
): Promise<DeductionSchedule> {
  const organization = await organizationRef(db, organizationId);
  const { rows: loans } = await db.query<LoanTerms>(
    `SELECT l.id AS "loanId", m.reg_no AS "staffNumber", m.full_name AS "fullName", p.name AS lender,
            o.principal, o.annual_interest_rate_bps AS "annualInterestRateBps", o.tenor_months AS "tenorMonths",
            l.disbursed_at AS "disbursedAt", l.amount_repaid AS "amountRepaid"
     FROM loans l
     JOIN organization_members m ON m.id = l.member_id
     JOIN loan_offers o ON o.id = l.offer_id
     JOIN providers p ON p.id = l.provider_id
     WHERE m.organization_id = $1 AND m.on_roster AND l.status = 'active' AND l.disbursed_at IS NOT NULL
     ORDER BY m.reg_no, p.name, l.id`,
    [organizationId],
  );
  const firstDay = `${month}-01`;
  const lastDay = lastDayOf(month);
  const rows: DeductionRow[] = [];
  for (const loan of loans) {
    const schedule = datedSchedule(loan, firstDay);
    const unpaid = (payment: (typeof schedule)[number]) => payment.amount - (payment.amountPaid ?? 0);
    const dueInMonth = schedule.filter(
      (payment) => !payment.paid && payment.dueDate >= firstDay && payment.dueDate <= lastDay,
    );
    const instalmentDue = dueInMonth.reduce((sum, payment) => sum + unpaid(payment), 0);
    const overdue = schedule
      .filter((payment) => !payment.paid && payment.dueDate < firstDay)
      .reduce((sum, payment) => sum + unpaid(payment), 0);
    if (instalmentDue + overdue === 0) continue;
    rows.push({
      staffNumber: loan.staffNumber,
      fullName: loan.fullName,
      lender: loan.lender,
      loanId: loan.loanId,
      instalmentDue,
      overdue,
      amountToDeduct: instalmentDue + overdue,
      deductionDate: dueInMonth.at(-1)?.dueDate ?? lastDay,
      reference: `DED-${month}-${loan.loanId.slice(0, 8).toUpperCase()}`,
    });
  }
  const csv = stringify(
    rows.map((row) => [
      row.staffNumber,
      row.fullName,
      row.lender,
      row.loanId,
      decimalAmount(row.instalmentDue),
      decimalAmount(row.overdue),
      decimalAmount(row.amountToDeduct),
      row.deductionDate,
      row.reference,
    ]),
    { header: true, columns: DEDUCTION_HEADER, record_delimiter: 'windows' },
  );
  return {
    organization,
    month,
    rows,
    totalToDeduct: rows.reduce((sum, row) => sum + row.amountToDeduct, 0),
    fileName: `deductions-${organization.code.toLowerCase()}-${month}.csv`,
    csv,
  };
}
