import { CacheProvider } from '@emotion/react';
import * as React from 'react';
import { createEmotionCache } from '../lib/emotion-cache';
import { RootWrapper } from './root-wrapper';

// One cache for the browser's lifetime; it adopts the styles the build put in the HTML.
const emotionCache = createEmotionCache();

/** What wraps every page in the browser: emotion's cache around the root wrapper of the build. */
export function ClientRoot({ children }: { children: React.ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <RootWrapper>{children}</RootWrapper>
    </CacheProvider>
  );
}
