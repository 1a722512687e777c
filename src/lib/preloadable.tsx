import * as React from 'react';

/**
 * A component whose code loads apart from the page (React.lazy), with a way to fetch it ahead of
 * time. One first drawn after its code has arrived is drawn at once: React.lazy alone suspends
 * even then, and React holds back the content for up to 300 ms, so a Tab pressed meanwhile would
 * skip what was about to appear. Each instance keeps the form it started with, so one drawn
 * before its code arrived is not mounted again (losing its state) when the code is in.
 */
export function preloadable<P extends object>(load: () => Promise<React.ComponentType<P>>) {
  let loaded: React.ComponentType<P> | undefined;
  const fetch = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = React.lazy(() => fetch().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const [Loaded] = React.useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  // A failed download is tried again when the component is drawn.
  const preload = () => void fetch().catch(() => undefined);
  return { Component: Preloadable, preload };
}
