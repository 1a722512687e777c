import type { OfferingProvider } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';

export type ProviderProfile = Omit<OfferingProvider, 'representativeExample'>;

/** Active providers' terms for each loan type they lend (or for one), with who they are. */
export async function providerProfiles(db: Queryable, loanTypeId?: number): Promise<ProviderProfile[]> {
  const { rows } = await db.query<ProviderProfile>(
    `SELECT s.id, s.provider_id AS "providerId", p.name AS "providerName", s.loan_type_id AS "loanTypeId",
            s.min_amount AS "minAmount", s.max_amount AS "maxAmount",
            s.min_tenor_months AS "minTenorMonths", s.max_tenor_months AS "maxTenorMonths",
            s.annual_interest_rate_bps AS "annualInterestRateBps", s.processing_fee_bps AS "processingFeeBps",
            COALESCE(array_agg(o.code ORDER BY o.code) FILTER (WHERE o.id IS NOT NULL), '{}')
              AS "acceptedOrganizationCodes",
            p.summary, p.licence, p.website
     FROM provider_settings s
     JOIN providers p ON p.id = s.provider_id AND p.is_active
     JOIN loan_types t ON t.id = s.loan_type_id AND t.is_active
     LEFT JOIN provider_setting_organizations so ON so.provider_setting_id = s.id
     LEFT JOIN organizations o ON o.id = so.organization_id
     WHERE $1::integer IS NULL OR s.loan_type_id = $1
     GROUP BY s.id, p.id
     ORDER BY p.name, s.loan_type_id`,
    [loanTypeId ?? null],
  );
  return rows;
}
