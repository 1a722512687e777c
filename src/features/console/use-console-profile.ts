import type { ConsoleProfile } from '@lendbridge/contract';
import * as React from 'react';

/** Who is logged in to the console, read from the gateway afresh on each page (ConsoleLayout). */
export const ConsoleProfileContext = React.createContext<ConsoleProfile | null>(null);

/** Inside the console's pages, below ConsoleLayout's session check. */
export function useConsoleProfile(): ConsoleProfile {
  const profile = React.useContext(ConsoleProfileContext);
  if (!profile) throw new Error('useConsoleProfile is used outside ConsoleLayout');
  return profile;
}
