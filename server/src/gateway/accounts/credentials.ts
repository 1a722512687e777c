import { LOGIN_CODE } from '@lendbridge/contract';
import { hashPassword, verifyPassword } from '../../auth/password';
import {
  countSpread,
  enforce,
  isKnownSource,
  isSpreadSpent,
  RATE_RULES,
  rememberSource,
  type RateLimiter,
} from '../../auth/rate-limiter';
import { randomId } from '../../auth/secrets';
import { loginCodeMessage } from '../../core/email-templates';
import type { Database } from '../../db/database';
import { NotAuthenticated } from '../../errors/domain-errors';
import type { Mailer } from '../../mail/mailer';
import { issueLoginCode, useLoginCode } from './login-codes';
import { findUserByEmail, type UserRow } from './users-repository';

const INVALID_CREDENTIALS = 'Invalid email or password';

/** `source`: who is calling, as per-IP limits count them (see http/client-source.ts). */
export type CredentialCheck = (attempt: {
  email: string;
  password: string;
  loginCode?: string;
  source: string;
}) => Promise<UserRow>;

/**
 * The answer past the limit, the same whether the account exists and whether the password is
 * right: only the owner, who reads the account's email, can go further.
 */
function codeRequired(codeWasGiven: boolean): NotAuthenticated {
  return new NotAuthenticated(
    codeWasGiven
      ? 'That password or sign-in code is not right. Use the code in the latest email we sent, or log in again without a code to be sent a new one.'
      : `There have been many failed attempts to log in to this account. If the password is right, we have emailed a ${LOGIN_CODE.digits}-digit sign-in code to the account's address: enter it with your password to log in.`,
    { reason: 'login_code_required', field: 'loginCode' },
  );
}

/**
 * The one password check behind both logins (the borrower site's and the lender workspace's):
 * the same limits and counters, so a second door does not double anyone's tries, and the same
 * timing whether or not the account exists (unknown emails are checked against a decoy hash).
 * Past the failed-login limit nobody is refused outright (that would let anyone lock the owner
 * out): a network the owner has not used needs a code emailed to the account as well, and until
 * then every try answers the same, so further guesses learn nothing.
 */
export async function createCredentialCheck(
  db: Database,
  limiter: RateLimiter,
  mailer: Mailer,
): Promise<CredentialCheck> {
  const decoyHash = await hashPassword(randomId());
  return async ({ email, password, loginCode, source }) => {
    const account = email.toLowerCase();
    await enforce(limiter, `login:ip:${source}`, RATE_RULES.loginPerIp);
    const attempt = {
      scope: 'login',
      account,
      source,
      rules: {
        perSource: RATE_RULES.loginFailuresPerAccountAndSource,
        perAccount: RATE_RULES.loginFailuresPerAccount,
      },
    };
    const stepUp = await isSpreadSpent(limiter, attempt, {
      knownSource: await isKnownSource(limiter, attempt),
    });
    const user = await findUserByEmail(db, account);
    const passwordMatches = await verifyPassword(user?.passwordHash ?? decoyHash, password);
    if (!user || !passwordMatches) {
      await countSpread(limiter, attempt);
      if (stepUp) throw codeRequired(loginCode !== undefined);
      throw new NotAuthenticated(INVALID_CREDENTIALS, { reason: 'invalid_grant' });
    }
    if (stepUp) {
      if (loginCode === undefined) {
        mailer.later(async () => {
          const allowed = await limiter.consume(
            `mail:login-code:${user.id}`,
            RATE_RULES.loginCodeMailPerAccount,
          );
          if (!allowed.allowed) return undefined;
          const code = await issueLoginCode(db, user.id);
          return loginCodeMessage(user.email, code, LOGIN_CODE.lifetimeMinutes);
        });
        throw codeRequired(false);
      }
      if (!(await db.transaction((tx) => useLoginCode(tx, user.id, loginCode)))) throw codeRequired(true);
    }
    await rememberSource(limiter, attempt);
    return user;
  };
}

/** The right password on an account whose email is not confirmed yet (403). */
export const unconfirmedAccount = (user: UserRow) => ({
  requestSuccessful: false as const,
  message: 'Please confirm your email address before logging in. We can send you a new confirmation link.',
  error: 'email_not_confirmed' as const,
  responseData: { userId: user.publicId },
});
