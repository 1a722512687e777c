/** @jest-environment node */
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createEmotionCache } from '../../lib/emotion-cache';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { SiteLayout } from '../layouts/site-layout';
import { makeStore } from '../store';

/** The HTML and critical CSS the build writes for `page` (as gatsby-ssr.tsx renders it). */
function build(page: React.ReactElement) {
  const cache = createEmotionCache();
  const { extractCritical } = createEmotionServer(cache);
  return extractCritical(
    renderToString(
      <CacheProvider value={cache}>
        <Provider store={makeStore()}>{page}</Provider>
      </CacheProvider>,
    ),
  );
}

describe('each layout renders its page in its own theme', () => {
  it('the public site: Roboto, and its content no wider than lg, 1280 px', () => {
    const { css } = build(
      <SiteLayout wide>
        <p>Hello</p>
      </SiteLayout>,
    );
    expect(css).toContain('font-family:Roboto');
    expect(css).toContain('max-width:1280px');
    expect(css).not.toContain('Poppins');
  });

  it('the dashboard: Inter under Poppins headings, no wider than lg, 1200 px', () => {
    const { css } = build(
      <DashboardLayout heading={<h1>Dashboard</h1>}>
        <p>Hello</p>
      </DashboardLayout>,
    );
    expect(css).toContain('font-family:Inter');
    expect(css).toContain('Poppins');
    expect(css).toContain('max-width:1200px');
  });

  it('with the palette as CSS variables, which the stylesheets read', () => {
    const { css } = build(
      <SiteLayout>
        <p>Hello</p>
      </SiteLayout>,
    );
    expect(css).toMatch(/--mui-palette-primary-main:#1357b8/);
    expect(css).toContain('color:var(--mui-palette-text-primary)');
  });
});
