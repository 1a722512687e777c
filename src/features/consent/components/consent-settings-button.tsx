import Button from '@mui/material/Button';
import * as React from 'react';
import { analyticsConfig, isAnalyticsConfigured, type AnalyticsConfig } from '../analytics-config';
import { consentStore } from '../consent-store';

/** The footer's way back to the analytics choice; absent when there is nothing to choose. */
export function ConsentSettingsButton({ config = analyticsConfig }: { config?: AnalyticsConfig }) {
  if (!isAnalyticsConfigured(config)) return null;
  return (
    <Button
      variant="text"
      color="inherit"
      size="small"
      onClick={() => consentStore.reopen()}
      sx={{ display: 'flex', mt: 1, px: 0, textTransform: 'none', textDecoration: 'underline' }}
    >
      Analytics settings
    </Button>
  );
}
