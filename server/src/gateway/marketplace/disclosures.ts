import type { Disclosure, DisclosureReason } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { formatMoney } from './format';

/**
 * What a lender is given about a borrower, and the record of it. Nothing reaches a lender
 * before the borrower accepts its offer; then only what the loan needs (who they are, where
 * they work or study for repayment by payroll, how to reach them). Every disclosure is written
 * in the same transaction as the decision that caused it, and the borrower sees each one.
 */

export interface DisclosureItem {
  label: string;
  value: string;
}

/** The borrower as a lender needs them for an accepted loan. */
export async function borrowerDetailsForLoan(tx: Queryable, loanId: string): Promise<DisclosureItem[]> {
  const { rows } = await tx.query<{
    fullName: string;
    regNo: string;
    organizationName: string;
    email: string;
    phone: string;
  }>(
    `SELECT m.full_name AS "fullName", m.reg_no AS "regNo", org.name AS "organizationName", u.email, u.phone
     FROM loans l
     JOIN users u ON u.id = l.user_id
     JOIN loan_offers o ON o.id = l.offer_id
     JOIN loan_applications a ON a.id = o.application_id
     JOIN organization_members m ON m.id = a.member_id
     JOIN organizations org ON org.id = a.organization_id
     WHERE l.id = $1`,
    [loanId],
  );
  const row = rows[0];
  if (!row) throw new Error(`Loan ${loanId} has no borrower`);
  return [
    { label: 'Full name (from the roster)', value: row.fullName },
    { label: 'Staff or registration number', value: row.regNo },
    { label: 'Employer or school', value: row.organizationName },
    { label: 'Email', value: row.email },
    ...(row.phone ? [{ label: 'Phone', value: row.phone }] : []),
  ];
}

export function renewalDetails(amount: number, tenorMonths: number, reason: string): DisclosureItem[] {
  return [
    { label: 'Renewal amount', value: formatMoney(amount) },
    { label: 'Repayment period', value: `${tenorMonths} month${tenorMonths === 1 ? '' : 's'}` },
    ...(reason ? [{ label: 'Reason given', value: reason }] : []),
  ];
}

export async function recordDisclosure(
  tx: Queryable,
  disclosure: {
    userId: number;
    providerId: number;
    loanId: string;
    reason: DisclosureReason;
    items: DisclosureItem[];
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO lender_disclosures (user_id, provider_id, loan_id, reason, items, disclosed_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      disclosure.userId,
      disclosure.providerId,
      disclosure.loanId,
      disclosure.reason,
      JSON.stringify(disclosure.items),
      disclosure.at,
    ],
  );
}

/** The borrower's own record of what each lender was given, newest first. */
export async function disclosuresOf(db: Queryable, userId: number): Promise<Disclosure[]> {
  const { rows } = await db.query<Omit<Disclosure, 'disclosedAt'> & { disclosedAt: Date }>(
    `SELECT d.id, p.name AS "providerName", d.loan_id AS "loanId", d.reason, d.items, d.disclosed_at AS "disclosedAt"
     FROM lender_disclosures d JOIN providers p ON p.id = d.provider_id
     WHERE d.user_id = $1 ORDER BY d.disclosed_at DESC, d.id`,
    [userId],
  );
  return rows.map(({ disclosedAt, ...row }) => ({ ...row, disclosedAt: disclosedAt.toISOString() }));
}
