import * as React from 'react';
import { Provider } from 'react-redux';
import { NavigationNotice } from '../components/navigation-notice';
import { AuthSessionSync } from '../features/auth/components/auth-session-sync';
import { ConsentRoot } from '../features/consent/components/consent-root';
import { makeStore, type AppStore } from './store';

/** Wraps every page, identically in the build and the browser, so hydration matches. */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  const [store] = React.useState<AppStore>(() => makeStore());
  return (
    <Provider store={store}>
      <AuthSessionSync />
      {children}
      <NavigationNotice />
      <ConsentRoot />
    </Provider>
  );
}
