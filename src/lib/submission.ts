import * as React from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the build pre-renders and while the browser hydrates that HTML, true afterwards:
 * browser-only data (sessionStorage, the query string) can then appear without a hydration mismatch.
 */
export function useHasMounted(): boolean {
  return React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Runs one submission at a time. The ref stops a second submit in the same tick, before the
 * disabled button has even rendered; `submitting` drives that disabled state.
 */
export function useSubmission() {
  const busy = React.useRef(false);
  const [submitting, setSubmitting] = React.useState(false);
  const run = React.useCallback(async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      await work();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, []);
  return { submitting, run };
}
