import * as React from 'react';
import { navigationProgress } from '../lib/navigation-progress';

// The build never navigates; a pre-rendered page starts with nothing to announce.
const notDelayedOnServer = () => false;

// Plain elements and inline styles: this sits in the root wrapper, so it ships with every page's
// entry chunk, and pulling MUI in here would add ~25 KB gzip to every route.
const regionStyle: React.CSSProperties = {
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 1400,
  pointerEvents: 'none',
  textAlign: 'center',
};
const barStyle: React.CSSProperties = { display: 'block', width: '100%', height: 4, margin: 0 };
const messageStyle: React.CSSProperties = {
  display: 'inline-block',
  marginTop: 8,
  padding: '8px 16px',
  borderRadius: 4,
  background: '#1f2937',
  color: '#ffffff',
  font: '500 0.875rem/1.5 Roboto, "Helvetica Neue", Arial, sans-serif',
  boxShadow: '0 3px 5px rgba(0, 0, 0, 0.3)',
};

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
    <div aria-live="polite" aria-atomic="true" data-testid="navigation-notice" style={regionStyle}>
      {delayed ? (
        <>
          {/* A native indeterminate progress bar; the words below say the same for screen readers. */}
          <progress aria-hidden="true" style={barStyle} />
          <div role="status" style={messageStyle}>
            Loading the page, please wait…
          </div>
        </>
      ) : null}
    </div>
  );
}
