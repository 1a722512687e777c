import type { Disclosure, DisclosureReason } from '@lendbridge/contract';
import type { Queryable } from '../db/database';
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
    { label: DISCLOSED.fullName, value: row.fullName },
    { label: DISCLOSED.regNo, value: row.regNo },
    { label: DISCLOSED.organizationName, value: row.organizationName },
    { label: DISCLOSED.email, value: row.email },
    ...(row.phone ? [{ label: DISCLOSED.phone, value: row.phone }] : []),
  ];
}

/** How each detail is labelled in the record the borrower sees. */
export const DISCLOSED = {
  fullName: 'Full name (from the roster)',
  regNo: 'Staff or registration number',
  organizationName: 'Employer or school',
  email: 'Email',
  phone: 'Phone',
} as const;

/**
 * How a lender may reach the borrower of a loan: exactly what was disclosed to it when the
 * offer was accepted (for a renewal loan, when the loan it replaces was), never more or newer.
 */
export async function disclosedContact(
  db: Queryable,
  loanId: string,
  providerId: number,
): Promise<{ email: string | null; phone: string | null }> {
  const { rows } = await db.query<{ items: DisclosureItem[] }>(
    `WITH RECURSIVE chain AS (
       SELECT id, replaces_loan_id FROM loans WHERE id = $1
       UNION ALL
       SELECT l.id, l.replaces_loan_id FROM loans l JOIN chain c ON l.id = c.replaces_loan_id)
     SELECT d.items FROM lender_disclosures d
     WHERE d.loan_id IN (SELECT id FROM chain) AND d.provider_id = $2 AND d.reason = 'offer_accepted'
     ORDER BY d.disclosed_at DESC LIMIT 1`,
    [loanId, providerId],
  );
  const items = rows[0]?.items ?? [];
  const value = (label: string) => items.find((item) => item.label === label)?.value ?? null;
  return { email: value(DISCLOSED.email), phone: value(DISCLOSED.phone) };
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
