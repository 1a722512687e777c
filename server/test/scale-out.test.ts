import { randomBytes } from 'node:crypto';
import { RATE_RULES } from '../src/auth/rate-limiter';
import { connectRedis, createRedisRateLimiter } from '../src/auth/redis-rate-limiter';
import { buildGatewayApp } from '../src/gateway/app';
import { testGatewayOptions } from './helpers/gateway';
import { describeOnPostgres } from './helpers/postgres-only';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

/*
 * The scaled-out deployment: two gateway replicas on one PostgreSQL, sharing rate-limit counters
 * through Redis. It needs both servers, so it runs with DATABASE_URL (npm run test:postgres,
 * which CI runs) and Redis at REDIS_URL (default redis://127.0.0.1:6379).
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describeOnPostgres('two gateway replicas on PostgreSQL with Redis', () => {
  let db: TestDatabase;
  const replicas: Awaited<ReturnType<typeof buildGatewayApp>>[] = [];
  // A fresh key space per run, so counters of earlier runs never interfere.
  const prefix = `lendbridge-test:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    db = await openTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      replicas.push(
        await buildGatewayApp(
          testGatewayOptions(db, { limiter: createRedisRateLimiter(connectRedis(redisUrl), prefix) }),
        ),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    await db.dispose();
  });

  it('holds the login failure limit of one account and source across both replicas together', async () => {
    const email = 'demo@lendbridge.example';
    const attempt = (index: number) =>
      replicas[index % 2]!.inject({
        method: 'POST',
        url: '/api/Account/login',
        payload: { email, password: 'not the password' },
      });
    const limit = RATE_RULES.loginFailuresPerAccountAndSource.limit;
    const answers: string[] = [];
    for (let i = 0; i < limit; i += 1) answers.push((await attempt(i)).json().error);
    // Each replica saw only half the attempts; the shared counter still holds at the limit, past
    // which both replicas ask for the sign-in code emailed to the owner.
    expect(answers).toEqual(Array(limit).fill('invalid_grant'));
    for (const index of [limit, limit + 1]) {
      const stepped = await attempt(index);
      expect(stepped.statusCode).toBe(401);
      expect(stepped.json().error).toBe('login_code_required');
    }
  });

  it('counts the first request after a start, made before the connection is ready', async () => {
    const limiter = createRedisRateLimiter(connectRedis(redisUrl), prefix);
    await expect(limiter.consume('first-request', { limit: 1, windowSeconds: 60 })).resolves.toMatchObject({
      allowed: true,
    });
    await limiter.close?.();
  });

  it('falls back to per-process limits at once when Redis cannot be reached', async () => {
    const unreachable = connectRedis('redis://127.0.0.1:1');
    unreachable.on('error', () => {});
    const limiter = createRedisRateLimiter(unreachable, prefix);
    const started = Date.now();
    const rule = { limit: 1, windowSeconds: 60 };
    await expect(limiter.consume('probe', rule)).resolves.toMatchObject({ allowed: true });
    // Still counted, in this process: the limit holds.
    await expect(limiter.consume('probe', rule)).resolves.toMatchObject({ allowed: false });
    expect(Date.now() - started).toBeLessThan(5_000);
    await limiter.close?.();
  });

  it('logs the fallback when Redis goes away and the return when it comes back', async () => {
    const redis = connectRedis(redisUrl);
    redis.on('error', () => {});
    const messages: string[] = [];
    const limiter = createRedisRateLimiter(redis, `${prefix}fallback:`, (message) => messages.push(message));
    const rule = { limit: 2, windowSeconds: 60 };
    await expect(limiter.consume('who', rule)).resolves.toMatchObject({ allowed: true });
    expect(await redis.get(`${prefix}fallback:who`)).toBe('1');

    redis.disconnect();
    await new Promise((done) => setTimeout(done, 50));
    expect(messages.at(-1)).toMatch(/fall back to per-process/);
    const started = Date.now();
    await expect(limiter.consume('who', rule)).resolves.toMatchObject({ allowed: true });
    await expect(limiter.consume('who', rule)).resolves.toMatchObject({ allowed: true });
    await expect(limiter.consume('who', rule)).resolves.toMatchObject({ allowed: false });
    expect(Date.now() - started).toBeLessThan(1_000);

    await redis.connect();
    expect(messages.at(-1)).toMatch(/shared by every replica/);
    // Shared again: the count in Redis carries on from where it was.
    await expect(limiter.consume('who', rule)).resolves.toMatchObject({ allowed: true });
    expect(await redis.get(`${prefix}fallback:who`)).toBe('2');
    await limiter.close?.();
  });
});
