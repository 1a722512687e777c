import Alert from '@mui/material/Alert';
import * as React from 'react';
import { useOnline } from '../lib/connectivity';

/**
 * Says, while the browser is offline, what that means on this page. The live region is always in
 * the page and empty until needed (as in NavigationNotice), because screen readers announce a
 * change to a region that exists and may miss one inserted together with its text.
 */
export function OfflineNotice({ children }: { children: React.ReactNode }) {
  const online = useOnline();
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="offline-notice">
      {online ? null : (
        <Alert sx={{ mb: 3, alignItems: 'center' }} severity="warning" role="status">
          {children}
        </Alert>
      )}
    </div>
  );
}

/**
 * Mounts its children once the browser is online, and keeps them mounted after that: content that
 * loads from the APIs makes no call bound to fail while offline (the page's OfflineNotice says why
 * it waits), and what was loaded, or typed into a form, stays if the connection drops later.
 */
export function ShowOnceOnline({
  children,
  fallback = null,
}: {
  children: React.ReactNode;
  /** What shows until then. */
  fallback?: React.ReactNode;
}) {
  const online = useOnline();
  const [shown, setShown] = React.useState(online);
  // Derived during render (React's pattern for state that follows a changing value), so the
  // children appear in the same render that sees the connection come back.
  if (online && !shown) setShown(true);
  return <>{shown ? children : fallback}</>;
}
