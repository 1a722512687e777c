import * as React from 'react';
import { analyticsConfig, isAnalyticsConfigured, type AnalyticsConfig } from '../analytics-config';
import { consentStore } from '../consent-store';
import { ConsentBanner } from './consent-banner-loader';

/*
 * The build draws the banner into every page, for a visitor who has not chosen (CSS shows it only
 * to such a visitor: see CONSENT_ASKING_ATTRIBUTE). Hydration meets that markup whoever visits, so
 * it takes it over as it is, and for a visitor who has chosen removes it once the page has
 * hydrated: markup a hydration skips would stay in the page.
 */
const drawnByTheBuild = () => true;

/** Shows the consent banner when analytics are configured and the visitor has not chosen (or reopened it). */
export function ConsentRoot({ config = analyticsConfig }: { config?: AnalyticsConfig }) {
  const asking = React.useSyncExternalStore(consentStore.subscribe, consentStore.isAsking, drawnByTheBuild);
  if (!isAnalyticsConfigured(config) || !asking) return null;
  return (
    <React.Suspense fallback={null}>
      <ConsentBanner config={config} />
    </React.Suspense>
  );
}
