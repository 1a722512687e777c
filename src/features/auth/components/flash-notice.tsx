import * as React from 'react';
import { useHasMounted } from '../forms';
import { noticeFrom } from '../notice';
import { NoticeAlert } from './form-alerts';

/**
 * Shows the notice the previous page passed in the navigation state. Only after hydration:
 * the pre-rendered HTML has no notice, and a reload keeps the history state.
 */
export function FlashNotice({ locationState }: { locationState: unknown }) {
  const mounted = useHasMounted();
  return <NoticeAlert notice={mounted ? noticeFrom(locationState) : null} />;
}
