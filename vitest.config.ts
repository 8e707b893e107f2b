// Stories as tests: every story renders in Debian's Chromium with axe checks (see .storybook/preview.tsx) and, once
// it has passed, its screen is compared with the committed baseline of its locale (tests/visual/story-screenshot.ts);
// and the lint boundaries checked on planted files.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
/** The locales the stories run in as tests and are photographed in: the default and the right-to-left one. */
const STORY_LOCALES = ['en-US', 'ar-EG'] as const;
const VISUAL = path.join(dirname, 'tests/visual');

export default defineConfig({
  test: {
    projects: [
      // The lint boundaries (eslint.config.js) against planted files, and the repository scripts' own helpers;
      // run by `npm run lint`.
      {
        test: {
          name: 'lint',
          include: ['tests/lint/**/*.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      // Every story in en-US and again in ar-EG (right to left): `localized()` names controls in either.
      ...STORY_LOCALES.map((locale) => ({
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Read by .storybook/preview.tsx as the stories' starting locale.
        define: { 'import.meta.env.STORY_LOCALE': JSON.stringify(locale) },
        test: {
          name: `storybook-${locale}`,
          setupFiles: [path.join(VISUAL, 'story-screenshot.ts')],
          // Every story file in the one page, without a fresh page per file: a story sets up all it reads (its
          // own providers, mocked answers, locale and viewport: .storybook/preview.tsx and the Storybook addon),
          // so the reload bought nothing and cost a fifth of the layer's processor time (docs/testing.md).
          isolate: false,
          // Ceilings for a machine three times slower than a quiet one, never pacing: a story ends as soon as
          // its play function and checks do.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromiumLaunchOptions(),
              // Pinned for the screenshots: light, UTC, one pixel per pixel. Motion stays as a creator has it
              // (the screenshot stops animations itself): the stories test the motion they show.
              contextOptions: {
                colorScheme: 'light',
                timezoneId: 'UTC',
                locale: 'en-US',
                deviceScaleFactor: 1,
              },
            }),
            instances: [{ browser: 'chromium' as const }],
            expect: {
              toMatchScreenshot: {
                // Playwright's defaults, which the baselines were always held to: rendering is made
                // deterministic (fonts, clock, no animation) instead of loosening the comparison.
                comparatorName: 'pixelmatch' as const,
                comparatorOptions: { threshold: 0.2 },
                screenshotOptions: {
                  animations: 'disabled' as const,
                  caret: 'hide' as const,
                  scale: 'css' as const,
                },
                // Screenshots are taken until two in a row agree; a page still changing after that long fails.
                timeout: 30_000,
                resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) =>
                  path.join(VISUAL, 'baselines', locale, `${arg}${ext}`),
                resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) =>
                  path.join(VISUAL, 'report', locale, `${arg}${ext}`),
              },
            },
          },
        },
      })),
    ],
  },
});
