import { reuseUnchanged } from '../lib/reuse-unchanged';
import { oau, unilag } from './fixtures';

// As the service answers: equal data in new objects.
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('reuseUnchanged', () => {
  it('keeps the pre-rendered list itself when the service answers the same institutions', () => {
    const prerendered = [unilag, oau];
    expect(reuseUnchanged(copy(prerendered), prerendered)).toBe(prerendered);
  });

  it('keeps each unchanged institution and takes the changed ones from the service', () => {
    const prerendered = [unilag, oau];
    const renamed = { ...copy(oau), name: 'Obafemi Awolowo University, Ile-Ife' };
    const items = reuseUnchanged([copy(unilag), renamed], prerendered);
    expect(items).not.toBe(prerendered);
    expect(items[0]).toBe(unilag);
    expect(items[1]).toBe(renamed);
  });

  it('follows the service in order and membership', () => {
    const prerendered = [unilag];
    const fresh = [copy(oau), copy(unilag)];
    const items = reuseUnchanged(fresh, prerendered);
    expect(items).toEqual(fresh);
    expect(items[0]).toBe(fresh[0]);
    expect(items[1]).toBe(unilag);
    expect(reuseUnchanged([], prerendered)).toEqual([]);
  });
});
