import * as React from 'react';
import { ErrorAlert, StatusAlert } from '../../../components/forms/form-alerts';
import { useHasMounted } from '../../../lib/forms';
import { noticeFrom, type Notice } from '../notice';

/**
 * Shows the notice the previous page passed in the navigation state. Only after hydration:
 * the pre-rendered HTML has no notice, and a reload keeps the history state.
 */
export function FlashNotice({ locationState }: { locationState: unknown }) {
  const mounted = useHasMounted();
  return <NoticeAlert notice={mounted ? noticeFrom(locationState) : null} />;
}

export function NoticeAlert({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return notice.severity === 'error' ? (
    <ErrorAlert message={notice.message} />
  ) : (
    <StatusAlert message={notice.message} severity={notice.severity} />
  );
}
