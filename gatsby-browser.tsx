import type { GatsbyBrowser } from 'gatsby';
import * as React from 'react';
import { ClientRoot } from './src/app/client-root';
import { replayEarlyPresses } from './src/app/early-presses';
import { isHeadElement } from './src/app/head-element';
import { startAnalyticsWhenConsented, trackPageView } from './src/features/consent/analytics';
import { navigationProgress } from './src/lib/navigation-progress';
import { registerServiceWorkerWhenSettled } from './src/lib/service-worker-registration';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) =>
  isHeadElement(element) ? element : <ClientRoot>{element}</ClientRoot>;

// Gatsby fires this when a navigation has waited 1000 ms for its page-data and bundles.
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  navigationProgress.delayed();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  navigationProgress.done();
  // The first page view is counted when analytics start; later ones are client-side navigations.
  if (prevLocation) trackPageView(location.pathname);
};

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // Nothing is loaded or sent unless analytics are configured and the visitor accepts.
  startAnalyticsWhenConsented();
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  // In a task of its own: Gatsby calls this from an effect, where React cannot hydrate a part of
  // the page at once for a press on it, so the press would go to the browser instead.
  setTimeout(replayEarlyPresses);
  // /sw.js is written by gatsby-node's onPostBuild; registered by us rather than by Gatsby's
  // registerServiceWorker, which would do it in the middle of start-up (see the module).
  registerServiceWorkerWhenSettled();
};
