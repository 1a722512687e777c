import { Redis } from 'ioredis';
import { HttpError } from '../http/errors';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { createFlexibleRateLimiter, type RateLimiter } from './rate-limiter';

// Commands are not queued while the client connects (see connectRedis), so the first requests
// after a start wait this long at most for the connection instead of failing straight away.
const READY_WAIT_MS = 2_000;

function whenReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error('Redis did not become ready'));
    }, READY_WAIT_MS);
    redis.once('ready', onReady);
  });
}

/**
 * The same fixed windows as the in-process limiter (rate-limiter-flexible), counted in Redis so
 * every gateway replica shares them: a limit of ten logins holds across the replicas together,
 * not ten per replica. The library increments a counter and starts its window atomically.
 */
export function createRedisRateLimiter(redis: Redis, prefix = 'lendbridge:rate:'): RateLimiter {
  const limiter = createFlexibleRateLimiter(
    (rule) =>
      new RateLimiterRedis({
        storeClient: redis,
        points: rule.limit,
        duration: rule.windowSeconds,
        keyPrefix: prefix.replace(/:$/, ''),
      }),
    {
      // Commands are sent only once the client is ready (see connectRedis).
      ready: () => whenReady(redis),
      // Without the shared counters no limit can be enforced honestly; refuse briefly instead.
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
 * A client that fails fast instead of queueing commands while Redis is away, so a request is
 * answered (503) in bounded time rather than held until Redis returns.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
  });
}
