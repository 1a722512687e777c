import type { LoanPayment } from '@lendbridge/contract';
import type { Queryable } from '../db/database';

/** Every payment towards a loan, oldest first, as its borrower sees them: the day and the amount. */
export async function paymentsOf(db: Queryable, loanId: string): Promise<LoanPayment[]> {
  const { rows } = await db.query<LoanPayment>(
    `SELECT to_char(paid_on, 'YYYY-MM-DD') AS "paidOn", amount
     FROM loan_repayments WHERE loan_id = $1 ORDER BY paid_on, recorded_at, id`,
    [loanId],
  );
  return rows;
}
