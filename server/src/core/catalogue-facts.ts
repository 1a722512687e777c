import type { Queryable } from '../db/database';
import type { MemberFacts, OrganizationFacts, ProviderTerms } from './eligibility-rules';

/** What the eligibility rules need to know, read from the catalogue and the rosters. */

export interface LoanTypeRow {
  id: number;
  name: string;
}

/** A loan type borrowers may ask for: a deactivated one is not offered (docs/console.md#content). */
export async function findLoanType(db: Queryable, id: number): Promise<LoanTypeRow | undefined> {
  const { rows } = await db.query<LoanTypeRow>(
    'SELECT id, name FROM loan_types WHERE id = $1 AND is_active',
    [id],
  );
  return rows[0];
}

export interface OrganizationRow extends OrganizationFacts {
  code: string;
}

export async function findOrganization(db: Queryable, code: string): Promise<OrganizationRow | undefined> {
  const { rows } = await db.query<OrganizationRow>(
    'SELECT id, code, name, status FROM organizations WHERE upper(code) = upper($1)',
    [code.trim()],
  );
  return rows[0];
}

export interface MemberRow extends MemberFacts {
  id: number;
  regNo: string;
  /** The contact the organisation vouches for; the identity code goes there. */
  contactEmail: string | null;
}

/** How a typed registration number is compared: ignoring case and surrounding spaces. */
export const regNoKey = (regNo: string) => regNo.trim().toUpperCase();

const MEMBER_COLUMNS = `id, reg_no AS "regNo", full_name AS "fullName", monthly_net_pay AS "monthlyNetPay",
  contact_email AS "contactEmail"`;

/** The roster entry for a number, while its holder is still on the roster. */
export async function findMember(
  db: Queryable,
  organizationId: number,
  regNo: string,
): Promise<MemberRow | undefined> {
  const { rows } = await db.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM organization_members
     WHERE organization_id = $1 AND upper(reg_no) = $2 AND on_roster`,
    [organizationId, regNoKey(regNo)],
  );
  return rows[0];
}

/**
 * Locks the roster entry for the rest of the transaction: every decision that adds repayments
 * for one person (accept, renewal) happens one after another, so none counts on a limit that
 * another is about to use.
 */
export async function lockMember(
  tx: Queryable,
  memberId: number,
): Promise<MemberRow & { onRoster: boolean }> {
  const { rows } = await tx.query<MemberRow & { onRoster: boolean }>(
    `SELECT ${MEMBER_COLUMNS}, on_roster AS "onRoster" FROM organization_members WHERE id = $1 FOR UPDATE`,
    [memberId],
  );
  const member = rows[0];
  if (!member) throw new Error(`Roster entry ${memberId} does not exist`);
  return member;
}

/** The loan type's terms at every active provider, with the organizations each lends to. */
export async function providerTerms(db: Queryable, loanTypeId: number): Promise<ProviderTerms[]> {
  const { rows } = await db.query<ProviderTerms>(
    `SELECT p.id AS "providerId", p.name AS "providerName",
            s.min_amount AS "minAmount", s.max_amount AS "maxAmount",
            s.min_tenor_months AS "minTenorMonths", s.max_tenor_months AS "maxTenorMonths",
            s.annual_interest_rate_bps AS "annualInterestRateBps", s.processing_fee_bps AS "processingFeeBps",
            COALESCE(array_agg(so.organization_id ORDER BY so.organization_id)
                     FILTER (WHERE so.organization_id IS NOT NULL), '{}') AS "acceptedOrganizationIds"
     FROM provider_settings s
     JOIN providers p ON p.id = s.provider_id AND p.is_active
     LEFT JOIN provider_setting_organizations so ON so.provider_setting_id = s.id
     WHERE s.loan_type_id = $1
     GROUP BY s.id, p.id
     ORDER BY p.name`,
    [loanTypeId],
  );
  return rows;
}

/**
 * What the person on this roster entry already repays each month through Lendbridge: loans
 * paid out or about to be, whichever account they were taken under (cancelled and repaid loans
 * do not count). A loan with a pending renewal counts at the renewal's repayment when that is
 * higher, since the lender may approve it; a loan whose approved renewal waits to be paid out
 * counts as that new loan, which will settle it. `exceptLoanId` leaves out the loan a renewal
 * would replace.
 */
export async function existingMonthlyRepayments(
  db: Queryable,
  memberId: number,
  exceptLoanId: string | null = null,
): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT COALESCE(sum(GREATEST(o.monthly_repayment, COALESCE(r.monthly_repayment, 0))), 0) AS total
     FROM loans l
     JOIN loan_offers o ON o.id = l.offer_id
     LEFT JOIN loan_renewals r ON r.loan_id = l.id AND r.status = 'pending'
     WHERE l.member_id = $1 AND l.status IN ('awaiting_disbursement', 'active')
       AND ($2::uuid IS NULL OR l.id <> $2::uuid)
       AND NOT EXISTS (SELECT 1 FROM loans n
                       WHERE n.replaces_loan_id = l.id AND n.status = 'awaiting_disbursement')`,
    [memberId, exceptLoanId],
  );
  return rows[0]?.total ?? 0;
}
