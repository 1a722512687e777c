import type { GatsbyConfig } from 'gatsby';
import { sitemapExcludes } from './build/indexing';

const siteUrl = (process.env.GATSBY_SITE_URL || 'http://localhost:8000').replace(/\/+$/, '');

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Lendbridge',
    description:
      'Compare loan offers from regulated lenders, check your eligibility without affecting your credit, and find scholarships.',
    siteUrl,
  },
  // Paths read like SPEC.md's routes (/user/login), with no redirect to a trailing slash.
  trailingSlash: 'never',
  graphqlTypegen: false,
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'blog', path: `${__dirname}/content/blog` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: `${__dirname}/content/pages` } },
    'gatsby-transformer-remark',
    // Writes sitemap-index.xml and sitemap-0.xml from siteMetadata.siteUrl; gatsby-node copies the index to sitemap.xml.
    { resolve: 'gatsby-plugin-sitemap', options: { excludes: sitemapExcludes } },
  ],
};

export default config;
