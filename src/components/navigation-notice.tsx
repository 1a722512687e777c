import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import * as React from 'react';
import { navigationProgress } from '../lib/navigation-progress';

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
    <Box
      aria-live="polite"
      aria-atomic="true"
      data-testid="navigation-notice"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'snackbar', pointerEvents: 'none' }}
    >
      {delayed ? (
        <>
          <LinearProgress aria-hidden="true" />
          <Box
            role="status"
            sx={{
              mx: 'auto',
              mt: 1,
              width: 'fit-content',
              px: 2,
              py: 1,
              borderRadius: 1,
              bgcolor: '#1f2937',
              color: '#ffffff',
              fontSize: '0.875rem',
              boxShadow: 3,
            }}
          >
            Loading the page, please wait…
          </Box>
        </>
      ) : null}
    </Box>
  );
}
