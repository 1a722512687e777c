import type {
  LenderLoanTypeSetting,
  LenderSettings,
  LoanTypeTermsRequest,
  Organization,
} from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { InvalidInput, NotFound } from '../../errors/domain-errors';
import { audit } from '../../core/audit';

/**
 * A provider's terms per loan type, as staff edit them. The eligibility check, the offering
 * providers and renewals read provider_settings directly, so a change counts from the next
 * request; the catalogue's few seconds of answer cache are cleared by the route.
 */

interface SettingRow {
  loanTypeId: number;
  loanTypeCode: string;
  loanTypeName: string;
  settingId: number | null;
  minAmount: number | null;
  maxAmount: number | null;
  minTenorMonths: number | null;
  maxTenorMonths: number | null;
  annualInterestRateBps: number | null;
  processingFeeBps: number | null;
  earlySettlementFeeBps: number | null;
  organizationCodes: string[];
}

const SETTING_SELECT = `
  SELECT t.id AS "loanTypeId", t.code AS "loanTypeCode", t.name AS "loanTypeName", s.id AS "settingId",
         s.min_amount AS "minAmount", s.max_amount AS "maxAmount",
         s.min_tenor_months AS "minTenorMonths", s.max_tenor_months AS "maxTenorMonths",
         s.annual_interest_rate_bps AS "annualInterestRateBps", s.processing_fee_bps AS "processingFeeBps",
         s.early_settlement_fee_bps AS "earlySettlementFeeBps",
         COALESCE(array_agg(o.code ORDER BY o.code) FILTER (WHERE o.id IS NOT NULL), '{}') AS "organizationCodes"
  FROM loan_types t
  LEFT JOIN provider_settings s ON s.loan_type_id = t.id AND s.provider_id = $1
  LEFT JOIN provider_setting_organizations so ON so.provider_setting_id = s.id
  LEFT JOIN organizations o ON o.id = so.organization_id`;

function toSetting(row: SettingRow): LenderLoanTypeSetting {
  const offered = row.settingId !== null;
  return {
    loanTypeId: row.loanTypeId,
    loanTypeCode: row.loanTypeCode,
    loanTypeName: row.loanTypeName,
    offered,
    terms: offered
      ? {
          minAmount: row.minAmount!,
          maxAmount: row.maxAmount!,
          minTenorMonths: row.minTenorMonths!,
          maxTenorMonths: row.maxTenorMonths!,
          annualInterestRateBps: row.annualInterestRateBps!,
          processingFeeBps: row.processingFeeBps!,
          earlySettlementFeeBps: row.earlySettlementFeeBps!,
          organizationCodes: row.organizationCodes,
        }
      : null,
  };
}

const LENDER_NOT_FOUND = 'We could not find that lender.';

export async function providerSettings(db: Queryable, providerId: number): Promise<LenderSettings> {
  const { rows: providers } = await db.query<LenderSettings['provider']>(
    `SELECT id, name, is_active AS "isActive", inbox_email AS "inboxEmail" FROM providers WHERE id = $1`,
    [providerId],
  );
  const provider = providers[0];
  if (!provider) throw new NotFound(LENDER_NOT_FOUND, { reason: 'not_found' });
  const { rows } = await db.query<SettingRow>(`${SETTING_SELECT} GROUP BY t.id, s.id ORDER BY t.id`, [
    providerId,
  ]);
  const { rows: organizations } = await db.query<Organization>(
    'SELECT id, code, name, kind, status FROM organizations ORDER BY name',
  );
  return { provider, loanTypes: rows.map(toSetting), organizations };
}

async function settingFor(
  tx: Queryable,
  providerId: number,
  loanTypeId: number,
): Promise<LenderLoanTypeSetting> {
  const { rows } = await tx.query<SettingRow>(`${SETTING_SELECT} WHERE t.id = $2 GROUP BY t.id, s.id`, [
    providerId,
    loanTypeId,
  ]);
  if (!rows[0]) throw new NotFound('We do not offer that loan type.', { field: 'loanTypeId' });
  return toSetting(rows[0]);
}

export interface SettingChange {
  providerId: number;
  loanTypeId: number;
  actorUserId: number;
}

/** One change to a provider's terms at a time, so each audit row's "before" is what it replaced. */
const lockSettings = (tx: Queryable, providerId: number) =>
  tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`provider-settings:${providerId}`]);

