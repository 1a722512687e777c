import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import * as React from 'react';
import roboto400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import roboto500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2';
import roboto700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';
import { renderToString } from 'react-dom/server';
import { EARLY_PRESSES_SCRIPT } from './src/app/early-presses';
import { isHeadElement } from './src/app/head-element';
import { analyticsConfig, isAnalyticsConfigured } from './src/features/consent/analytics-config';
import { CONSENT_SCRIPT } from './src/features/consent/consent-store';
import { RootWrapper } from './src/app/root-wrapper';
import { createEmotionCache } from './src/lib/emotion-cache';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) =>
  isHeadElement(element) ? element : <RootWrapper>{element}</RootWrapper>;

/**
 * Renders each page with a fresh emotion cache and puts the CSS it used in the <head>, so the
 * pre-rendered HTML is styled before any JavaScript runs: the layout's theme variables and
 * CssBaseline, and the rules of every MUI component on the page, nothing more. Named as emotion
 * names its own, so the browser's cache adopts it (src/lib/emotion-cache.ts). It lists every style
 * the render produced, including those composed into others (a Button's own rules merged into its
 * ButtonBase's class) which the HTML never names and so need no rules: listed, the browser's cache
 * knows them as present and does not compile and insert them again while hydrating.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createEmotionCache();
  const { extractCritical } = createEmotionServer(cache);
  const { html, css } = extractCritical(
    renderToString(<CacheProvider value={cache}>{bodyComponent as React.ReactElement}</CacheProvider>),
  );
  if (css !== '') {
    const names = [cache.key, ...Object.keys(cache.inserted)].join(' ');
    setHeadComponents([
      <style key="emotion" data-emotion={names} dangerouslySetInnerHTML={{ __html: css }} />,
    ]);
  }
  replaceBodyHTMLString(html);
};

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  // The public pages' fonts (src/theme/roboto.css, font-display: optional) start downloading with
  // the HTML, so they are ready for the first paint instead of swapping in and moving the text.
  setHeadComponents(
    [roboto400, roboto500, roboto700].map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  );
  // Holds presses made before the page's scripts have run, for them to take effect once hydrated.
  setHeadComponents([
    <script key="early-presses" dangerouslySetInnerHTML={{ __html: EARLY_PRESSES_SCRIPT }} />,
  ]);
  // Every page holds the consent banner, shown from the first paint only to a visitor who has not chosen.
  if (isAnalyticsConfigured(analyticsConfig)) {
    setHeadComponents([<script key="consent" dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />]);
  }
};

/** Critical CSS goes first in <head>, ahead of anything else that styles the page. */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const head = getHeadComponents() as React.ReactElement[];
  const isEmotion = (node: React.ReactElement) => node.key === 'emotion';
  replaceHeadComponents([...head.filter(isEmotion), ...head.filter((node) => !isEmotion(node))]);
};
