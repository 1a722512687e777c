import { Redis } from 'ioredis';
import { HttpError } from '../http/errors';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { createFlexibleRateLimiter, type RateLimiter } from './rate-limiter';

// Commands are not queued while the client connects (see connectRedis), so the first requests
// after a start wait this long at most for the connection instead of falling back straight away.
const READY_WAIT_MS = 2_000;

/** Waits for the first connection only: once Redis has been up, a lost one never holds requests. */
function whenFirstReady(redis: Redis): () => Promise<void> {
  let first: Promise<void> | undefined = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, READY_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  }).then(() => {
    first = undefined;
  });
  return () => (redis.status === 'ready' || !first ? Promise.resolve() : first);
}

/**
 * The same fixed windows as the in-process limiter (rate-limiter-flexible), counted in Redis so
 * every gateway replica shares them: a limit of ten logins holds across the replicas together,
 * not ten per replica. The library increments a counter and starts its window atomically.
 *
 * While Redis is unreachable each replica counts in its own memory instead (the library's
 * `insuranceLimiter`): it fails open to per-process limits, so logins and eligibility checks
 * keep working with each replica holding the limits alone (at most N times the allowance with
 * N replicas), rather than failing closed and refusing every limited request until Redis
 * returns. Losing Redis loses no data; the fallback is logged, and so is the return.
 */
export function createRedisRateLimiter(
  redis: Redis,
  prefix = 'lendbridge:rate:',
  log: (message: string) => void = () => {},
): RateLimiter {
  let up = false;
  redis.on('ready', () => {
    if (!up) log('Redis is reachable: rate limits are shared by every replica');
    up = true;
  });
  redis.on('close', () => {
    if (up) log('Redis is unreachable: rate limits fall back to per-process counters until it returns');
    up = false;
  });
  const limiter = createFlexibleRateLimiter(
    (rule) =>
      new RateLimiterRedis({
        storeClient: redis,
        points: rule.limit,
        duration: rule.windowSeconds,
        keyPrefix: prefix.replace(/:$/, ''),
        insuranceLimiter: new RateLimiterMemory({ points: rule.limit, duration: rule.windowSeconds }),
      }),
    {
      // Commands are sent only once the client is ready (see connectRedis).
      ready: whenFirstReady(redis),
      // The in-memory fallback answers every store error; anything else is refused briefly.
      failure: () =>
        new HttpError(503, 'The service is busy. Please try again in a moment.', {
          error: 'unavailable',
          headers: { 'retry-after': '5' },
        }),
    },
  );
  return {
    ...limiter,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * A client that fails fast instead of queueing commands while Redis is away, so a request falls
 * back to the per-process counters at once rather than being held until Redis returns.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
  });
}