const sameSetting = (a: LenderLoanTypeSetting, b: LenderLoanTypeSetting) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Sets a loan type's terms (offering it if it was not), audit-logged with before and after. */
export async function updateLoanTypeSetting(
  tx: Queryable,
  change: SettingChange,
  terms: LoanTypeTermsRequest,
): Promise<LenderLoanTypeSetting> {
  if (terms.minAmount > terms.maxAmount) {
    throw new InvalidInput('The smallest amount must not be more than the largest.', {
      field: 'maxAmount',
    });
  }
  if (terms.minTenorMonths > terms.maxTenorMonths) {
    throw new InvalidInput('The shortest period must not be longer than the longest.', {
      field: 'maxTenorMonths',
    });
  }
  const codes = terms.organizationCodes.map((code) => code.trim().toUpperCase());
  const { rows: known } = await tx.query<{ code: string }>(
    'SELECT upper(code) AS code FROM organizations WHERE upper(code) = ANY($1::text[])',
    [codes],
  );
  const unknown = codes.filter((code) => !known.some((row) => row.code === code));
  if (unknown.length > 0 || new Set(codes).size !== codes.length) {
    throw new InvalidInput(
      unknown.length > 0
        ? `We do not know these employers or schools: ${unknown.join(', ')}.`
        : 'Each employer or school may be listed once.',
      { field: 'organizationCodes' },
    );
  }
  await lockSettings(tx, change.providerId);
  const before = await settingFor(tx, change.providerId, change.loanTypeId);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO provider_settings (provider_id, loan_type_id, min_amount, max_amount, min_tenor_months,
       max_tenor_months, annual_interest_rate_bps, processing_fee_bps, early_settlement_fee_bps)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, COALESCE($9::integer, 0))
     ON CONFLICT (provider_id, loan_type_id) DO UPDATE SET min_amount = EXCLUDED.min_amount,
       max_amount = EXCLUDED.max_amount, min_tenor_months = EXCLUDED.min_tenor_months,
       max_tenor_months = EXCLUDED.max_tenor_months, annual_interest_rate_bps = EXCLUDED.annual_interest_rate_bps,
       processing_fee_bps = EXCLUDED.processing_fee_bps,
       -- Left out of the request: the fee stays as it was.
       early_settlement_fee_bps = COALESCE($9::integer, provider_settings.early_settlement_fee_bps)
     RETURNING id`,
    [
      change.providerId,
      change.loanTypeId,
      terms.minAmount,
      terms.maxAmount,
      terms.minTenorMonths,
      terms.maxTenorMonths,
      terms.annualInterestRateBps,
      terms.processingFeeBps,
      terms.earlySettlementFeeBps ?? null,
    ],
  );
  const settingId = rows[0]!.id;
  await tx.query('DELETE FROM provider_setting_organizations WHERE provider_setting_id = $1', [settingId]);
  await tx.query(
    `INSERT INTO provider_setting_organizations (provider_setting_id, organization_id)
     SELECT $1, id FROM organizations WHERE upper(code) = ANY($2::text[])`,
    [settingId, codes],
  );
  const after = await settingFor(tx, change.providerId, change.loanTypeId);
  if (!sameSetting(before, after)) {
    await audit(tx, {
      actorUserId: change.actorUserId,
      entity: 'provider_setting',
      entityId: null,
      action: before.offered ? 'provider_setting_updated' : 'provider_setting_created',
      fromStatus: before.offered ? 'offered' : null,
      toStatus: 'offered',
      providerId: change.providerId,
      details: { loanTypeId: change.loanTypeId, before: before.terms, after: after.terms },
    });
  }
  return after;
}

/** Stops offering a loan type; loans and offers already made keep their terms. */
export async function removeLoanTypeSetting(
  tx: Queryable,
  change: SettingChange,
): Promise<LenderLoanTypeSetting> {
  await lockSettings(tx, change.providerId);
  const before = await settingFor(tx, change.providerId, change.loanTypeId);
  if (!before.offered) return before;
  await tx.query('DELETE FROM provider_settings WHERE provider_id = $1 AND loan_type_id = $2', [
    change.providerId,
    change.loanTypeId,
  ]);
  await audit(tx, {
    actorUserId: change.actorUserId,
    entity: 'provider_setting',
    entityId: null,
    action: 'provider_setting_removed',
    fromStatus: 'offered',
    toStatus: 'withdrawn',
    providerId: change.providerId,
    details: { loanTypeId: change.loanTypeId, before: before.terms, after: null },
  });
  return settingFor(tx, change.providerId, change.loanTypeId);
}
