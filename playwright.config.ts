import { defineConfig, devices } from '@playwright/test';
import { E2E_DB_PATH, E2E_PORT as PORT, EXPECT_TIMEOUT_MS } from './e2e/env';
import { testChromiumPath } from './scripts/test/chromium-path.mjs';

const launchOptions = {
  // Debian's headless shell (scripts/test/ensure-chromium.mjs installs it); Playwright's download
  // is unreachable.
  executablePath: testChromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

// Specs that start servers of their own and load them (floods, kill -9, restarts) run in a
// project of their own, after the browser projects (scripts/test/run-tests.mjs runs them apart), so
// their load never starves a browser test of frames. A spec's tests share its ports (each spec has
// its own), so they run in order, one spec per worker.
const SERVER_SPECS =
  /\/(alerts|bad-setting|campaign|crash|hostile-input|multi-instance|outbox|person|ad-conversions|rights-inbox|saved-sends-server|inbox-assignment|inbox-lead|inbox-queue|inbox-records|inbox-sign-in|funnel|store-heals|suspected|vitals|push|deadline-move|inbox-nav|phone-check|inbox-delivery|delivery-crash|channels|portal)\.spec\.ts$/;

/** Runs against the production build: `npm run build` first, then `npm start`'s server. */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions,
  },
  // Which project runs which test, by tag (`test('…', { tag: '@phone' }, …)`):
  // - desktop: every browser test, once, at 1280 px; a test that sets narrower widths itself
  //   (overflow at 320 px, say) runs here too.
  // - mobile (a Pixel 7: 412 px, touch, a phone's user agent): only the tests tagged @phone, whose
  //   result a phone's screen or touch can change: layout and overflow at 360 px, the header and
  //   its menu panel, the modal and forms on touch, the chat buttons, tap targets, Hindi pages on a
  //   phone, the inbox at 360 px. A stored row, a status code or a message's wording is the same
  //   on every screen: such a test is not tagged, and runs once.
  //   @phone-only: a test that means nothing on a large screen (the menu panel, say) runs on
  //   mobile alone.
  // - requests: tests that load no page, only Playwright's `request` (tag @no-page): API answers,
  //   headers, sitemaps. No browser starts for them.
  // - servers: the specs that start servers of their own (SERVER_SPECS above), after the others.
  projects: [
    {
      name: 'desktop',
      testIgnore: SERVER_SPECS,
      grepInvert: /@phone-only|@no-page/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: SERVER_SPECS,
      grep: /@phone/,
      use: { ...devices['Pixel 7'], launchOptions },
    },
    { name: 'requests', testIgnore: SERVER_SPECS, grep: /@no-page/ },
    // Each test starts servers of its own and works through several pages and operators: three
    // times the default budget, which a machine three times slower needs. A timeout only bounds a
    // hang; what a test waits for is a condition, never the clock.
    { name: 'servers', testMatch: SERVER_SPECS, fullyParallel: false, timeout: 135_000 },
  ],
  webServer: {
    command: `node scripts/test/reset-db.mjs "${E2E_DB_PATH}" && node runtime/serve.mjs`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      HOST: '127.0.0.1',
      PORT: String(PORT),
      LEADS_DB_PATH: E2E_DB_PATH,
      RATE_LIMIT_POINTS: '100000',
      MIN_FILL_TIME_MS: '0',
    },
  },
});
