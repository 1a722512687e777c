import Cookies from 'js-cookie';

/**
 * The visitor's analytics choice. 'unknown' until they choose; the build has no visitor, so
 * pre-rendered pages also start from 'unknown' and show nothing. It is kept in a first-party
 * cookie rather than localStorage because ending a session clears localStorage (SPEC.md §4),
 * and logging out must not forget a refusal.
 */
export type ConsentChoice = 'granted' | 'denied';
export type ConsentState = ConsentChoice | 'unknown';

export const CONSENT_COOKIE = 'lb_analytics_consent';
const REMEMBER_DAYS = 365;

type Listener = () => void;
const listeners = new Set<Listener>();
let reopened = false;
// This page view's choice, for when cookies are blocked and cannot remember it.
let chosen: ConsentChoice | undefined;

function read(): ConsentState {
  const stored = Cookies.get(CONSENT_COOKIE);
  if (stored === 'granted' || stored === 'denied') return stored;
  return chosen ?? 'unknown';
}

function notify() {
  for (const listener of listeners) listener();
}

export const consentStore = {
  get: read,
  /** Whether the banner is open: no choice yet, or reopened from the footer. */
  isAsking: () => reopened || read() === 'unknown',
  choose(choice: ConsentChoice) {
    Cookies.set(CONSENT_COOKIE, choice, {
      expires: REMEMBER_DAYS,
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    });
    chosen = Cookies.get(CONSENT_COOKIE) === choice ? undefined : choice;
    reopened = false;
    notify();
  },
  reopen() {
    reopened = true;
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
