import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { Compilation, NormalModuleReplacementPlugin } from 'webpack';
import { createContentPages } from './build/create-content-pages';
import { fetchCatalogue } from './build/fetch-catalogue';
import { createInstitutionPages } from './build/create-institution-pages';
import { robotsTxt } from './build/indexing';
import { COMPILE_HINT, startScriptsAfterPaintInPages } from './build/scripts-after-paint';
import { writeServiceWorker } from './build/service-worker';
import { siteEnv } from './src/config/env';

const { apiUrl, siteUrl } = siteEnv;

/**
 * Pages whose content comes from the gateway or from the Markdown under content/ are created here,
 * with that content pre-rendered.
 */
export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter }) => {
  await createContentPages({ actions, graphql, reporter });
  await createInstitutionPages({ actions, reporter });

  const activity = reporter.activityTimer(`Reading the catalogue from ${apiUrl}`);
  activity.start();
  const catalogue = await fetchCatalogue(apiUrl).catch((error: Error) => reporter.panic(error.message));
  activity.end();

  const template = (name: string) => path.resolve(`./src/templates/${name}.tsx`);
  actions.createPage({
    path: '/',
    component: template('home'),
    context: {
      providers: catalogue.providers,
      testimonials: catalogue.testimonials,
      loanTypes: catalogue.loanTypes,
    },
  });
  actions.createPage({ path: '/faq', component: template('faq'), context: { faqs: catalogue.faqs } });
  actions.createPage({
    path: '/about-us',
    component: template('about-us'),
    context: { providers: catalogue.providers },
  });
};

/**
 * The renderer of the build's HTML is synchronous and cannot wait for a lazily loaded component:
 * it gets the consent banner itself where the browser loads it lazily (see the loader module).
 */
const renderConsentBannerAtOnce = new NormalModuleReplacementPlugin(
  /[\\/]src[\\/]features[\\/]consent[\\/]components[\\/]consent-banner-loader\.ts$/,
  path.resolve('src/features/consent/components/consent-banner.tsx'),
);

/**
 * Changes to the browser bundles.
 *
 * Every script starts with V8's explicit compile hint, so Chromium compiles its functions on a
 * background thread while the file streams in, instead of one by one on the main thread the
 * first time each runs. Measured on the React 19 build with a 4x CPU throttle, nine loads each
 * alternately (26 November): the main thread's script time fell from 199 to 123 ms on /blog and
 * from 311 to 261 ms on /eligibility-check.
 * The comment goes in after Terser (which would strip it) and before the source maps are
 * written (so they account for the extra line). Browsers without the hint read a comment.
 *
 * Gatsby's internal Partytown plugin registers browser code on every site that only acts in
 * `gatsby develop` (it returns at once in a production build), yet it requires all of
 * gatsby-script and Partytown's integration: about 2 KB of gzip on every page for nothing. The
 * site uses no off-main-thread scripts, so the production bundle gets an empty module instead.
 *
 * axios ships two browser adapters and picks the first that works from its default list, XMLHttpRequest
 * before fetch: its fetch adapter (about 2.5 KB of gzip on every page that calls a service) is never
 * chosen in a browser, so the production bundle gets a stand-in that says fetch is unavailable.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setWebpackConfig({ plugins: [renderConsentBannerAtOnce] });
    return;
  }
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    module: {
      rules: [
        // @emotion/react imports this package bare (an artefact of how it is bundled) and uses it only
        // in withTheme, which the site does not. The package has no side effects but does not say so,
        // so that bare import alone kept all of it (about 1 KB of gzip) on every page.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      new NormalModuleReplacementPlugin(
        /[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
        path.resolve('build/no-browser-apis.js'),
      ),
      new NormalModuleReplacementPlugin(
        /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
        path.resolve('build/axios-no-fetch-adapter.js'),
      ),
      plugins.banner({
        banner: COMPILE_HINT,
        raw: true,
        test: /\.js$/,
        stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
    ],
  });
};

/**
 * robots.txt names the sitemap by absolute address, so it is written for the configured siteUrl.
 * gatsby-plugin-sitemap (whose onPostBuild runs before the site's own) names its index
 * sitemap-index.xml; crawlers look for /sitemap.xml first. Last, the service worker is written
 * for every page built (see gatsby-config.ts for why it is ours and not gatsby-plugin-offline),
 * after the pages start their scripts only once painted, so it saves the pages as served.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const publicDir = path.resolve('./public');
  reporter.info(
    `${await startScriptsAfterPaintInPages(publicDir)} pages start their scripts after the first paint`,
  );
  await writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl));
  await copyFile(path.join(publicDir, 'sitemap-index.xml'), path.join(publicDir, 'sitemap.xml'));

  const result = await graphql<{ allSitePage: { nodes: { path: string }[] } }>(
    'query { allSitePage { nodes { path } } }',
  );
  const pages = result.data?.allSitePage.nodes;
  if (result.errors || !pages) {
    reporter.panic('Could not list the built pages for the service worker', result.errors);
    return;
  }
  const manifest = await writeServiceWorker(
    publicDir,
    pages.map((page) => page.path),
  );
  reporter.info(`Wrote sw.js, which saves ${manifest.pages.length} files for offline use`);
};
