import * as React from 'react';
import { HydratesLate, whenHydrated } from './progressive-hydration';

type Subscribe = (onChange: () => void) => () => void;

// Set once the page and its deferred regions (progressive-hydration.tsx) have hydrated: every
// component mounted after that is not being hydrated, so it may read the browser's value at once.
let hydrated = false;

/**
 * `useSyncExternalStore` whose renders on the server and while hydrating use `getServerSnapshot`,
 * and after that `getSnapshot`. React keeps that contract itself; the site's build renders with
 * Preact (see gatsby-config.ts), whose `useSyncExternalStore` always calls `getSnapshot`: on the
 * server that reads browser globals, and while hydrating it would draw what the pre-rendered HTML
 * does not hold. Holding the first render to the server's snapshot keeps both engines alike.
 */
export function useClientSnapshot<T>(
  subscribe: Subscribe,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  // A region hydrating late meets the build's elements, so it starts from the build's value too.
  const late = React.useContext(HydratesLate);
  const [afterHydration, setAfterHydration] = React.useState(hydrated && !late);
  React.useEffect(
    () =>
      whenHydrated(() => {
        hydrated = true;
        setAfterHydration(true);
      }),
    [],
  );
  return React.useSyncExternalStore(
    subscribe,
    afterHydration ? getSnapshot : getServerSnapshot,
    getServerSnapshot,
  );
}
