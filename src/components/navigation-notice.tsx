import * as React from 'react';
import { navigationProgress } from '../lib/navigation-progress';
import * as styles from './navigation-notice.module.css';

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
    <div aria-live="polite" aria-atomic="true" data-testid="navigation-notice" className={styles.region}>
      {delayed ? (
        <>
          {/* A native indeterminate progress bar; the words below say the same for screen readers. */}
          <progress aria-hidden="true" className={styles.bar} />
          <div role="status" className={styles.message}>
            Loading the page, please wait…
          </div>
        </>
      ) : null}
    </div>
  );
}
