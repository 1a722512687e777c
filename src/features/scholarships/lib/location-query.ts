/**
 * The page's query string lives in the address bar, not in React state, so a search can be
 * shared and survives a reload. It is replaced rather than pushed: a history entry per
 * keystroke would make the back button useless. Gatsby's router keeps its own data in
 * history.state, so that is carried over untouched.
 */
export function readLocationQuery(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

export function replaceLocationQuery(query: string): void {
  if (typeof window === 'undefined') return;
  if (window.location.search === query) return;
  const url = `${window.location.pathname}${query}${window.location.hash}`;
  window.history.replaceState(window.history.state, '', url);
}
