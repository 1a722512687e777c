/**
 * Analytics are off unless configured: with none of these set the site makes no third-party
 * request and asks no one for consent. Gatsby inlines each GATSBY_* by its literal name.
 */
export interface AnalyticsConfig {
  /** Google Tag Manager container, GTM-XXXXXXX. */
  gtmId: string | undefined;
  /** Google Analytics 4 measurement ID, G-XXXXXXXXXX. */
  gaId: string | undefined;
  /** Where Web Vitals are sent (POST, JSON array), e.g. https://vitals.example.com/collect. */
  vitalsUrl: string | undefined;
}

export function readAnalyticsConfig(raw: Record<keyof AnalyticsConfig, string | undefined>): AnalyticsConfig {
  const problems: string[] = [];
  const id = (key: string, value: string | undefined, pattern: RegExp) => {
    if (!value) return undefined;
    if (!pattern.test(value)) problems.push(`${key} does not look like an ID of its kind (got "${value}")`);
    return value;
  };
  let vitalsUrl = raw.vitalsUrl || undefined;
  if (vitalsUrl) {
    try {
      if (!/^https?:$/.test(new URL(vitalsUrl).protocol)) throw new Error('protocol');
    } catch {
      problems.push(`GATSBY_VITALS_URL must be an http(s) URL (got "${vitalsUrl}")`);
      vitalsUrl = undefined;
    }
  }
  const config = {
    gtmId: id('GATSBY_GTM_ID', raw.gtmId, /^GTM-[A-Z0-9]+$/),
    gaId: id('GATSBY_GA_ID', raw.gaId, /^G-[A-Z0-9]+$/),
    vitalsUrl,
  };
  if (problems.length > 0)
    throw new Error(`Invalid analytics configuration:\n  - ${problems.join('\n  - ')}`);
  return config;
}

export const analyticsConfig: AnalyticsConfig = readAnalyticsConfig({
  gtmId: process.env.GATSBY_GTM_ID,
  gaId: process.env.GATSBY_GA_ID,
  vitalsUrl: process.env.GATSBY_VITALS_URL,
});

export const isAnalyticsConfigured = (config: AnalyticsConfig = analyticsConfig): boolean =>
  Boolean(config.gtmId || config.gaId || config.vitalsUrl);
