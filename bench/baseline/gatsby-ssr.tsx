import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { Root } from './root';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <Root>{element}</Root>;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' });
};

/** Emotion's critical CSS of each page, extracted at build time into its <head> (MUI's Gatsby example). */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: 'css' });
  const { extractCritical } = createEmotionServer(cache);
  const { html, css, ids } = extractCritical(
    renderToString(<CacheProvider value={cache}>{bodyComponent as React.ReactElement}</CacheProvider>),
  );
  setHeadComponents([
    <style key="emotion" data-emotion={`css ${ids.join(' ')}`} dangerouslySetInnerHTML={{ __html: css }} />,
  ]);
  replaceBodyHTMLString(html);
};
