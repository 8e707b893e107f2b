import { defineConfig } from 'vitest/config';
import { uiAliases } from './vite-aliases.mjs';

export default defineConfig({
  resolve: { alias: uiAliases },
  test: {
    environment: 'happy-dom',
    setupFiles: ['../../scripts/vitest-setup-dom.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
