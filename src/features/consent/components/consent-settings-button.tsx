import * as React from 'react';
import { analyticsConfig, isAnalyticsConfigured, type AnalyticsConfig } from '../analytics-config';
import { consentStore } from '../consent-store';
import * as styles from './consent-settings-button.module.css';

/** The footer's way back to the analytics choice; absent when there is nothing to choose. */
export function ConsentSettingsButton({ config = analyticsConfig }: { config?: AnalyticsConfig }) {
  if (!isAnalyticsConfigured(config)) return null;
  return (
    <button type="button" className={styles.settings} onClick={() => consentStore.reopen()}>
      Analytics settings
    </button>
  );
}
