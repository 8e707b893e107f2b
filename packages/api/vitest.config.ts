import { defineConfig } from 'vitest/config';
import { WAIT_CEILING_MS } from '../../scripts/test-waits';

export default defineConfig({
  test: {
    expect: { poll: { timeout: WAIT_CEILING_MS } },
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../scripts/vitest-setup-waits.ts'],
  },
});
