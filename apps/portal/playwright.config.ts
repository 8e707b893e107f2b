import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4180);
/** The same server in its contract-only mode (CONTRACT_STRICT=1), its storage endpoint on a port of its own. */
const CONTRACT_PORT = PORT + 1;
const CONTRACT_STORAGE_PORT = PORT + 2;

/** The settings of both servers: the suite's switches, never a production's. */
const SERVER_ENV = {
  HOST: 'localhost',
  DATA_DIR: 'memory://',
  CAPTCHA_TEST_CODE: 'E2E4',
  // Reviews wait a day, far past any run, and pass when a test asks (DEV_REVIEWS: passReviews in helpers.ts).
  REVIEW_DELAY_MS: String(24 * 3600_000),
  DEV_REVIEWS: '1',
  // The forgotten-password flow reads its emailed code there; the suite signs in often from one address.
  DEV_OUTBOX: '1',
  RELAX_ATTEMPT_LIMITS: '1',
  // Sign-ins check a cheap scrypt hash: the suite tests the flows, the server's own suite the cost.
  PASSWORD_TEST_COST: '1',
};

// End-to-end against the production build served by the reference server (fresh in-memory database).
// Every time below is a ceiling sized for a loaded CI machine three times slower than a developer's: each wait
// ends as soon as what it waits for happens, so a generous ceiling costs nothing when the machine is quick.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // A test's own work; each axe run adds its own time on top (violations in e2e/helpers.ts).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    // A failed test keeps its trace (actions, DOM snapshots, network); the screencast is left out: recording it
    // for every test cost a fifth of the suite's processor time (docs/testing.md).
    trace: { mode: 'retain-on-failure', screenshots: false },
    timezoneId: 'UTC',
    // The portal's service worker serves its files from the device (decision 0032); Playwright's routes and
    // response events see only what does not pass through one. Every file but e2e/offline.spec.ts, whose
    // subject it is, runs without it.
    serviceWorkers: 'block',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    // Each account the suite uses signs in through the page once; the tests start from its stored session.
    { name: 'sign-in', testMatch: /auth\.setup\.ts$/ },
    { name: 'e2e', testMatch: /\.spec\.ts$/, dependencies: ['sign-in'] },
    // The flows tagged @contract again, against a backend that answers only what the spec and contract.md
    // name (docs/contract-mode.md): every page, a publish of each kind, a claim, a notice read.
    {
      name: 'contract-sign-in',
      testMatch: /auth\.setup\.ts$/,
      use: { baseURL: `http://localhost:${CONTRACT_PORT}` },
    },
    {
      name: 'contract',
      testMatch: /\.spec\.ts$/,
      grep: /@contract/,
      dependencies: ['contract-sign-in'],
      use: { baseURL: `http://localhost:${CONTRACT_PORT}` },
    },
  ],
  webServer: [
    {
      command: 'tsx ../server/src/main.ts --demo',
      url: `http://localhost:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { ...SERVER_ENV, PORT: String(PORT) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'tsx ../server/src/main.ts --demo',
      url: `http://localhost:${CONTRACT_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        ...SERVER_ENV,
        PORT: String(CONTRACT_PORT),
        CONTRACT_STRICT: '1',
        STORAGE_PORT: String(CONTRACT_STORAGE_PORT),
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
