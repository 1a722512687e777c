import { CacheProvider } from '@emotion/react';
import type { GatsbyBrowser } from 'gatsby';
import * as React from 'react';
import { RootWrapper } from './src/app/root-wrapper';
import { createEmotionCache } from './src/lib/emotion-cache';

// One cache for the browser's lifetime; it adopts the styles the build put in the HTML.
const emotionCache = createEmotionCache();

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <CacheProvider value={emotionCache}>
    <RootWrapper>{element}</RootWrapper>
  </CacheProvider>
);
