import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { createEmotionCache } from '../emotion-cache';

describe('the browser’s emotion cache on a built page', () => {
  let critical: HTMLStyleElement;

  beforeEach(() => {
    document.head.innerHTML = '<meta charset="utf-8"><title>Lender login</title><style>.site{}</style>';
    critical = document.createElement('style');
    critical.setAttribute('data-emotion', 'lb built1 composed2');
    critical.textContent = '.lb-built1{color:red}';
    document.head.prepend(critical);
  });

  it('knows every style the build listed and keeps the build’s <style> first in <head>', () => {
    const cache = createEmotionCache();
    expect(cache.inserted).toMatchObject({ built1: true, composed2: true });
    expect(document.head.firstElementChild).toBe(critical);
    expect(critical.textContent).toBe('.lb-built1{color:red}');
  });

  it('inserts a style the build did not have after the build’s, ahead of the site’s own, and skips one it had', () => {
    const cache = createEmotionCache();
    const fresh = serializeStyles([{ color: 'blue' }], cache.registered);
    insertStyles(cache, fresh, true);
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles).toHaveLength(3);
    expect(styles[0]).toBe(critical);
    expect(styles[1]?.getAttribute('data-emotion')).toBe('lb');
    expect(styles[2]?.textContent).toBe('.site{}');

    // A style whose name the build listed is not inserted again.
    insertStyles(cache, { ...fresh, name: 'built1' }, true);
    expect(document.head.querySelectorAll('style')).toHaveLength(3);
  });
});
