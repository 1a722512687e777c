import { gatewayRoutes, IDENTITY_CODE } from '@lendbridge/contract';
import { enforce, RATE_RULES, type RateLimiter } from '../../auth/rate-limiter';
import type { Database } from '../../db/database';
import { contractRoute } from '../../http/contract-route';
import type { BaseApp } from '../../http/create-app';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { identityCodeMessage } from '../../core/email-templates';
import { callerOf, createAuthenticator, createIdentifier } from './authenticate';
import { findMember, findOrganization, regNoKey, type OrganizationRow } from '../../core/catalogue-facts';
import { bindMember, createProof, findProof } from '../identity/bindings';
import { issueCode, tryCode, type CodeOutcome } from '../identity/identity-codes';

export interface IdentityOptions {
  db: Database;
  limiter: RateLimiter;
  mailer: Mailer;
}

const NEW_CODE = 'Ask for a new code.';

/** What each failed try says. A number not on the roster fails exactly like a real one. */
function refusal(outcome: Exclude<CodeOutcome, { outcome: 'proven' }>): HttpError {
  switch (outcome.outcome) {
    case 'wrong':
      return outcome.triesLeft > 0
        ? new HttpError(
            400,
            `That code is not right. Check the latest email we sent and try again (${outcome.triesLeft} ${outcome.triesLeft === 1 ? 'try' : 'tries'} left).`,
            { error: 'code_wrong', field: 'code' },
          )
        : new HttpError(400, `That code is not right, and that was the last try. ${NEW_CODE}`, {
            error: 'code_wrong',
            field: 'code',
          });
    case 'too_many':
      return new HttpError(400, `This code was tried too many times. ${NEW_CODE}`, {
        error: 'code_locked',
        field: 'code',
      });
    case 'expired':
      return new HttpError(
        400,
        `This code has expired: codes work for ${IDENTITY_CODE.lifetimeMinutes} minutes. ${NEW_CODE}`,
        { error: 'code_expired', field: 'code' },
      );
    case 'used':
      return new HttpError(400, `This code has already been used. ${NEW_CODE}`, {
        error: 'code_used',
        field: 'code',
      });
    case 'none':
      return new HttpError(
        400,
        'Ask for a code first: we email it to the address your employer or school holds for you.',
        {
          error: 'code_missing',
          field: 'code',
        },
      );
  }
}

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

  contractRoute(app, gatewayRoutes.requestIdentityCode, async (request) => {
    await enforce(limiter, `identity-code:ip:${request.source}`, RATE_RULES.identityCodePerIp);
    const organization = await participatingOrganization(db, request.body.organizationCode);
    const key = { organizationId: organization.id, regNoKey: regNoKey(request.body.regNo) };
    const entryKey = `${key.organizationId}:${key.regNoKey}`;
    await enforce(limiter, `identity-code:entry:${entryKey}`, RATE_RULES.identityCodePerEntry);
    await enforce(limiter, `identity-code:entry-daily:${entryKey}`, RATE_RULES.identityCodePerEntryDaily);
    const member = await findMember(db, organization.id, request.body.regNo);
    const { code, sendTo } = await db.transaction((tx) => issueCode(tx, key, member));
    // Mail goes out in the background, so the answer takes as long whether or not it is sent.
    if (sendTo) mailer.send(identityCodeMessage(sendTo, code, IDENTITY_CODE.lifetimeMinutes));
    return ok(
      {},
      `If this number is on ${organization.name}'s records, we have emailed a ${IDENTITY_CODE.digits}-digit code ` +
        `to the address they hold for it. It works for ${IDENTITY_CODE.lifetimeMinutes} minutes.`,
    );
  });

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
      if (result.outcome !== 'proven') throw refusal(result);
      const { proof } = result;
      const caller = request.caller;
      if (caller) {
        await db.transaction((tx) =>
          bindMember(tx, { id: proof.id, memberId: result.memberId, contact: result.contact }, caller.userId),
        );
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
      await db.transaction((tx) => bindMember(tx, proof, caller.userId));
      return ok({}, 'Your staff or registration number is now linked to your account.');
    },
    { authenticate },
  );
}
