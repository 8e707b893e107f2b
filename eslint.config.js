// One lint setup for the whole repository; it also holds the package boundaries of STYLE.md.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const reactOnly = { group: ['react', 'react-dom', 'react/*', 'react-*', '@tanstack/*', '@radix-ui/*'], message: 'This entry must stay free of React.' };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/.turbo/**',
      '**/public/mockServiceWorker.js',
      '.storybook/public/**',
      '**/src/i18n/compiled/**',
      'tests/visual/report/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@creator/*'], message: 'packages/ui imports nothing of ours.' }] }],
    },
  },
  {
    files: ['packages/forms/src/rules/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [reactOnly, { group: ['@creator/ui', '@creator/ui/*'], message: 'rules stay free of UI.' }] }] },
  },
  {
    files: ['packages/api/src/schemas/**', 'packages/api/src/endpoints/**', 'packages/api/src/client/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [reactOnly, { group: ['@creator/ui', '@creator/ui/*', '@creator/forms/react/*'], message: 'The client entry is framework-free.' }] }],
    },
  },
  {
    files: ['packages/api/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@creator/ui', '@creator/ui/*'], message: 'packages/api never touches the UI.' }] }] },
  },
  {
    files: ['apps/server/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [reactOnly, { group: ['@creator/ui', '@creator/ui/*', '@creator/*/react/*', '@creator/api/react/*'], message: 'The server never imports React code.' }] }],
    },
  },
);
