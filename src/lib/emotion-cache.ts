import createCache from '@emotion/cache';

/*
 * The build writes each page's critical CSS into one <style> in <head>, listing the names of the
 * styles it holds. The browser's cache must take that element as it stands: moving a <style>
 * (taking it out of the document and putting it back) makes the browser recompute the styles of
 * the whole page, a long task in the middle of start-up. Emotion's own way of adopting
 * server-rendered styles does move them (every `style[data-emotion]` is re-inserted into its
 * sheet), so the build's element is not marked as emotion's: the browser's cache is told the
 * names it holds, and adds any style of its own right after it.
 */

/** The attribute of the build's <style>, listing the names of the styles it holds. */
export const CRITICAL_STYLES_ATTRIBUTE = 'data-critical-styles';

/** The site cache's key: the prefix of every class name emotion writes. */
export const EMOTION_KEY = 'lb';

/** The one emotion cache factory; the build makes a fresh cache per page it renders. */
export function createEmotionCache() {
  const critical =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLStyleElement>(`style[${CRITICAL_STYLES_ATTRIBUTE}]`);
  // Without the build's styles (a page not built by us), MUI's go before any other stylesheet, so
  // our own CSS can override them.
  const cache = createCache({ key: EMOTION_KEY, insertionPoint: critical ?? undefined, prepend: !critical });
  for (const name of critical?.getAttribute(CRITICAL_STYLES_ATTRIBUTE)?.split(' ') ?? []) {
    if (name !== '') cache.inserted[name] = true;
  }
  return cache;
}
