import { hashPassword, verifyPassword } from '../../auth/password';
import {
  countSpread,
  enforce,
  isKnownSource,
  RATE_RULES,
  refuseSpreadIfSpent,
  rememberSource,
  type RateLimiter,
} from '../../auth/rate-limiter';
import { randomId } from '../../auth/secrets';
import type { Queryable } from '../../db/database';
import { NotAuthenticated } from '../../errors/domain-errors';
import { findUserByEmail, type UserRow } from './users-repository';

const INVALID_CREDENTIALS = 'Invalid email or password';

/** `source`: who is calling, as per-IP limits count them (see http/client-source.ts). */
export type CredentialCheck = (attempt: {
  email: string;
  password: string;
  source: string;
}) => Promise<UserRow>;

/**
 * The one password check behind both logins (the borrower site's and the lender workspace's):
 * the same limits and counters, so a second door does not double anyone's tries, and the same
 * timing whether or not the account exists (unknown emails are checked against a decoy hash).
 */
export async function createCredentialCheck(db: Queryable, limiter: RateLimiter): Promise<CredentialCheck> {
  const decoyHash = await hashPassword(randomId());
  return async ({ email, password, source }) => {
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
    await refuseSpreadIfSpent(limiter, attempt, { knownSource: await isKnownSource(limiter, attempt) });
    const user = await findUserByEmail(db, account);
    const passwordMatches = await verifyPassword(user?.passwordHash ?? decoyHash, password);
    if (!user || !passwordMatches) {
      await countSpread(limiter, attempt);
      throw new NotAuthenticated(INVALID_CREDENTIALS, { reason: 'invalid_grant' });
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
