import type { GatsbyConfig } from 'gatsby';

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
  ],
};

export default config;
