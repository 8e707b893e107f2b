import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The end-to-end subset of the scale tests (tests/scale/run.ts): the flows tagged @contract (sign-in, a short post
 * with images, an article with a cover, a claim and a polish, notices read…) against the server instances behind
 * the balancer at SCALE_URL, which the scale tests start. No server of its own.
 */
const url = process.env.SCALE_URL;
if (!url) throw new Error('SCALE_URL: the balancer the scale tests started');

export default defineConfig({
  ...base,
  reporter: 'line',
  // Beside the end-to-end run's results, not over them.
  outputDir: 'test-results/scale',
  webServer: undefined,
  use: { ...base.use, baseURL: url },
  projects: [
    { name: 'scale-sign-in', testMatch: /auth\.setup\.ts$/ },
    { name: 'scale', testMatch: /\.spec\.ts$/, grep: /@contract/, dependencies: ['scale-sign-in'] },
  ],
});
