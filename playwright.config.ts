import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
import { E2E_VITALS_URL } from './tests/e2e/analytics-sink';

// SITE_PORT (with GATEWAY_PORT, INSTITUTIONS_PORT and SITE_URL) lets a second checkout run its
// browser tests beside this one without the two servers colliding.
const SITE_URL = `http://localhost:${process.env.SITE_PORT ?? 8000}`;

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the production
 * build served exactly as `npm start` serves it, on a fresh embedded database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  // Set once here, for the slowest machine CI runs on (two cores shared with other jobs, as
  // `npm run flake-hunt` reproduces): a condition a person would see, awaited at most this long.
  timeout: 30_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: SITE_URL,
    // A failed test keeps its trace's DOM snapshots of every step; without the screencast frames,
    // which made tests/e2e/routes.spec.ts 11% slower on two cores (153 s against 138 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Every visitor in the tests has already refused analytics, so the banner covers nothing they
    // click; tests/e2e/consent.spec.ts starts from a visitor who has not chosen yet.
    storageState: {
      cookies: [
        {
          name: 'lb_analytics_consent',
          value: 'denied',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'rm -rf data/e2e && npm start',
    url: SITE_URL,
    env: {
      DATA_DIR: 'data/e2e',
      // Always the fresh embedded database above, even where DATABASE_URL points the server
      // suite at PostgreSQL (.ci/run): a shared server would carry one run's rows into the next.
      DATABASE_URL: '',
      // The suite is hundreds of people logging in, registering and checking from one address
      // (three times over in `npm run flake-hunt`), past the per-address limits a real address
      // meets; each limit itself is proven in server/test/rate-limits.test.ts.
      RATE_LIMIT_SCALE: '10',
      LOG_LEVEL: 'warn',
      // The content specs change what pages pre-render; a rebuild in the middle of the suite would
      // rewrite the pages other specs are loading. What visitors see after hydration is what the
      // specs check; the rebuild's scheduling is proven in server/test/site-rebuild.test.ts.
      SITE_REBUILD_DELAY_SECONDS: '0',
      GATSBY_TELEMETRY_DISABLED: '1',
      GATSBY_VITALS_URL: process.env.GATSBY_VITALS_URL ?? E2E_VITALS_URL,
    },
    reuseExistingServer: !process.env.CI,
    // A clean clone builds the site first (about a minute on two cores).
    timeout: 240_000,
    stdout: 'pipe',
  },
});
