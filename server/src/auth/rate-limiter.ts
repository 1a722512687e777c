import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError } from '../http/errors';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; answers how long to wait when the limit is passed. */
  consume(key: string, rule: RateRule): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /**
   * How many attempts `key` has used in its current window, and whether one more would be
   * allowed, without counting it.
   */
  peek(key: string, rule: RateRule): Promise<{ count: number; allowed: boolean; retryAfterSeconds: number }>;
  /** Releases a connection to shared counters, if there is one. */
  close?(): Promise<void>;
}

/** Turns one of the library's answers into ours. */
function verdict(res: RateLimiterRes, rule: RateRule) {
  const waitMs = res.msBeforeNext > 0 ? res.msBeforeNext : rule.windowSeconds * 1000;
  return {
    count: res.consumedPoints,
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  };
}

/**
 * Fixed windows counted by rate-limiter-flexible, one counter per key (each expires by itself,
 * so a call costs the same however many keys are held). `store` makes the library's limiter for
 * a rule: in this process, or in Redis so every replica shares the counts
 * (see redis-rate-limiter.ts). `ready` is awaited before each call; `failure` turns a store error
 * (not a refusal) into what to throw.
 */
export function createFlexibleRateLimiter(
  store: (rule: RateRule) => RateLimiterAbstract,
  {
    ready = async () => undefined,
    failure = (error) => error,
  }: { ready?: () => Promise<void>; failure?: (error: unknown) => unknown } = {},
): RateLimiter {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (rule: RateRule) => {
    const id = `${rule.limit}/${rule.windowSeconds}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = store(rule);
      limiters.set(id, limiter);
    }
    return limiter;
  };
  return {
    async consume(key, rule) {
      try {
        await ready();
        const res = await limiterFor(rule).consume(key, 1);
        return { allowed: true, retryAfterSeconds: verdict(res, rule).retryAfterSeconds };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw failure(refusal);
        return { allowed: false, retryAfterSeconds: verdict(refusal, rule).retryAfterSeconds };
      }
    },
    async peek(key, rule) {
      let res: RateLimiterRes | null;
      try {
        await ready();
        res = await limiterFor(rule).get(key);
      } catch (error) {
        throw failure(error);
      }
      if (!res || res.msBeforeNext <= 0) {
        return { count: 0, allowed: rule.limit > 0, retryAfterSeconds: rule.windowSeconds };
      }
      const { count, retryAfterSeconds } = verdict(res, rule);
      return { count, allowed: count < rule.limit, retryAfterSeconds };
    },
  };
}

/** Counted in this process: fine for one gateway; replicas share counters through Redis. */
export function createMemoryRateLimiter(): RateLimiter {
  // Every rule's windows are counted in one store, whatever the rule: keys already name their scope.
  return createFlexibleRateLimiter(
    (rule) => new RateLimiterMemory({ points: rule.limit, duration: rule.windowSeconds }),
  );
}

/**
 * The same limiter with every rule's allowance multiplied by `scale` (RATE_LIMIT_SCALE): for a
 * test run that acts as many people from one address. Windows stay as they are.
 */
export function scaleRateLimits(limiter: RateLimiter, scale: number): RateLimiter {
  if (scale === 1) return limiter;
  const scaled = (rule: RateRule): RateRule => ({ ...rule, limit: rule.limit * scale });
  return {
    consume: (key, rule) => limiter.consume(key, scaled(rule)),
    peek: (key, rule) => limiter.peek(key, scaled(rule)),
    close: limiter.close?.bind(limiter),
  };
}

function tooMany(retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(
    429,
    `Too many attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
    { error: 'rate_limited', headers: { 'retry-after': String(retryAfterSeconds) } },
  );
}

/** Counts one attempt and throws the 429 every limited route answers once the limit is passed. */
export async function enforce(limiter: RateLimiter, key: string, rule: RateRule): Promise<void> {
  const { allowed, retryAfterSeconds } = await limiter.consume(key, rule);
  if (!allowed) throw tooMany(retryAfterSeconds);
}

/** Throws the same 429 when `key` has used its limit already, without counting this attempt. */
export async function refuseIfSpent(limiter: RateLimiter, key: string, rule: RateRule): Promise<void> {
  const { allowed, retryAfterSeconds } = await limiter.peek(key, rule);
  if (!allowed) throw tooMany(retryAfterSeconds);
}

