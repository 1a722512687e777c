import type { GatsbyConfig } from 'gatsby';

const config: GatsbyConfig = {
  siteMetadata: { title: 'Baseline', siteUrl: 'http://localhost' },
  trailingSlash: 'never',
  graphqlTypegen: false,
  plugins: [],
};

export default config;
