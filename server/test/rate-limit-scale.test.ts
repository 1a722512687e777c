import { createMemoryRateLimiter, scaleRateLimits } from '../src/auth/rate-limiter';

describe('RATE_LIMIT_SCALE', () => {
  const rule = { limit: 2, windowSeconds: 60 };

  it('allows a rule’s limit times the scale in a window, then refuses', async () => {
    const limiter = scaleRateLimits(createMemoryRateLimiter(), 3);
    const allowed: boolean[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1)
      allowed.push((await limiter.consume('ip', rule)).allowed);
    expect(allowed).toEqual([true, true, true, true, true, true, false]);
    expect(await limiter.peek('ip', rule)).toMatchObject({ count: 7, allowed: false });
  });

  it('leaves the limiter as it is at 1', () => {
    const limiter = createMemoryRateLimiter();
    expect(scaleRateLimits(limiter, 1)).toBe(limiter);
  });
});