/**
 * Attempts on one account (or one roster number) are counted per source, so a stranger using
 * up their allowance cannot lock the owner out. The account's total over every source is a
 * second, looser allowance: past it, sources the owner is not known to use are slowed (429 with
 * Retry-After) while a known one still gets through.
 */
export interface SpreadRules {
  perSource: RateRule;
  perAccount: RateRule;
}

export interface SpreadAttempt {
  /** What is being limited, e.g. `login`. */
  scope: string;
  account: string;
  source: string;
  rules: SpreadRules;
}

const sourceKey = ({ scope, account, source }: SpreadAttempt) =>
  `${scope}:account:${account}:source:${source}`;
const accountKey = ({ scope, account }: SpreadAttempt) => `${scope}:account:${account}`;

export async function refuseSpreadIfSpent(
  limiter: RateLimiter,
  attempt: SpreadAttempt,
  { knownSource }: { knownSource: boolean },
): Promise<void> {
  await refuseIfSpent(limiter, sourceKey(attempt), attempt.rules.perSource);
  if (!knownSource) await refuseIfSpent(limiter, accountKey(attempt), attempt.rules.perAccount);
}

/**
 * Whether `attempt` is past its limits: its source's own, or (from a source the owner is not
 * known to use) the account's total. Nothing is counted.
 */
export async function isSpreadSpent(
  limiter: RateLimiter,
  attempt: SpreadAttempt,
  { knownSource }: { knownSource: boolean },
): Promise<boolean> {
  if (!(await limiter.peek(sourceKey(attempt), attempt.rules.perSource)).allowed) return true;
  return !knownSource && !(await limiter.peek(accountKey(attempt), attempt.rules.perAccount)).allowed;
}

/** How long a source that logged in to an account stays known to it. */
// Three weeks: the in-process store expires each key with a timer, which cannot wait 25 days or more.
const KNOWN_SOURCE: RateRule = { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 21 * 24 * 60 * 60 };
const knownKey = ({ scope, account, source }: Omit<SpreadAttempt, 'rules'>) =>
  `${scope}:known:${account}:source:${source}`;

/** Remembers that the owner used this source (a successful login from it). */
export async function rememberSource(limiter: RateLimiter, who: Omit<SpreadAttempt, 'rules'>): Promise<void> {
  await limiter.consume(knownKey(who), KNOWN_SOURCE);
}

export async function isKnownSource(
  limiter: RateLimiter,
  who: Omit<SpreadAttempt, 'rules'>,
): Promise<boolean> {
  return (await limiter.peek(knownKey(who), KNOWN_SOURCE)).count > 0;
}

export async function countSpread(limiter: RateLimiter, attempt: SpreadAttempt): Promise<void> {
  await limiter.consume(sourceKey(attempt), attempt.rules.perSource);
  await limiter.consume(accountKey(attempt), attempt.rules.perAccount);
}

/**
 * Per-IP limits are generous: most borrowers reach us through mobile carriers' NAT, where
 * thousands of people share one public IPv4 address (server/test/carrier-nat.test.ts plays 500
 * of them in one hour). What an attacker could abuse is limited per account, contact, roster
 * entry or session instead, which sharing an address does not loosen.
 */
