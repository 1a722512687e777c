import type { Database } from '../../db/database';
import { Conflict } from '../../errors/domain-errors';
import type { MemberRow } from '../../core/catalogue-facts';
import type { Mailer } from '../../mail/mailer';
import { bindingOf, bindMember, findProof, tellFormerHolder } from './bindings';

/** Who a check may speak about, and to whom its offers will belong. */
export interface ProvenIdentity {
  /** The bound account, or null for a visitor whose offers wait on the proof. */
  userId: number | null;
  identityProofId: string | null;
}

/**
 * Whether the caller has proven the roster entry: with a proof token from a right code (which
 * binds the entry to a logged-in caller's account), or as the account the entry is bound to
 * with a binding still fresh. Undefined means the check must answer only what anyone could know.
 */
export async function provenIdentity(
  db: Database,
  member: MemberRow | undefined,
  callerUserId: number | undefined,
  proofToken: string | undefined,
  mailer: Mailer,
): Promise<ProvenIdentity | undefined> {
  if (!member) return undefined;
  const proof = proofToken ? await findProof(db, proofToken) : undefined;
  if (proof && proof.memberId === member.id) {
    if (callerUserId !== undefined) {
      tellFormerHolder(mailer, await db.transaction((tx) => bindMember(tx, proof, callerUserId)));
      return { userId: callerUserId, identityProofId: proof.id };
    }
    // The person proved it is them, so telling them their number has an account reveals nothing new.
    if (await bindingOf(db, member.id)) {
      throw new Conflict(
        'This staff or registration number is linked to a Lendbridge account. Log in to check, borrow and renew in this name.',
        { reason: 'identity_bound' },
      );
    }
    return { userId: null, identityProofId: proof.id };
  }
  if (callerUserId === undefined) return undefined;
  const binding = await bindingOf(db, member.id);
  return binding?.userId === callerUserId && binding.fresh
    ? { userId: callerUserId, identityProofId: null }
    : undefined;
}
