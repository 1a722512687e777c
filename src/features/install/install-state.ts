import Cookies from 'js-cookie';
import * as React from 'react';

/*
 * When to offer "Install Lendbridge": from a borrower's second visit to the dashboard on (someone
 * who came back), never on the first, until they answer it once. Kept in a cookie rather than
 * local storage, which logging out clears, so "no thanks" holds for good on this browser. Nothing
 * personal: a count of visits, or "answered".
 */
export const INSTALL_COOKIE = 'lb_install_offer';
const ANSWERED = 'answered';
// A visit is a tab's session: moving between dashboard pages, or reloading, is the same visit.
const VISIT_MARK = 'lb_dashboard_visit';
const A_YEAR_IN_DAYS = 365;

/** Chromium's event, fired when the site can be installed; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Holds the browser's install prompt for the offer instead of letting the browser show its own
 * bar at a moment of its choosing. Listening from module load: the event may fire early.
 */
export function listenForInstallPrompt(): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  };
  const onInstalled = () => {
    deferredPrompt = null;
    markAnswered();
    notify();
  };
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

if (typeof window !== 'undefined') listenForInstallPrompt();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The install prompt the browser offered, once it has. */
export function useInstallPrompt(): BeforeInstallPromptEvent | null {
  return React.useSyncExternalStore(
    subscribe,
    () => deferredPrompt,
    () => null,
  );
}

/** Shows the browser's prompt, once: the event cannot be used twice, whatever the answer. */
export async function promptInstall(event: BeforeInstallPromptEvent): Promise<void> {
  deferredPrompt = null;
  markAnswered();
  notify();
  await event.prompt();
}

/** Counts this visit to the dashboard (once per tab session) and answers the visits so far. */
export function countDashboardVisit(): number {
  const stored = Cookies.get(INSTALL_COOKIE);
  if (stored === ANSWERED) return 0;
  const visits = Number(stored) || 0;
  if (sessionStorage.getItem(VISIT_MARK) !== null) return visits;
  sessionStorage.setItem(VISIT_MARK, '1');
  setCookie(String(visits + 1));
  return visits + 1;
}

export function isAnswered(): boolean {
  return Cookies.get(INSTALL_COOKIE) === ANSWERED;
}

export function markAnswered(): void {
  setCookie(ANSWERED);
}

function setCookie(value: string) {
  Cookies.set(INSTALL_COOKIE, value, {
    expires: A_YEAR_IN_DAYS,
    sameSite: 'Strict',
    secure: window.location.protocol === 'https:',
  });
}

/** iOS Safari has no install prompt; it installs from its Share menu. Not when already installed. */
export function needsHomeScreenInstructions(): boolean {
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios && !standalone;
}