export const RATE_RULES = {
  loginPerIp: { limit: 2000, windowSeconds: 15 * 60 },
  // Failed logins: ten from one source on one account, and a hundred from all sources together.
  // Past them nobody is refused: a login from a network the owner has not used also needs a code
  // emailed to the account, and every try answers the same, so guesses learn nothing more.
  loginFailuresPerAccountAndSource: { limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerAccount: { limit: 100, windowSeconds: 15 * 60 },
  // Sign-in codes emailed to one account (only ever on a login with the right password).
  loginCodeMailPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  registerPerIp: { limit: 2000, windowSeconds: 60 * 60 },
  // Registering with an address that has an account emails its owner: a few a day at most.
  existingAccountMailPerAddress: { limit: 3, windowSeconds: 24 * 60 * 60 },
  forgotPerIp: { limit: 1000, windowSeconds: 60 * 60 },
  // Reset emails to one account a day, whoever asks; and a few more only when asked from a
  // network the owner logged in from, so strangers cannot use up the owner's day.
  resetMailPerAccount: { limit: 4, windowSeconds: 24 * 60 * 60 },
  resetMailPerAccountOwner: { limit: 3, windowSeconds: 24 * 60 * 60 },
  resetPerIp: { limit: 1000, windowSeconds: 60 * 60 },
  verifyPerIp: { limit: 2000, windowSeconds: 60 * 60 },
  resendPerIp: { limit: 1000, windowSeconds: 60 * 60 },
  resendPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  // An unconfirmed address is not yet known to be its owner's: confirmation emails to it (the
  // registration's and every resend) stop after a few a day, whoever asks; the answer stays the same.
  confirmationMailPerAddress: { limit: 5, windowSeconds: 24 * 60 * 60 },
  eligibilityPerIp: { limit: 5000, windowSeconds: 60 * 60 },
  // A roster entry answers with a name and what its holder could borrow: checking one number
  // over and over is someone fishing, not a borrower changing their answers. Counted per source
  // (a logged-in borrower is their own source), and looser across every visitor together.
  eligibilityPerRegNoAndSource: { limit: 15, windowSeconds: 60 * 60 },
  eligibilityPerRegNo: { limit: 60, windowSeconds: 60 * 60 },
  // Identity codes. Per address only a ceiling against walking the roster. A stranger's request
  // sends nothing while the contact's last code is still open (a cool-down that also keeps that
  // code valid for its holder), and at most a few codes a day reach one contact from strangers;
  // the logged-in account an entry is bound to always gets one (within its own hourly allowance).
  // With five tries a code, strangers get at most 50 guesses a day per entry at a million values.
  identityCodePerIp: { limit: 1000, windowSeconds: 60 * 60 },
  identityCodeMailPerContactDaily: { limit: 10, windowSeconds: 24 * 60 * 60 },
  identityCodePerOwner: { limit: 10, windowSeconds: 60 * 60 },
  identityVerifyPerIp: { limit: 1000, windowSeconds: 60 * 60 },
  // Binding takes a proof from a right code, so a borrower binds once or twice per login; the
  // limits keep a session or an address from hammering the proof lookup and the binding lock.
  identityBindPerIp: { limit: 1000, windowSeconds: 60 * 60 },
  identityBindPerAccount: { limit: 10, windowSeconds: 60 * 60 },
  contactPerIp: { limit: 100, windowSeconds: 60 * 60 },
  // A stop link carries 256 random bits; the limit only keeps an address from hammering the lookup.
  emailPreferencePerIp: { limit: 100, windowSeconds: 60 * 60 },
  // A data export gathers every table about one person: a few a day are plenty for its owner,
  // and a stolen session cannot turn it into a steady feed. Closing asks for the password, so it
  // is held to a few guesses an hour.
  dataExportPerAccount: { limit: 5, windowSeconds: 24 * 60 * 60 },
  closeAccountPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  // A statement is drawn afresh on each download (a PDF costs some CPU): plenty for a person.
  statementPerAccount: { limit: 60, windowSeconds: 60 * 60 },
  partnershipPerIp: { limit: 100, windowSeconds: 60 * 60 },
  feedbackPerIp: { limit: 500, windowSeconds: 60 * 60 },
  referralPerIp: { limit: 500, windowSeconds: 60 * 60 },
  // Each referral emails up to ten people: five a day is plenty for a person, little for a spammer.
  referralPerAccount: { limit: 5, windowSeconds: 24 * 60 * 60 },
  // Reading a payroll remittance file (up to 5,000 rows) is real work: a lender previews and
  // applies a few files a day, so a session replaying them in a loop is a mistake or an attack.
  remittancePerUser: { limit: 60, windowSeconds: 60 * 60 },
  // Any email to someone who is not a user (an invitation): a few a day per address, whoever asks.
  emailsToNonUserPerAddress: { limit: 3, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateRule>;

/** Counts one email to an address that has no account; false once its daily cap is reached. */
export async function mayEmailStranger(limiter: RateLimiter, address: string): Promise<boolean> {
  const key = `mail:non-user:${address.toLowerCase()}`;
  return (await limiter.consume(key, RATE_RULES.emailsToNonUserPerAddress)).allowed;
}
