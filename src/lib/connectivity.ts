import * as React from 'react';

/**
 * Whether the browser has a network connection, as `navigator.onLine` and its `online` and
 * `offline` events tell it. Being "online" does not promise the APIs answer; being offline does
 * promise every call would fail, which is what the site uses it for: not making those calls.
 */
type Listener = () => void;

const isOnline = () => navigator.onLine;

function subscribe(listener: Listener): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

// The build cannot know; a pre-rendered page starts as online, which draws no offline notice into the HTML.
const onlineOnServer = () => true;

export function useOnline(): boolean {
  return React.useSyncExternalStore(subscribe, isOnline, onlineOnServer);
}

/** Calls `reconnected` each time the connection comes back, until the returned function is called. */
export function onReconnect(reconnected: Listener): () => void {
  window.addEventListener('online', reconnected);
  return () => window.removeEventListener('online', reconnected);
}

/** Runs `reconnected` each time the connection comes back, for as long as the component is mounted. */
export function useOnReconnect(reconnected: Listener): void {
  const latest = React.useRef(reconnected);
  React.useEffect(() => {
    latest.current = reconnected;
  });
  React.useEffect(() => onReconnect(() => latest.current()), []);
}
