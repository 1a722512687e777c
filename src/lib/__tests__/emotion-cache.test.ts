import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { createEmotionCache, CRITICAL_STYLES_ATTRIBUTE } from '../emotion-cache';

describe('the browser’s emotion cache on a built page', () => {
  let critical: HTMLStyleElement;
  let mutations: MutationRecord[];
  let observer: MutationObserver;

  beforeEach(() => {
    document.head.innerHTML = '<meta charset="utf-8"><title>FAQ</title>';
    critical = document.createElement('style');
    critical.setAttribute(CRITICAL_STYLES_ATTRIBUTE, 'built1 composed2');
    critical.textContent = '.lb-built1{color:red}';
    document.head.prepend(critical);
    mutations = [];
    observer = new MutationObserver((records) => mutations.push(...records));
    observer.observe(document.head, { childList: true });
  });

  afterEach(() => observer.disconnect());

  const removed = () => mutations.flatMap((record) => [...record.removedNodes]);

  it('knows every style the build listed, and leaves the build’s <style> where it is', () => {
    const cache = createEmotionCache();
    expect(cache.inserted).toMatchObject({ built1: true, composed2: true });
    observer.takeRecords().forEach((record) => mutations.push(record));
    expect(removed()).toEqual([]);
    expect(document.head.firstChild).toBe(critical);
  });

  it('inserts a style the build did not have right after the build’s, and skips one it had', () => {
    const cache = createEmotionCache();
    const fresh = serializeStyles([{ color: 'blue' }], cache.registered);
    insertStyles(cache, fresh, true);
    expect(critical.nextElementSibling?.getAttribute('data-emotion')).toBe('lb');
    const styleTags = document.head.querySelectorAll('style');
    expect(styleTags).toHaveLength(2);

    // A style whose name the build listed is not inserted again.
    const known = { ...fresh, name: 'built1' };
    insertStyles(cache, known, true);
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
    observer.takeRecords().forEach((record) => mutations.push(record));
    expect(removed()).toEqual([]);
  });
});
