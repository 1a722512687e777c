/*
 * The offline service worker (src/service-worker/) saves about a megabyte of pages and scripts when
 * it installs. Registered while the page starts up, as Gatsby's own registration does, that
 * download and its storage writes compete with the page's own start-up for the network and a
 * phone's few cores. So it is registered once the page has rendered and the browser is idle. What
 * Gatsby's registration does besides is kept: the console error
 * docs/requirements.md#m-service-worker asks for when registration fails or cannot happen, and the
 * flag that makes Gatsby's router load the next page in full once a new worker (a new deploy) has
 * installed.
 */

declare global {
  interface Window {
    /** Read by Gatsby's navigation: set, the next navigation is a full page load. */
    ___swUpdated?: boolean;
  }
}

function whenIdle(callback: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5000 });
  else setTimeout(callback, 1000);
}

function register(url: string) {
  const { protocol, hostname } = window.location;
  if (protocol !== 'https:' && hostname !== 'localhost') {
    console.error('Service workers can only be used over HTTPS, or on localhost for development');
    return;
  }
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(url)
    .then((registration) => {
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          // A worker already controls this page: the one now installed belongs to a newer build.
          if (installing.state === 'installed' && navigator.serviceWorker.controller) {
            window.___swUpdated = true;
          }
        });
      });
    })
    .catch((error: unknown) => {
      console.error('Error during service worker registration:', error);
    });
}

/** Registers `url` (the site's /sw.js) once the browser is idle (after hydrating the page). */
export function registerServiceWorkerWhenSettled(url = '/sw.js') {
  whenIdle(() => register(url));
}
