import { analyticsConfig, isAnalyticsConfigured, type AnalyticsConfig } from './analytics-config';
import { consentStore } from './consent-store';
import { createVitalsReporter } from './vitals-reporter';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let started = false;
let gaId: string | undefined;

function loadScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function gtag(..._args: unknown[]) {
  // gtag.js reads Arguments objects from the dataLayer, not arrays.
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

async function start(config: AnalyticsConfig) {
  const granted = () => consentStore.get() === 'granted';
  if (config.gtmId) {
    (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmId)}`);
  }
  if (config.gaId) {
    gaId = config.gaId;
    gtag('js', new Date());
    gtag('config', config.gaId, { anonymize_ip: true });
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.gaId)}`);
  }
  if (config.vitalsUrl) {
    const reporter = createVitalsReporter({ url: config.vitalsUrl, allowed: granted });
    // Loaded only after consent: visitors who decline never download it.
    const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
    for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(reporter.report);
    // The last values arrive as the page is hidden; send them before it may be discarded.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') reporter.flush();
    });
  }
}

/**
 * Starts analytics once the visitor accepts, now or later in the visit; does nothing at all
 * when no analytics are configured. Scripts already loaded cannot be unloaded after a later
 * refusal, so Web Vitals stop at once and tags stop with the next page load.
 */
export function startAnalyticsWhenConsented(config: AnalyticsConfig = analyticsConfig) {
  if (!isAnalyticsConfigured(config)) return;
  consentStore.takeChoicesFromThePage();
  const apply = () => {
    if (started || consentStore.get() !== 'granted') return;
    started = true;
    void start(config);
  };
  apply();
  consentStore.subscribe(apply);
}

/** Gatsby changes pages without loading them; analytics would otherwise see only the first. */
export function trackPageView(path: string) {
  if (started && gaId && consentStore.get() === 'granted') gtag('event', 'page_view', { page_path: path });
}
