import Button from '@mui/material/Button';
import { Link } from 'gatsby';
import * as React from 'react';
import type { AnalyticsConfig } from '../analytics-config';
import { CONSENT_CHOICE_ATTRIBUTE, consentStore } from '../consent-store';
import * as styles from './consent-banner.module.css';

/**
 * Asks whether we may measure the site, with accepting and refusing equally easy. It sits over
 * the bottom of the page (fixed, so nothing moves when it appears) and takes no focus unless the
 * visitor reopened it from the footer. Shown by ConsentRoot, which decides when to ask. Its buttons
 * are answered by the page's <head> script (CONSENT_SCRIPT), which works before this has hydrated.
 * It loads, apart from the page, for every new visitor; MUI's Button is on every page already.
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
    <section aria-labelledby="consent-heading" className={styles.banner}>
      <h2 id="consent-heading" className={styles.heading}>
        May we measure how the site works for you?
      </h2>
      <p className={styles.text}>
        With your permission we collect {what.join(' and ')} to find slow or broken pages. Nothing is used for
        advertising, and you can change your mind from “Analytics settings” at the foot of our public pages.
        See our <Link to="/privacy-policy">privacy policy</Link>.
      </p>
      <div className={styles.choices}>
        <Button ref={firstButton} variant="contained" {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'granted' }}>
          Accept analytics
        </Button>
        <Button variant="contained" {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'denied' }}>
          Reject analytics
        </Button>
      </div>
    </section>
  );
}
