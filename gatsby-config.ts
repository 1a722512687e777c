import type { GatsbyConfig } from 'gatsby';
import { sitemapExcludes } from './build/indexing';
import { siteEnv } from './src/config/env';

const { siteUrl } = siteEnv;

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Lendbridge',
    description:
      'Compare loan offers from regulated lenders, check your eligibility without affecting your credit, and find scholarships.',
    siteUrl,
  },
  // Paths read like the product's routes (docs/requirements.md#pages) (/user/login), with no
  // redirect to a trailing slash.
  trailingSlash: 'never',
  graphqlTypegen: false,
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'blog', path: `${__dirname}/content/blog` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: `${__dirname}/content/pages` } },
    'gatsby-transformer-remark',
    // Writes sitemap-index.xml and sitemap-0.xml from siteMetadata.siteUrl; gatsby-node copies the index to sitemap.xml.
    { resolve: 'gatsby-plugin-sitemap', options: { excludes: sitemapExcludes } },
    // The offline app shell is our own service worker (src/service-worker/, written by
    // gatsby-node's onPostBuild), not gatsby-plugin-offline: that plugin's Workbox 4 worker answers
    // every navigation it holds resources for with a blank app shell (nothing painted before
    // JavaScript runs, nothing at all without it) and serves page-data stale for one visit, and
    // its options cannot change that: runtime routes take only a URL RegExp (which cannot tell a
    // navigation from an API call) and a strategy name, with no fallback, and its defaults are
    // merged into ours index by index. Ours answers pages network-first and, offline, with
    // their own saved HTML.
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: 'Lendbridge',
        short_name: 'Lendbridge',
        description: 'Compare loan offers from regulated lenders and find scholarships.',
        // Launched from the home screen, the app opens where a returning borrower goes: their dashboard
        // (which sends anyone not logged in to the login page).
        start_url: '/dashboard',
        lang: 'en',
        background_color: '#ffffff',
        theme_color: '#663399',
        display: 'minimal-ui',
        // Every icon, the favicon and the Apple touch icons are generated from this one image. Its
        // mark sits inside the central safe zone, so the same image also serves as the maskable
        // icon that Android crops to a circle or squircle.
        icon: 'src/images/icon.svg',
        icons: [
          ...[48, 72, 96, 144, 192, 256, 384, 512].map((size) => ({
            src: `icons/icon-${size}x${size}.png`,
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose: 'any',
          })),
          { src: 'icons/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    },
  ],
};

export default config;
