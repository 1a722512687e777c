import * as React from 'react';

/*
 * In the browser the banner is a chunk of its own, fetched only for a
 * visitor it asks: ConsentRoot sits in the root wrapper, whose code every route loads. The build
 * must render it at once, so gatsby-node.ts puts ./consent-banner itself in this module's place
 * in the build's HTML renderer (the same export).
 */
export const ConsentBanner = React.lazy(() =>
  // Named, so the file is consent-banner-<hash>.js (tests/e2e/before-hydration.spec.ts holds it).
  import(/* webpackChunkName: "consent-banner" */ './consent-banner').then((module) => ({
    default: module.ConsentBanner,
  })),
);
