// Stories as tests: every story renders in Debian's Chromium with axe checks (see .storybook/preview.tsx);
// and the lint boundaries checked on planted files.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
/** The locales the stories run in as tests: the default and the right-to-left one. */
const STORY_LOCALES = ['en-US', 'ar-EG'] as const;

export default defineConfig({
  test: {
    projects: [
      // The lint boundaries (eslint.config.js) against planted files; run by `npm run lint`.
      { test: { name: 'lint', include: ['tests/lint/**/*.test.ts'], environment: 'node' } },
      // Every story in en-US and again in ar-EG (right to left): `localized()` names controls in either.
      ...STORY_LOCALES.map((locale) => ({
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Read by .storybook/preview.tsx as the stories' starting locale.
        define: { 'import.meta.env.STORY_LOCALE': JSON.stringify(locale) },
        test: {
          name: `storybook-${locale}`,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' as const }],
          },
        },
      })),
    ],
  },
});
