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
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
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
