import type { LenderProfile } from '@lendbridge/contract';
import * as React from 'react';

/** Who is logged in to the workspace, read from the gateway afresh on each page (LenderLayout). */
export const LenderProfileContext = React.createContext<LenderProfile | null>(null);

/** Inside the workspace's pages, below LenderLayout's session check. */
export function useLenderProfile(): LenderProfile {
  const profile = React.useContext(LenderProfileContext);
  if (!profile) throw new Error('useLenderProfile is used outside LenderLayout');
  return profile;
}
