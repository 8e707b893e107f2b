import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4180);

// End-to-end against the production build served by the reference server (fresh in-memory database).
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    timezoneId: 'UTC',
  },
  webServer: {
    command: 'tsx ../server/src/main.ts',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: 'localhost',
      DATA_DIR: 'memory://',
      CAPTCHA_TEST_CODE: 'E2E4',
      REVIEW_DELAY_MS: '1000',
      // The forgotten-password flow reads its emailed code there; the suite signs in often from one address.
      DEV_OUTBOX: '1',
      RELAX_ATTEMPT_LIMITS: '1',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
