import type { EligibilityRule } from '@lendbridge/contract';
import type { Queryable } from '../../db/database';
import { RuleRefused } from '../../errors/domain-errors';
import { bindingOf } from '../identity/bindings';

/** Who the decision is about, as the roster and the organisation stand now. */
export interface Standing {
  memberId: number;
  organizationName: string;
  organizationActive: boolean;
  onRoster: boolean;
}

/** How a refusal ends, e.g. `this loan cannot be renewed` and `renewing`. */
export interface Decision {
  cannot: string;
  before: string;
}

const refused = (rule: EligibilityRule, message: string) => new RuleRefused(message, { reason: rule });

/**
 * A decision made on a check's result (accepting an offer, asking for a renewal) runs the check's
 * identity rules again, as things stand now: the organisation still takes part, the person is
 * still on its roster, and the entry is bound to this account with a binding a check would still
 * take (proven within 90 days with the contact the roster holds today). Each refusal names its rule.
 */
export async function assertStanding(
  tx: Queryable,
  standing: Standing,
  userId: number,
  decision: Decision,
): Promise<void> {
  if (!standing.organizationActive) {
    throw refused(
      'organization_active',
      `${standing.organizationName} is not taking part in Lendbridge at the moment, so ${decision.cannot}.`,
    );
  }
  if (!standing.onRoster) {
    throw refused(
      'registration_verified',
      `You are no longer on ${standing.organizationName}'s records, so ${decision.cannot}.`,
    );
  }
  const binding = await bindingOf(tx, standing.memberId);
  if (binding?.userId !== userId || !binding.fresh) {
    throw refused(
      'registration_verified',
      `Confirm your staff or registration number with a code on the eligibility check before ${decision.before}.`,
    );
  }
}

/**
 * A lender's step on a loan the borrower agreed to earlier (paying it out, approving its renewal)
 * checks the same things as they stand now: the organisation still takes part, the borrower is
 * still on its roster, and the roster entry is still bound to the account the loan belongs to (it
 * moves when the roster's new contact for the entry proves a code). Worded for the lender; the
 * caller's transaction is refused with the rule, so nothing changes.
 */
export async function assertBorrowerStanding(
  tx: Queryable,
  loan: { memberId: number; userId: number },
  cannot: string,
): Promise<void> {
  const { rows } = await tx.query<{
    organizationName: string;
    organizationActive: boolean;
    onRoster: boolean;
  }>(
    `SELECT o.name AS "organizationName", o.status AS "organizationActive", m.on_roster AS "onRoster"
     FROM organization_members m JOIN organizations o ON o.id = m.organization_id WHERE m.id = $1`,
    [loan.memberId],
  );
  const standing = rows[0]!;
  const unchanged = 'Nothing was changed.';
  if (!standing.organizationActive) {
    throw refused(
      'organization_active',
      `${standing.organizationName} is not taking part in Lendbridge at the moment, so ${cannot}. ${unchanged}`,
    );
  }
  if (!standing.onRoster) {
    throw refused(
      'registration_verified',
      `The borrower is no longer on ${standing.organizationName}'s records, so ${cannot}. ${unchanged}`,
    );
  }
  if ((await bindingOf(tx, loan.memberId))?.userId !== loan.userId) {
    throw refused(
      'registration_verified',
      `The borrower's staff or registration number is no longer linked to the account this loan belongs to, so ${cannot}. ${unchanged}`,
    );
  }
}
