import type { Queryable } from '../../db/database';
import type { MemberFacts, OrganizationFacts, ProviderTerms } from './eligibility-rules';

/** What the eligibility rules need to know, read from the catalogue and the rosters. */

export interface LoanTypeRow {
  id: number;
  name: string;
}

export async function findLoanType(db: Queryable, id: number): Promise<LoanTypeRow | undefined> {
  const { rows } = await db.query<LoanTypeRow>('SELECT id, name FROM loan_types WHERE id = $1', [id]);
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
}

/** Registration numbers are matched ignoring case and surrounding spaces, as people type them. */
export async function findMember(
  db: Queryable,
  organizationId: number,
  regNo: string,
): Promise<MemberRow | undefined> {
  const { rows } = await db.query<MemberRow>(
    `SELECT id, full_name AS "fullName", monthly_net_pay AS "monthlyNetPay"
     FROM organization_members WHERE organization_id = $1 AND upper(reg_no) = upper($2)`,
    [organizationId, regNo.trim()],
  );
  return rows[0];
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
 * paid out or about to be, whichever account they were taken under.
 */
export async function existingMonthlyRepayments(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT COALESCE(sum(o.monthly_repayment), 0) AS total
     FROM loans l
     JOIN loan_offers o ON o.id = l.offer_id
     JOIN loan_applications a ON a.id = o.application_id
     WHERE a.member_id = $1 AND l.status IN ('awaiting_disbursement', 'active')`,
    [memberId],
  );
  return rows[0]?.total ?? 0;
}
