import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { staticStorybook } from '../storybook-preview';

const PORT = Number(process.env.VISUAL_PORT ?? 6107);

// Visual regression: every story of the built Storybook, in en-US and ar-EG, against committed baselines.
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: './results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // A systematic difference (another renderer, a global style change) shows in the first few dozen stories;
  // stopping there keeps a red run short instead of spending CI's time on hundreds of identical verdicts.
  maxFailures: process.argv.includes('--update-snapshots=all') ? 0 : 40,
  reporter: [['list'], ['html', { outputFolder: './report', open: 'never' }]],
  timeout: 60_000,
  // Default thresholds kept tight: rendering is made deterministic instead (fonts, clock, no animation).
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    timezoneId: 'UTC',
    locale: 'en-US',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  },
  webServer: staticStorybook(PORT),
});
