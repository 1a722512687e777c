import * as React from 'react';
import { navigationProgress } from '../lib/navigation-progress';

/*
 * Inline styles: this is in the app's own bundle, ahead of the theme, and a stylesheet of its own
 * was ordered differently from the layouts' fonts in each page's CSS (mini-css-extract's
 * "Conflicting order").
 */
const REGION: React.CSSProperties = {
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 1400,
  pointerEvents: 'none',
  textAlign: 'center',
};
const BAR: React.CSSProperties = { display: 'block', width: '100%', height: 4, margin: 0 };
const MESSAGE: React.CSSProperties = {
  display: 'inline-block',
  marginTop: 8,
  padding: '8px 16px',
  borderRadius: 4,
  background: '#1f2937',
  color: '#ffffff',
  font: "500 0.875rem/1.5 Roboto, 'Helvetica Neue', Arial, sans-serif",
  boxShadow: '0 3px 5px rgba(0, 0, 0, 0.3)',
};

// The build never navigates; a pre-rendered page starts with nothing to announce.
const notDelayedOnServer = () => false;

/**
 * Shown when a navigation takes longer than a second. The live region is always in the page,
 * empty until needed, because screen readers announce changes to a live region that already
 * exists and may miss one inserted together with its text. It takes the status role only while
 * it speaks, so pages keep their own single status message the rest of the time.
 */
export function NavigationNotice() {
  const delayed = React.useSyncExternalStore(
    navigationProgress.subscribe,
    navigationProgress.isDelayed,
    notDelayedOnServer,
  );
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="navigation-notice" style={REGION}>
      {delayed ? (
        <>
          {/* A native indeterminate progress bar; the words below say the same for screen readers. */}
          <progress aria-hidden="true" style={BAR} />
          <div role="status" style={MESSAGE}>
            Loading the page, please wait…
          </div>
        </>
      ) : null}
    </div>
  );
}
