import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { Link } from '../../../lib/link';
import { siteTheme } from '../../../theme/site-theme';
import type { AnalyticsConfig } from '../analytics-config';
import { CONSENT_ASKING_ATTRIBUTE, CONSENT_CHOICE_ATTRIBUTE, consentStore } from '../consent-store';

/**
 * Asks whether we may measure the site, with accepting and refusing equally easy. It sits over
 * the bottom of the page (fixed, so nothing moves when it appears) and takes no focus unless the
 * visitor reopened it from the footer. Shown by ConsentRoot, which decides when to ask. Its buttons
 * are answered by the page's <head> script (CONSENT_SCRIPT), which works before this has hydrated.
 */
export function ConsentBanner({ config }: { config: AnalyticsConfig }) {
  const firstButton = React.useRef<HTMLButtonElement>(null);
  // Reopened from the footer: the visitor asked for it, so take them to the choice. (A visitor
  // who has chosen also meets the build's hidden copy while the page hydrates: not asked, no focus.)
  React.useEffect(() => {
    if (consentStore.get() !== 'unknown' && consentStore.isAsking()) firstButton.current?.focus();
  }, []);

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
          // The build's copy, in every page, shows only where the page's <head> script found no choice.
          [`html:not([${CONSENT_ASKING_ATTRIBUTE}]) &`]: { display: 'none' },
        }}
      >
        <Typography id="consent-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          May we measure how the site works for you?
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, mb: 1.5 }}>
          With your permission we collect {what.join(' and ')} to find slow or broken pages. Nothing is used
          for advertising, and you can change your mind from “Analytics settings” at the foot of our public
          pages. See our <Link to="/privacy-policy">privacy policy</Link>.
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button ref={firstButton} variant="contained" {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'granted' }}>
            Accept analytics
          </Button>
          <Button variant="contained" {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'denied' }}>
            Reject analytics
          </Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
