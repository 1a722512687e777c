import { gatewayRoutes, IDENTITY_CODE } from '@lendbridge/contract';
import { enforce, RATE_RULES, type RateLimiter } from '../../auth/rate-limiter';
import type { Database, Queryable } from '../../db/database';
import { contractRoute } from '../../http/contract-route';
import type { BaseApp } from '../../http/create-app';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { identityCodeMessage } from '../../core/email-templates';
import { callerOf, createAuthenticator, createIdentifier } from './authenticate';
import { findMember, findOrganization, regNoKey, type OrganizationRow } from '../../core/catalogue-facts';
import {
  bindingOf,
  bindMember,
  createProof,
  findProof,
  freshBindingProvenAt,
  tellFormerHolder,
} from '../identity/bindings';
import { hasOpenCode, issueCode, tryCode, type CodeKey } from '../identity/identity-codes';

export interface IdentityOptions {
  db: Database;
  limiter: RateLimiter;
  mailer: Mailer;
}

/**
 * Every failed try answers the same: whether the number is on the roster, whether anyone asked a
 * code for it, or tried one, must not show to someone trying numbers.
 */
const codeRefused = () =>
  new HttpError(
    400,
    `That code is not right, or it no longer works: a code works for ${IDENTITY_CODE.lifetimeMinutes} minutes and ${IDENTITY_CODE.maxAttempts} tries. ` +
      'Check the latest email we sent, or ask for a new code.',
    { error: 'code_wrong', field: 'code' },
  );

async function participatingOrganization(db: Database, code: string): Promise<OrganizationRow> {
  const organization = await findOrganization(db, code);
  if (!organization) {
    throw new HttpError(404, 'We do not know that employer or school. Choose one from the list.', {
      field: 'organizationCode',
    });
  }
  // Which organisations take part is public (api/Organization), so saying so reveals nothing.
  if (!organization.status) {
    throw new HttpError(
      409,
      `${organization.name} is not taking part in Lendbridge at the moment, so its staff and students cannot be checked.`,
      { error: 'organization_active', field: 'organizationCode' },
    );
  }
  return organization;
}

export function registerIdentityRoutes(app: BaseApp, options: IdentityOptions): void {
  const { db, limiter, mailer } = options;
  const identify = createIdentifier(db);
  const authenticate = createAuthenticator(db);

  /**
   * Whether a new code goes to the entry's contact. The logged-in account the entry is bound to
   * always gets one (within its own hourly allowance), so nobody can use up the owner's codes.
   * Anyone else's request sends nothing while the entry's last code is still open (that code
   * stays valid for whoever holds the inbox), and at most a few a day reach one contact.
   * Runs in the transaction that issues the code, holding the member's row, so requests arriving
   * together take turns instead of each seeing no open code.
   */
  const mayIssueCode = async (
    tx: Queryable,
    memberId: number,
    contact: string,
    key: CodeKey,
    callerId?: number,
  ) => {
    await tx.query('SELECT id FROM organization_members WHERE id = $1 FOR UPDATE', [memberId]);
    if (callerId !== undefined && (await bindingOf(tx, memberId))?.userId === callerId) {
      return (await limiter.consume(`identity-code:owner:${callerId}`, RATE_RULES.identityCodePerOwner))
        .allowed;
    }
    if (await hasOpenCode(tx, key)) return false;
    const inbox = `identity-code:contact:${contact.toLowerCase()}`;
    return (await limiter.consume(inbox, RATE_RULES.identityCodeMailPerContactDaily)).allowed;
  };

  contractRoute(
    app,
    gatewayRoutes.requestIdentityCode,
    async (request) => {
      await enforce(limiter, `identity-code:ip:${request.source}`, RATE_RULES.identityCodePerIp);
      const organization = await participatingOrganization(db, request.body.organizationCode);
      const key = { organizationId: organization.id, regNoKey: regNoKey(request.body.regNo) };
      const { regNo } = request.body;
      const callerId = request.caller?.userId;
      // Whether the number is on the roster, and whether a code goes out, is settled after the
      // answer, which therefore takes as long and says the same either way.
      mailer.later(async () => {
        const member = await findMember(db, organization.id, regNo);
        const contact = member?.contactEmail;
        if (!member || !contact) return undefined;
        const code = await db.transaction(async (tx) =>
          (await mayIssueCode(tx, member.id, contact, key, callerId))
            ? issueCode(tx, key, { id: member.id, contact })
            : undefined,
        );
        if (code === undefined) return undefined;
        return identityCodeMessage(contact, code, IDENTITY_CODE.lifetimeMinutes);
      });
      return ok(
        {},
        `If this number is on ${organization.name}'s records, we have emailed a ${IDENTITY_CODE.digits}-digit code ` +
          `to the address they hold for it. It works for ${IDENTITY_CODE.lifetimeMinutes} minutes.`,
      );
    },
    { identify },
  );

  contractRoute(
    app,
    gatewayRoutes.verifyIdentityCode,
    async (request) => {
      await enforce(limiter, `identity-verify:ip:${request.source}`, RATE_RULES.identityVerifyPerIp);
      const organization = await participatingOrganization(db, request.body.organizationCode);
      const key = { organizationId: organization.id, regNoKey: regNoKey(request.body.regNo) };
      // A wrong try must count even though it is refused, so the refusal comes after the commit.
      const result = await db.transaction(async (tx) => {
        const outcome = await tryCode(tx, key, request.body.code);
        if (outcome.outcome !== 'proven') return outcome;
        return { ...outcome, proof: await createProof(tx, outcome.memberId, outcome.contact) };
      });
      if (result.outcome !== 'proven') throw codeRefused();
      const { proof } = result;
      const caller = request.caller;
      if (caller) {
        const moved = await db.transaction((tx) =>
          bindMember(tx, { id: proof.id, memberId: result.memberId, contact: result.contact }, caller.userId),
        );
        tellFormerHolder(mailer, moved);
      }
      return ok(
        { proofToken: proof.token, expiresAt: proof.expiresAt.toISOString(), bound: caller !== undefined },
        caller
          ? 'Thank you: this number is now linked to your account.'
          : 'Thank you: it is you. Log in or create an account to keep your offers.',
      );
    },
    { identify },
  );

  contractRoute(
    app,
    gatewayRoutes.bindIdentity,
    async (request) => {
      const caller = callerOf(request);
      await enforce(limiter, `identity-bind:ip:${request.source}`, RATE_RULES.identityBindPerIp);
      await enforce(limiter, `identity-bind:account:${caller.userId}`, RATE_RULES.identityBindPerAccount);
      const proof = await findProof(db, request.body.proofToken);
      if (!proof) {
        throw new HttpError(400, 'Your confirmation has expired. Confirm it is you again with a new code.', {
          error: 'proof_expired',
          field: 'proofToken',
        });
      }
      tellFormerHolder(mailer, await db.transaction((tx) => bindMember(tx, proof, caller.userId)));
      return ok({}, 'Your staff or registration number is now linked to your account.');
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.identityBinding,
    async (request) => {
      const caller = callerOf(request);
      const provenAt = await freshBindingProvenAt(db, request.query, caller.userId);
      return ok({ bound: provenAt !== undefined, provenAt: provenAt?.toISOString() ?? null });
    },
    { authenticate },
  );
}
