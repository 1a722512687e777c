import { CacheProvider } from '@emotion/react';
import type { GatsbyBrowser } from 'gatsby';
import * as React from 'react';
import { RootWrapper } from './src/app/root-wrapper';
import { startAnalyticsWhenConsented, trackPageView } from './src/features/consent/analytics';
import { createEmotionCache } from './src/lib/emotion-cache';
import { navigationProgress } from './src/lib/navigation-progress';
import {
  beginProgressiveHydration,
  endInitialHydrationPass,
  pageChanging,
} from './src/lib/progressive-hydration';
import { routeLinksThroughTheApp } from './src/lib/static-links';
import { keepUncontrolledFieldsUncontrolled } from './src/lib/uncontrolled-fields';

keepUncontrolledFieldsUncontrolled();

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

// Before the next page renders, so static regions drop the first page's markup in that render.
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) pageChanging();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  navigationProgress.done();
  // The first page view is counted when analytics start; later ones are client-side navigations.
  if (prevLocation) trackPageView(location.pathname);
};

// Nothing is loaded or sent unless analytics are configured and the visitor accepts.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  startAnalyticsWhenConsented();
  routeLinksThroughTheApp();
  // Gatsby's own test for a page it will hydrate rather than render (client-only routes are empty).
  if (document.getElementById('gatsby-focus-wrapper')?.children.length) beginProgressiveHydration();
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  endInitialHydrationPass();
};

// Gatsby's own registration of /sw.js (written by gatsby-node's onPostBuild): it logs a console
// error when registration fails, or when the page is neither on https nor on localhost, where
// browsers refuse service workers (SPEC.md §8).
export const registerServiceWorker: GatsbyBrowser['registerServiceWorker'] = () => true;
