import type { ServerConfig } from '../config/env';
import { originOf, type SitePolicyOptions } from './security-headers';

type Env = Record<string, string | undefined>;

// Google's tag manager loads from one host and reports to these; allowed only when an ID is set.
const GOOGLE_TAG_SCRIPTS = ['https://www.googletagmanager.com'];
const GOOGLE_TAG_BEACONS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/**
 * The GATSBY_* values the build inlines. The API addresses follow the ports `npm start` uses
 * unless they are set, so a second checkout on other ports builds a site that calls its own APIs.
 */
export function siteBuildEnv(config: ServerConfig, env: Env = process.env): Env {
  return {
    ...env,
    GATSBY_API_URL: env.GATSBY_API_URL ?? `http://localhost:${config.gatewayPort}`,
    GATSBY_INSTITUTIONS_API_URL:
      env.GATSBY_INSTITUTIONS_API_URL ?? `http://localhost:${config.institutionsPort}`,
    GATSBY_SITE_URL: env.GATSBY_SITE_URL ?? config.siteUrl,
    GATSBY_TELEMETRY_DISABLED: '1',
  };
}

/**
 * What the served pages may load and call, from the same values the build inlined: the two APIs,
 * and the analytics hosts only when analytics are configured (none by default).
 */
export function sitePolicyOptions(buildEnv: Env): SitePolicyOptions {
  const tagManager = Boolean(buildEnv.GATSBY_GTM_ID || buildEnv.GATSBY_GA_ID);
  const connectOrigins = [
    originOf(buildEnv.GATSBY_API_URL),
    originOf(buildEnv.GATSBY_INSTITUTIONS_API_URL),
    originOf(buildEnv.GATSBY_VITALS_URL),
  ].filter((origin): origin is string => origin !== undefined);
  return {
    connectOrigins: tagManager ? [...connectOrigins, ...GOOGLE_TAG_BEACONS] : connectOrigins,
    scriptOrigins: tagManager ? GOOGLE_TAG_SCRIPTS : [],
    imageOrigins: tagManager ? GOOGLE_TAG_BEACONS : [],
    https: originOf(buildEnv.GATSBY_SITE_URL)?.startsWith('https:') ?? false,
  };
}
