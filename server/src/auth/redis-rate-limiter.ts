import { Redis } from 'ioredis';
import { HttpError } from '../http/errors';
import type { RateLimiter, RateRule } from './rate-limiter';

/**
 * The same fixed windows as the in-process limiter, counted in Redis so every gateway replica
 * shares them: a limit of ten logins holds across the replicas together, not ten per replica.
 * One script increments the counter and starts its window atomically.
 */
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}`;

const PEEK = `
local count = redis.call('GET', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
return {tonumber(count or '0'), ttl}`;

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

export function createRedisRateLimiter(redis: Redis, prefix = 'lendbridge:rate:'): RateLimiter {
  /** Runs one script on a key and reads its `{count, ttl}` answer. */
  const run = async (script: string, key: string, rule: RateRule) => {
    let reply: unknown;
    try {
      await whenReady(redis);
      reply = await redis.eval(script, 1, `${prefix}${key}`, String(rule.windowSeconds * 1000));
    } catch {
      // Without the shared counters no limit can be enforced honestly; refuse briefly instead.
      throw new HttpError(503, 'The service is busy. Please try again in a moment.', {
        error: 'unavailable',
        headers: { 'retry-after': '5' },
      });
    }
    const [count, ttl] = Array.isArray(reply) ? reply.map(Number) : [Number.NaN, Number.NaN];
    if (count === undefined || ttl === undefined || Number.isNaN(count)) {
      throw new Error('Unexpected answer from the rate-limit script');
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((ttl > 0 ? ttl : rule.windowSeconds * 1000) / 1000));
    return { count, retryAfterSeconds };
  };
  return {
    async consume(key, rule) {
      const { count, retryAfterSeconds } = await run(CONSUME, key, rule);
      return { allowed: count <= rule.limit, retryAfterSeconds };
    },
    async peek(key, rule) {
      const { count, retryAfterSeconds } = await run(PEEK, key, rule);
      return { count, allowed: count < rule.limit, retryAfterSeconds };
    },
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
