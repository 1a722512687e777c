import { siteEnv, type SiteEnv } from '../../config/env';

/** The analytics part of the site's configuration (read and checked in src/config/env.ts). */
export type AnalyticsConfig = Pick<SiteEnv, 'gtmId' | 'gaId' | 'vitalsUrl'>;

export const analyticsConfig: AnalyticsConfig = {
  gtmId: siteEnv.gtmId,
  gaId: siteEnv.gaId,
  vitalsUrl: siteEnv.vitalsUrl,
};

export const isAnalyticsConfigured = (config: AnalyticsConfig = analyticsConfig): boolean =>
  Boolean(config.gtmId || config.gaId || config.vitalsUrl);
