/** Debian's Chromium, never a downloaded browser; CHROMIUM_PATH points elsewhere if needed. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless-friendly flags for every Chromium we launch (browser tests, Lighthouse, the size
 * check): no sandbox (containers), no GPU, and no calls to Google's services, which a closed
 * network would leave it retrying.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
