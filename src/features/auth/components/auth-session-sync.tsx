import * as React from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { watchSession } from '../session-sync';

/**
 * Mounted once at the root. Reading storage in an effect, not during render, keeps the first
 * browser render identical to the logged-out HTML the build produced.
 */
export function AuthSessionSync() {
  const dispatch = useAppDispatch();
  React.useEffect(() => watchSession(dispatch), [dispatch]);
  return null;
}
