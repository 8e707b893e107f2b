import { defineConfig } from 'vitest/config';
import { uiAliases } from './vite-aliases.mjs';
import { WAIT_CEILING_MS } from '../../scripts/test-waits';

export default defineConfig({
  resolve: { alias: uiAliases },
  test: {
    expect: { poll: { timeout: WAIT_CEILING_MS } },
    environment: 'happy-dom',
    // One happy-dom per worker, each file still in a context of its own: a fresh environment per file cost
    // three quarters of this suite's processor time (docs/testing.md).
    pool: 'vmThreads',
    setupFiles: ['../../scripts/vitest-setup-dom.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
