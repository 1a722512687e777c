import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { GatsbyBrowser } from 'gatsby';
import * as React from 'react';
import { Root } from './root';

// Emotion adopts the build's critical CSS (the <style data-emotion> in <head>) into this cache.
const cache = createCache({ key: 'css' });

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <CacheProvider value={cache}>
    <Root>{element}</Root>
  </CacheProvider>
);
