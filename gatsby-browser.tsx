import { CacheProvider } from '@emotion/react';
import type { GatsbyBrowser } from 'gatsby';
import * as React from 'react';
import { RootWrapper } from './src/app/root-wrapper';
import { createEmotionCache } from './src/lib/emotion-cache';
import { navigationProgress } from './src/lib/navigation-progress';

// One cache for the browser's lifetime; it adopts the styles the build put in the HTML.
const emotionCache = createEmotionCache();

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <CacheProvider value={emotionCache}>
    <RootWrapper>{element}</RootWrapper>
  </CacheProvider>
);

// Gatsby fires this when a navigation has waited 1000 ms for its page-data and bundles.
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  navigationProgress.delayed();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  navigationProgress.done();
};
