import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { staticStorybook } from '../storybook-preview';

const PORT = Number(process.env.DOCS_PORT ?? 6108);

// The built Storybook as a designer opens it: every docs page with every preview rendered and no error anywhere,
// and a sidebar where everything has its place.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './results',
  // One page at a time: npm test runs one browser layer at a time on a 2-core machine (scripts/test-all.mjs).
  fullyParallel: true,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  // A ceiling for a machine three times slower than a quiet one (a page waits for every story it shows).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    timezoneId: 'UTC',
    locale: 'en-US',
    reducedMotion: 'reduce',
  },
  webServer: staticStorybook(PORT),
});
