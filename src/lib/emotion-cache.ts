import createCache from '@emotion/cache';

/**
 * The one emotion cache factory. `prepend` puts MUI's styles before any other stylesheet so
 * our own CSS can override them; the build makes a fresh cache per page it renders.
 */
export function createEmotionCache() {
  return createCache({ key: 'css', prepend: true });
}
