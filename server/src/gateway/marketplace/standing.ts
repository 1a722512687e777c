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
