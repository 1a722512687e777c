import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { RootWrapper } from './src/app/root-wrapper';
import { createEmotionCache } from './src/lib/emotion-cache';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <RootWrapper>{element}</RootWrapper>
);

/**
 * Renders each page with a fresh emotion cache and puts the CSS it used in the <head>, so the
 * pre-rendered HTML is styled before any JavaScript runs.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createEmotionCache();
  const { extractCritical } = createEmotionServer(cache);
  const { html, css, ids } = extractCritical(
    renderToString(<CacheProvider value={cache}>{bodyComponent as React.ReactElement}</CacheProvider>),
  );
  setHeadComponents([
    <style
      key="emotion"
      data-emotion={`${cache.key} ${ids.join(' ')}`}
      dangerouslySetInnerHTML={{ __html: css }}
    />,
  ]);
  replaceBodyHTMLString(html);
};

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' });
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
