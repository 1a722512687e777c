import { createAnswerCache } from '../src/http/answer-cache';

describe('the answer cache', () => {
  it('produces an answer once per interval, serialized, and shares it between concurrent callers', async () => {
    let time = 0;
    let produced = 0;
    const cache = createAnswerCache(5_000, () => time);
    const produce = async () => ({ call: (produced += 1) });
    const [first, second] = await Promise.all([cache.get('k', produce), cache.get('k', produce)]);
    expect(first).toBe('{"call":1}');
    expect(second).toBe(first);
    time = 4_999;
    expect(await cache.get('k', produce)).toBe('{"call":1}');
    time = 5_000;
    expect(await cache.get('k', produce)).toBe('{"call":2}');
    expect(await cache.get('other', produce)).toBe('{"call":3}');
  });

  it('never keeps a failure', async () => {
    const cache = createAnswerCache(5_000, () => 0);
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('k', async () => 'back')).toBe('"back"');
  });

  it('keeps nothing when the interval is zero', async () => {
    let produced = 0;
    const cache = createAnswerCache(0, () => 0);
    await cache.get('k', async () => (produced += 1));
    await cache.get('k', async () => (produced += 1));
    expect(produced).toBe(2);
  });
});
