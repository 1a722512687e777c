import { HttpError } from '../http/errors';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; answers how long to wait when the limit is passed. */
  consume(key: string, rule: RateRule): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Releases a connection to shared counters, if there is one. */
  close?(): Promise<void>;
}

/**
 * Fixed windows counted in this process. Fine for one gateway; replicas share counters
 * through a Redis-backed limiter with the same interface.
 */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async consume(key, rule) {
      const time = now();
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + rule.windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - time) / 1000));
      return { allowed: window.count <= rule.limit, retryAfterSeconds };
    },
  };
}

/** Throws the 429 every limited route answers. */
export async function enforce(limiter: RateLimiter, key: string, rule: RateRule): Promise<void> {
  const { allowed, retryAfterSeconds } = await limiter.consume(key, rule);
  if (allowed) return;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new HttpError(
    429,
    `Too many attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
    { error: 'rate_limited', headers: { 'retry-after': String(retryAfterSeconds) } },
  );
}

/** Per-IP limits are looser than per-account ones: many people can share one IP. */
export const RATE_RULES = {
  loginPerIp: { limit: 50, windowSeconds: 15 * 60 },
  loginPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  forgotPerIp: { limit: 20, windowSeconds: 60 * 60 },
  forgotPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  resendPerIp: { limit: 20, windowSeconds: 60 * 60 },
  resendPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  eligibilityPerIp: { limit: 60, windowSeconds: 60 * 60 },
  // A roster entry answers with a name and what its holder could borrow: checking one number
  // over and over is someone fishing, not a borrower changing their answers.
  eligibilityPerRegNo: { limit: 15, windowSeconds: 60 * 60 },
  // Identity codes: an entry is asked for a few times by its holder, and the address limit
  // keeps anyone from walking the roster (the answer reveals nothing, but mail is sent). With
  // five tries a code, an entry's codes allow at most 40 guesses an hour at a million values.
  identityCodePerIp: { limit: 30, windowSeconds: 60 * 60 },
  identityCodePerEntry: { limit: 8, windowSeconds: 60 * 60 },
  identityVerifyPerIp: { limit: 30, windowSeconds: 60 * 60 },
  contactPerIp: { limit: 10, windowSeconds: 60 * 60 },
  partnershipPerIp: { limit: 10, windowSeconds: 60 * 60 },
  feedbackPerIp: { limit: 30, windowSeconds: 60 * 60 },
  referralPerIp: { limit: 20, windowSeconds: 60 * 60 },
  // Each referral emails up to ten people: five a day is plenty for a person, little for a spammer.
  referralPerAccount: { limit: 5, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateRule>;
