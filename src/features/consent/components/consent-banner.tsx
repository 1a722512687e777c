import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { Link } from '../../../lib/link';
import { siteTheme } from '../../../theme/site-theme';
import { analyticsConfig, isAnalyticsConfigured, type AnalyticsConfig } from '../analytics-config';
import { consentStore } from '../consent-store';

// The build has no visitor and so no choice: pre-rendered pages never include the banner.
const notAskingOnServer = () => false;

/**
 * Asks once whether we may measure the site, with accepting and refusing equally easy. It sits
 * over the bottom of the page (fixed, so nothing moves when it appears) and takes no focus
 * unless the visitor reopened it from the footer.
 */
export function ConsentBanner({ config = analyticsConfig }: { config?: AnalyticsConfig }) {
  const asking = React.useSyncExternalStore(consentStore.subscribe, consentStore.isAsking, notAskingOnServer);
  const firstButton = React.useRef<HTMLButtonElement>(null);
  const reopened = asking && consentStore.get() !== 'unknown';
  React.useEffect(() => {
    if (reopened) firstButton.current?.focus();
  }, [reopened]);
  if (!isAnalyticsConfigured(config) || !asking) return null;

  const what = [
    config.vitalsUrl ? 'page-speed measurements (Web Vitals)' : undefined,
    config.gtmId || config.gaId ? 'Google Analytics visit statistics' : undefined,
  ].filter(Boolean);
  return (
    <ThemeProvider theme={siteTheme}>
      <Paper
        component="section"
        aria-labelledby="consent-heading"
        elevation={8}
        sx={{
          position: 'fixed',
          left: { xs: 8, sm: 16 },
          right: { xs: 8, sm: 'auto' },
          bottom: { xs: 8, sm: 16 },
          maxWidth: 480,
          p: 2,
          zIndex: 'modal',
        }}
      >
        <Typography id="consent-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          May we measure how the site works for you?
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, mb: 1.5 }}>
          With your permission we collect {what.join(' and ')} to find slow or broken pages. Nothing is used
          for advertising, and you can change your mind from “Analytics settings” at the foot of every page.
          See our <Link to="/privacy-policy">privacy policy</Link>.
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button ref={firstButton} variant="contained" onClick={() => consentStore.choose('granted')}>
            Accept analytics
          </Button>
          <Button variant="contained" onClick={() => consentStore.choose('denied')}>
            Reject analytics
          </Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}

/** The footer's way back to the choice; absent when there is nothing to choose. */
export function ConsentSettingsButton({ config = analyticsConfig }: { config?: AnalyticsConfig }) {
  if (!isAnalyticsConfigured(config)) return null;
  return (
    <Button
      variant="text"
      color="inherit"
      size="small"
      onClick={() => consentStore.reopen()}
      sx={{ mt: 1, px: 0, textDecoration: 'underline' }}
    >
      Analytics settings
    </Button>
  );
}
