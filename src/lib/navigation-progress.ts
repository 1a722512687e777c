/**
 * Whether a page navigation has been waiting for its resources longer than Gatsby's threshold (1000
 * ms, docs/requirements.md#c-navigation-notice). Gatsby only fires `onRouteUpdateDelayed` and
 * `onRouteUpdate` from gatsby-browser; this small store carries that to the notice, which lives
 * inside React.
 */
type Listener = () => void;

let delayed = false;
const listeners = new Set<Listener>();

function set(next: boolean) {
  if (next === delayed) return;
  delayed = next;
  for (const listener of listeners) listener();
}

export const navigationProgress = {
  delayed: () => set(true),
  done: () => set(false),
  isDelayed: () => delayed,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
