import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['../../scripts/vitest-setup-dom.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
