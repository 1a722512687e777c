/*
 * Presses made before the page's scripts have run. Until React has taken the page over, a button
 * in the pre-rendered HTML does nothing when pressed, and a form's submit button would send the
 * form the browser's way (a full page load that drops what was typed). A one-line <head> script
 * (EARLY_PRESSES_SCRIPT, put in every page by gatsby-ssr.tsx) holds such presses and submissions
 * until the page's shell has hydrated (Gatsby's onInitialClientRender, gatsby-browser.tsx); then
 * they are pressed again, in order, and reach the components' own handlers, and the script stops
 * holding. A held press is stopped before it reaches React's listener on the page's root, so it
 * takes effect once, from the replay. Nothing here reads React's or Gatsby's internals. Links are
 * left alone: they work as links before any script.
 */

declare global {
  interface Window {
    /** Buttons pressed and forms submitted before the page hydrated, in order. */
    ___earlyPresses?: Element[];
  }
}

/** Plain ES5 and identical on every page, so the Content-Security-Policy names one hash for it. */
export const EARLY_PRESSES_SCRIPT = `(function(){var held=window.___earlyPresses=[];function hold(event,target){if(!window.___earlyPresses)return;event.preventDefault();event.stopPropagation();held.push(target)}document.addEventListener('click',function(event){var button=event.target.closest&&event.target.closest('button');if(button&&!button.disabled)hold(event,button)},true);document.addEventListener('submit',function(event){hold(event,event.target)},true)})();`;

/** Presses again what the script held, now that components answer; then the script stops holding. */
export function replayEarlyPresses(): void {
  const held = window.___earlyPresses ?? [];
  window.___earlyPresses = undefined;
  for (const target of held) {
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
  }
}
