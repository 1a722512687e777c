import * as React from 'react';
import { analyticsConfig, isAnalyticsConfigured, type AnalyticsConfig } from '../analytics-config';
import { consentStore } from '../consent-store';
import { useClientSnapshot } from '../../../lib/client-snapshot';

// The banner (and the MUI parts it uses) is its own chunk, fetched only for a visitor who is
// being asked: this component sits in the root wrapper, whose code every route loads.
const ConsentBanner = React.lazy(() =>
  import('./consent-banner').then((module) => ({ default: module.ConsentBanner })),
);

// The build has no visitor and so no choice: pre-rendered pages never include the banner.
const notAskingOnServer = () => false;

/** Shows the consent banner when analytics are configured and the visitor has not chosen (or reopened it). */
export function ConsentRoot({ config = analyticsConfig }: { config?: AnalyticsConfig }) {
  const asking = useClientSnapshot(consentStore.subscribe, consentStore.isAsking, notAskingOnServer);
  if (!isAnalyticsConfigured(config) || !asking) return null;
  return (
    <React.Suspense fallback={null}>
      <ConsentBanner config={config} />
    </React.Suspense>
  );
}
