import type { GatsbyBrowser } from 'gatsby';
import * as React from 'react';
import { isHeadElement } from './src/app/head-element';
import type { ClientRoot } from './src/app/client-root';
import { startAnalyticsWhenConsented, trackPageView } from './src/features/consent/analytics';
import { navigationProgress } from './src/lib/navigation-progress';
import { nextTask } from './src/lib/next-task';
import {
  beginProgressiveHydration,
  endInitialHydrationPass,
  pageChanging,
  whenHydrated,
} from './src/lib/progressive-hydration';
import { registerServiceWorkerWhenSettled } from './src/lib/service-worker-registration';
import { prefetchLinksInView, routeLinksThroughTheApp } from './src/lib/static-links';
import { keepUncontrolledFieldsUncontrolled } from './src/lib/uncontrolled-fields';

keepUncontrolledFieldsUncontrolled();

/*
 * Code every page runs is set up in tasks of its own after Gatsby's, rather than all at once in
 * the task that runs the app bundle and in the one that runs the page's: the root (the store,
 * emotion, the root wrapper), then MUI's theming and the public pages' frame (header, footer),
 * whose components every page draws. The page's start-up is then made of shorter tasks, between
 * which the browser can answer the visitor. This code is in the app bundle (webpackMode "eager"),
 * so it costs no request. Gatsby waits for onClientEntry before it renders anything, so the root
 * is there by the time wrapRootElement is called.
 */
let Root: typeof ClientRoot | undefined;

async function loadRoot() {
  await nextTask();
  Root = (await import(/* webpackMode: "eager" */ './src/app/client-root')).ClientRoot;
  for (const load of [
    () => import(/* webpackMode: "eager" */ './src/theme/site-theme'),
    () => import(/* webpackMode: "eager" */ './src/components/layout/site-header'),
    () => import(/* webpackMode: "eager" */ './src/components/layout/site-footer'),
    () => import(/* webpackMode: "eager" */ './src/components/layout/site-layout'),
  ]) {
    await nextTask();
    await load();
  }
  await nextTask();
}

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => {
  if (isHeadElement(element)) return element;
  if (!Root) throw new Error('wrapRootElement ran before onClientEntry had loaded the root');
  return <Root>{element}</Root>;
};

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

/**
 * Whether the page is one the build drew and is worth hydrating region by region. A page whose
 * content waits on the session (RequireSession's placeholder) is not: progressive hydration holds
 * every state update, the stored session included, until the last region has hydrated, which on a
 * slow phone kept a logged-in borrower on "Checking your session…" for seconds.
 */
function hydratesInTurns(): boolean {
  // Gatsby's own test for a page it will hydrate rather than render (client-only routes are empty).
  const built = Boolean(document.getElementById('gatsby-focus-wrapper')?.children.length);
  return built && !document.querySelector('[data-awaits-session]');
}

export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  // Nothing is loaded or sent unless analytics are configured and the visitor accepts.
  startAnalyticsWhenConsented();
  routeLinksThroughTheApp();
  if (hydratesInTurns()) beginProgressiveHydration();
  await loadRoot();
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  endInitialHydrationPass();
  whenHydrated(() => prefetchLinksInView());
  // /sw.js is written by gatsby-node's onPostBuild; registered by us rather than by Gatsby's
  // registerServiceWorker, which would do it in the middle of start-up (see the module).
  registerServiceWorkerWhenSettled();
};
