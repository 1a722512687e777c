import * as React from 'react';
import { analyticsConfig, isAnalyticsConfigured, type AnalyticsConfig } from '../analytics-config';
import { consentStore } from '../consent-store';
import { useClientSnapshot } from '../../../lib/client-snapshot';
import { ConsentBanner } from './consent-banner-loader';

/**
 * Shows the consent banner when analytics are configured and the visitor has not chosen (or
 * reopened it). The build draws it into every page for a visitor who has not chosen, and the
 * browser hydrates it as the page shows it (see CONSENT_ASKING_ATTRIBUTE).
 */
export function ConsentRoot({ config = analyticsConfig }: { config?: AnalyticsConfig }) {
  const asking = useClientSnapshot(
    consentStore.subscribe,
    consentStore.isAsking,
    consentStore.askingInMarkup,
  );
  if (!isAnalyticsConfigured(config) || !asking) return null;
  return (
    <React.Suspense fallback={null}>
      <ConsentBanner config={config} />
    </React.Suspense>
  );
}
