import * as React from 'react';
import { Provider } from 'react-redux';
import { NavigationNotice } from '../components/navigation-notice';
import { AuthSessionSync } from '../features/auth/components/auth-session-sync';
import { ConsentRoot } from '../features/consent/components/consent-root';
import { makeStore, type AppStore } from './store';

/**
 * Wraps every page, identically in the build and the browser, so hydration matches. The store's
 * first state is the state the build rendered with, and it is handed to react-redux as the
 * server's (`serverState`): a part of the page that hydrates after the store has moved on (the
 * stored session read, a wizard's answers restored) first renders from that state, as the build
 * did, and then updates, instead of meeting different markup and being drawn again from scratch.
 */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  const [store] = React.useState<AppStore>(() => makeStore());
  const [builtState] = React.useState(() => store.getState());
  return (
    <Provider store={store} serverState={builtState}>
      <AuthSessionSync />
      {children}
      <NavigationNotice />
      <ConsentRoot />
    </Provider>
  );
}
