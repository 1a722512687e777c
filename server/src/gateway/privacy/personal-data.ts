import type { PersonalDataExport } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';

type DataRecord = Record<string, unknown>;

/** Money is kept as bigint; JSON has no such type, and every amount fits a double exactly. */
const plain = (value: unknown): DataRecord[] =>
  JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? Number(v) : v)),
  ) as DataRecord[];

/**
 * Rows as their whole records (to_jsonb), less the columns that are secrets or other people's
 * (token hashes, staff user ids), so a column added later is exported without touching this file.
 */
async function records(db: Queryable, sql: string, params: unknown[]): Promise<DataRecord[]> {
  const { rows } = await db.query<{ record: DataRecord }>(sql, params);
  return plain(rows.map((row) => row.record));
}

/**
 * Everything held about one account, found only by the caller's own user id (docs/privacy.md):
 * nothing the request carries chooses whose data this is.
 */
export async function collectPersonalData(db: Queryable, userId: number): Promise<PersonalDataExport> {
  const id = [userId];
  const account = await records(
    db,
    `SELECT to_jsonb(u) - 'id' - 'password_hash' AS record FROM users u WHERE u.id = $1`,
    id,
  );
  const email = String(account[0]?.email ?? '');
  const [
    identityBindings,
    eligibilityChecks,
    offers,
    loans,
    repayments,
    renewals,
    lenderDisclosures,
    contactMessages,
    feedback,
    referrals,
    referralInvitations,
    emailPreferences,
    activity,
  ] = await Promise.all([
    records(
      db,
      `SELECT to_jsonb(b) - 'user_id' || jsonb_build_object('organization', o.name, 'regNo', m.reg_no) AS record
         FROM identity_bindings b
         JOIN organization_members m ON m.id = b.member_id
         JOIN organizations o ON o.id = m.organization_id
        WHERE b.user_id = $1 ORDER BY b.proven_at`,
      id,
    ),
    records(
      db,
      `SELECT to_jsonb(a) - 'user_id' AS record FROM loan_applications a WHERE a.user_id = $1 ORDER BY a.created_at`,
      id,
    ),
    records(
      db,
      `SELECT to_jsonb(o) || jsonb_build_object('provider', p.name) AS record
         FROM loan_offers o
         JOIN loan_applications a ON a.id = o.application_id
         JOIN providers p ON p.id = o.provider_id
        WHERE a.user_id = $1 ORDER BY o.created_at`,
      id,
    ),
    records(
      db,
      // A loan's terms are its accepted offer's.
      `SELECT to_jsonb(l) - 'user_id'
              || jsonb_build_object('provider', p.name, 'principal', o.principal, 'tenor_months', o.tenor_months,
                   'annual_interest_rate_bps', o.annual_interest_rate_bps, 'monthly_repayment', o.monthly_repayment,
                   'total_repayment', o.total_repayment) AS record
         FROM loans l JOIN loan_offers o ON o.id = l.offer_id JOIN providers p ON p.id = l.provider_id
        WHERE l.user_id = $1 ORDER BY l.accepted_at`,
      id,
    ),
    records(
      db,
      `SELECT to_jsonb(r) - 'recorded_by' AS record
         FROM loan_repayments r JOIN loans l ON l.id = r.loan_id
        WHERE l.user_id = $1 ORDER BY r.paid_on, r.recorded_at`,
      id,
    ),
    records(
      db,
      `SELECT to_jsonb(r) - 'user_id' - 'decided_by' AS record FROM loan_renewals r WHERE r.user_id = $1
        ORDER BY r.requested_at`,
      id,
    ),
    records(
      db,
      `SELECT to_jsonb(d) - 'user_id' || jsonb_build_object('provider', p.name) AS record
         FROM lender_disclosures d JOIN providers p ON p.id = d.provider_id
        WHERE d.user_id = $1 ORDER BY d.disclosed_at`,
      id,
    ),
    // Written from the contact form with the address this account has proven it owns.
    records(
      db,
      // Which admin handled it is theirs, not the writer's; the replies they were sent are.
      `SELECT to_jsonb(c) - 'handled_by' || jsonb_build_object('replies', coalesce((
           SELECT jsonb_agg(jsonb_build_object('repliedAt', r.replied_at, 'subject', r.subject, 'text', r.body)
                            ORDER BY r.id)
           FROM message_replies r WHERE r.contact_message_id = c.id), '[]'::jsonb)) AS record
         FROM contact_messages c WHERE lower(c.email) = lower($1) ORDER BY c.created_at`,
      [email],
    ),
    records(
      db,
      `SELECT to_jsonb(f) - 'user_id' AS record FROM feedback f WHERE f.user_id = $1 ORDER BY f.created_at`,
      id,
    ),
    records(
      db,
      `SELECT to_jsonb(r) - 'referrer_id' AS record FROM referrals r WHERE r.referrer_id = $1 ORDER BY r.created_at`,
      id,
    ),
    records(
      db,
      `SELECT to_jsonb(i) - 'referrer_id' - 'token_hash' - 'joined_user_id'
              || jsonb_build_object('joined', i.joined_user_id IS NOT NULL) AS record
         FROM referral_invitations i WHERE i.referrer_id = $1 ORDER BY i.id`,
      id,
    ),
    records(db, `SELECT to_jsonb(o) - 'user_id' AS record FROM email_opt_outs o WHERE o.user_id = $1`, id),
    records(
      db,
      `SELECT to_jsonb(x) - 'actor_user_id' AS record FROM audit_log x
        WHERE x.actor_user_id = $1
           OR x.entity_id IN (SELECT id FROM loans WHERE user_id = $1
                              UNION SELECT o.id FROM loan_offers o
                                      JOIN loan_applications a ON a.id = o.application_id WHERE a.user_id = $1
                              UNION SELECT id FROM loan_renewals WHERE user_id = $1)
        ORDER BY x.occurred_at, x.id`,
      id,
    ),
  ]);
  // Consents: the privacy policy, accepted to register, and each agreement to show a lender the
  // borrower's details.
  const consents: DataRecord[] = [
    { kind: 'privacy_policy', givenAt: account[0]?.created_at ?? null, how: 'accepted when registering' },
    ...lenderDisclosures.map((d) => ({
      kind: 'share_details_with_lender',
      givenAt: d.disclosed_at,
      lender: d.provider,
      reason: d.reason,
    })),
  ];
  return {
    exportedAt: new Date().toISOString(),
    account: account[0] ?? {},
    identityBindings,
    eligibilityChecks,
    offers,
    loans,
    repayments,
    renewals,
    lenderDisclosures,
    messages: contactMessages,
    feedback,
    referrals,
    referralInvitations,
    emailPreferences,
    consents,
    activity,
  };
}
