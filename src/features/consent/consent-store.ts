import Cookies from 'js-cookie';

/**
 * The visitor's analytics choice. 'unknown' until they choose. It is kept in a first-party cookie
 * rather than localStorage because ending a session clears localStorage
 * (docs/requirements.md#session-end), and logging out must not forget a refusal.
 */
export type ConsentChoice = 'granted' | 'denied';
export type ConsentState = ConsentChoice | 'unknown';

export const CONSENT_COOKIE = 'lb_analytics_consent';
/** How the choice is stored, by the <head> script and by consentStore.choose alike (a year). */
const COOKIE_ATTRIBUTES = `;path=/;max-age=${365 * 24 * 3600};samesite=lax`;

/**
 * Set on <html> while the banner asks. The build has no visitor: it draws the banner into every
 * page (when analytics are configured), hidden unless <html> carries this attribute, so a new
 * visitor sees it in the first paint rather than after the scripts, and one who has chosen (or
 * has no JavaScript, and so no analytics) never sees it.
 */
export const CONSENT_ASKING_ATTRIBUTE = 'data-consent-asking';

/** On the banner's buttons: the choice each one makes. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';

/** Fired on the document by the <head> script for every press of one of the banner's buttons. */
export const CONSENT_CHOICE_EVENT = 'lb-consent-choice';

declare global {
  interface Window {
    /** The last choice made on this page, kept by the <head> script for the code still loading. */
    ___consentChoice?: string;
  }
}

/**
 * For every page's <head>, before the first paint: marks <html> when no choice is stored, and
 * answers the banner's buttons from then on. The banner shows before the page's scripts have run
 * (they start after the first paint), so a press must count before they have: it hides the banner
 * at once, is stored (as consentStore.choose stores it: a visitor who refuses and moves on before
 * the scripts have run is not asked again) and is handed to the store (takeChoicesFromThePage),
 * now or once its code has loaded.
 * It listens in the capture phase, ahead of React's root: while the banner's lazily loaded code is
 * still on its way, React stops a click on it there (a part it cannot hydrate yet), and a
 * listener after that never heard the press (tests/e2e/before-hydration.spec.ts).
 * ES5 syntax, and the same on every page, so the Content-Security-Policy names one hash for it.
 */
export const CONSENT_SCRIPT = `(function(){var html=document.documentElement;if(!/(?:^|;\\s*)${CONSENT_COOKIE}=(?:granted|denied)(?:;|$)/.test(document.cookie))html.setAttribute('${CONSENT_ASKING_ATTRIBUTE}','');document.addEventListener('click',function(event){var button=event.target.closest&&event.target.closest('[${CONSENT_CHOICE_ATTRIBUTE}]');if(!button)return;var choice=button.getAttribute('${CONSENT_CHOICE_ATTRIBUTE}');html.removeAttribute('${CONSENT_ASKING_ATTRIBUTE}');document.cookie='${CONSENT_COOKIE}='+choice+'${COOKIE_ATTRIBUTES}'+(location.protocol==='https:'?';secure':'');window.___consentChoice=choice;document.dispatchEvent(new CustomEvent('${CONSENT_CHOICE_EVENT}',{detail:choice}))},true)})();`;

type Listener = () => void;
const listeners = new Set<Listener>();
let reopened = false;
let takingChoices = false;
// This page view's choice, for when cookies are blocked and cannot remember it.
let chosen: ConsentChoice | undefined;

function read(): ConsentState {
  const stored = Cookies.get(CONSENT_COOKIE);
  if (stored === 'granted' || stored === 'denied') return stored;
  return chosen ?? 'unknown';
}

function notify() {
  document.documentElement.toggleAttribute(CONSENT_ASKING_ATTRIBUTE, consentStore.isAsking());
  for (const listener of listeners) listener();
}

export const consentStore = {
  get: read,
  /** Whether the banner is open: no choice yet, or reopened from the footer. */
  isAsking: () => reopened || read() === 'unknown',
  choose(choice: ConsentChoice) {
    const secure = window.location.protocol === 'https:' ? ';secure' : '';
    document.cookie = `${CONSENT_COOKIE}=${choice}${COOKIE_ATTRIBUTES}${secure}`;
    chosen = Cookies.get(CONSENT_COOKIE) === choice ? undefined : choice;
    reopened = false;
    notify();
  },
  reopen() {
    reopened = true;
    notify();
  },
  /**
   * Takes the choices made on the banner's buttons (see CONSENT_SCRIPT): one made before this
   * code had loaded, and every later one. Once per page.
   */
  takeChoicesFromThePage() {
    if (takingChoices) return;
    takingChoices = true;
    const take = (choice: unknown) => {
      if (choice === 'granted' || choice === 'denied') consentStore.choose(choice);
    };
    document.addEventListener(CONSENT_CHOICE_EVENT, (event) => {
      if (event instanceof CustomEvent) take(event.detail);
    });
    take(window.___consentChoice);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
