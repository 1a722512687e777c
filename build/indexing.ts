import { OFFLINE_PAGE } from '../src/service-worker/routing';

/**
 * What search engines may index. Account, dashboard, lender workspace and console pages are personal and
 * useless in results: they are left out of the sitemap and disallowed in robots.txt (their pages
 * also say noindex, which covers links to them found elsewhere).
 */
export const PRIVATE_SECTIONS = ['/admin', '/dashboard', '/lender', '/user', '/email-preferences'] as const;

/**
 * Minimatch patterns for gatsby-plugin-sitemap: each section and everything under it, and the
 * offline page (the service worker's answer to an unsaved page opened offline, no search result).
 */
export const sitemapExcludes = [
  ...PRIVATE_SECTIONS.flatMap((section) => [section, `${section}/**`]),
  OFFLINE_PAGE,
];

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_SECTIONS.flatMap((section) => [`Disallow: ${section}$`, `Disallow: ${section}/`]),
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
