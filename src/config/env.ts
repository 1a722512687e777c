/**
 * The site's configuration. Gatsby inlines each `process.env.GATSBY_*` at build time, so they
 * must be read by their literal names; every bad value is reported at once.
 */
export interface SiteEnv {
  apiUrl: string;
  institutionsApiUrl: string;
  siteUrl: string;
  currency: string;
  locale: string;
}

export function readSiteEnv(raw: Record<keyof SiteEnv, string | undefined>): SiteEnv {
  const problems: string[] = [];
  const url = (key: string, value: string | undefined, fallback: string): string => {
    const candidate = value && value !== '' ? value : fallback;
    try {
      const parsed = new URL(candidate);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
      return candidate.replace(/\/+$/, '');
    } catch {
      problems.push(`${key} must be an http(s) URL (got "${candidate}")`);
      return fallback;
    }
  };
  const env: SiteEnv = {
    apiUrl: url('GATSBY_API_URL', raw.apiUrl, 'http://localhost:5000'),
    institutionsApiUrl: url('GATSBY_INSTITUTIONS_API_URL', raw.institutionsApiUrl, 'http://localhost:5100'),
    siteUrl: url('GATSBY_SITE_URL', raw.siteUrl, 'http://localhost:8000'),
    currency: raw.currency && raw.currency !== '' ? raw.currency : 'NGN',
    locale: raw.locale && raw.locale !== '' ? raw.locale : 'en-NG',
  };
  if (!/^[A-Z]{3}$/.test(env.currency))
    problems.push(`GATSBY_CURRENCY must be an ISO 4217 code (got "${env.currency}")`);
  try {
    // Checks the tag's syntax without loading the locale's data, which a formatter would do at
    // start-up, before the page has hydrated.
    Intl.getCanonicalLocales(env.locale);
  } catch {
    problems.push(`GATSBY_LOCALE must be a BCP 47 locale (got "${env.locale}")`);
  }
  if (problems.length > 0) throw new Error(`Invalid site configuration:\n  - ${problems.join('\n  - ')}`);
  return env;
}

export const siteEnv: SiteEnv = readSiteEnv({
  apiUrl: process.env.GATSBY_API_URL,
  institutionsApiUrl: process.env.GATSBY_INSTITUTIONS_API_URL,
  siteUrl: process.env.GATSBY_SITE_URL,
  currency: process.env.GATSBY_CURRENCY,
  locale: process.env.GATSBY_LOCALE,
});
