// One lint setup for the whole repository; it also holds the package boundaries of STYLE.md.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import regexpPlugin from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

/*
 * The package boundaries of docs/architecture.md. Flat config gives a file the options of the LAST block that
 * sets a rule, so each zone below is one block with every pattern that applies to it, and the zones never
 * overlap (`ignores` carves the narrower zone out of the wider one): a file gets exactly one setting.
 * tests/lint/boundaries.test.ts plants a violation per boundary and fails if it goes unreported.
 * The typescript-eslint version of no-restricted-imports is used for its `allowTypeImports`.
 */
const RESTRICTED_IMPORTS = '@typescript-eslint/no-restricted-imports';

// The patterns of one zone must not overlap (an import matching two would be reported twice), hence regexes:
// a gitignore-style group such as `react` would match any path with a `react` segment.
/** React and the libraries built on it: react, react-dom, react-*, @tanstack/*, @radix-ui/*. */
const reactOnly = {
  regex: String.raw`^(?:react(?:-[^/]+)?|@tanstack/[^/]+|@radix-ui/[^/]+)(?:/|$)`,
  message: 'This entry must stay free of React (and TanStack, Radix).',
};
/** A relative path into another workspace's source would bypass every rule here. */
const crossWorkspace = {
  regex: String.raw`^(?:\.\./)+(?:(?:packages|apps)/)?(?:ui|forms|api|domain|server|portal)/src(?:/|$)`,
  message: 'Import another workspace through its package name (@creator/…), never by a relative path.',
};
/** The React half of the same package, reached by a relative path from its React-free half. */
const relativeReact = {
  regex: String.raw`^(?:\./|(?:\.\./)+)react(?:/|$)`,
  message: "This entry must stay free of React: not even its own package's react/ folder.",
};
/**
 * The icon library's barrel: it imports every icon, so a chunk that reaches it seems to reach every icon, and
 * the portal's chunk grouping (apps/portal/vite.config.ts) would send the sign-in page's icons to every page
 * and the other way round. Each icon is imported by its own path; types may come from the barrel.
 */
const iconBarrels = ['lucide-react', 'lucide-react/icons'].map((name) => ({
  name,
  allowTypeImports: true,
  message: "Import each icon by its path: import House from 'lucide-react/icons/house'.",
}));
/** Everything of ours but what `allowed` (a regex alternative after `@creator/`) names. */
const ours = (allowed, message) => ({ regex: `^@creator/(?!${allowed})`, message });

const API_FRAMEWORK_FREE = [
  'packages/api/src/schemas/**',
  'packages/api/src/endpoints/**',
  'packages/api/src/client/**',
];
const FORMS_RULES = ['packages/forms/src/rules/**'];
const UI_EXAMPLES = ['packages/ui/src/**/*.stories.tsx', 'packages/ui/src/**/*.test.tsx'];
const apiWide = ours(
  String.raw`(?:api|domain|forms/rules)/`,
  'packages/api imports only @creator/domain/* and @creator/forms/rules/* of ours: never the UI nor form bindings.',
);
const apiFrameworkFree = ours(
  String.raw`(?:api/(?!react/)|domain/|forms/rules/)`,
  'Schemas, endpoints and client import only @creator/domain/*, @creator/forms/rules/* and the React-free rest of @creator/api: never the UI, form bindings or hooks.',
);
const formsWide = ours(
  String.raw`(?:ui(?:/|$)|domain/|forms/)`,
  'packages/forms imports only @creator/ui and @creator/domain/* of ours (never @creator/api).',
);

/** The portal's service worker: apps/portal/src/service-worker/sw.ts and what only it imports. */
const SERVICE_WORKER = ['apps/portal/src/service-worker/sw.ts'];

/** Portal code never makes a request itself, not even through a dynamic import of an endpoint. */
const noRequests = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Pages never call fetch: use (or add) a hook in @creator/api/react/*.' },
    {
      name: 'XMLHttpRequest',
      message: 'Pages never make requests: use (or add) a hook in @creator/api/react/*.',
    },
  ],
  'no-restricted-properties': [
    'error',
    ...['window', 'globalThis', 'self'].flatMap((object) => [
      {
        object,
        property: 'fetch',
        message: 'Pages never call fetch: use (or add) a hook in @creator/api/react/*.',
      },
      {
        object,
        property: 'XMLHttpRequest',
        message: 'Pages never make requests: use (or add) a hook in @creator/api/react/*.',
      },
    ]),
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: String.raw`ImportExpression > Literal[value=/^@creator\/api\/endpoints/]`,
      message:
        'The portal reaches the API through the hooks of @creator/api/react/*, also when it loads code lazily.',
    },
  ],
};

const PAGES = ['apps/portal/src/routes/**', 'apps/portal/src/layout/**'];

const zones = [
  {
    files: ['packages/domain/src/**'],
    patterns: [
      {
        regex: String.raw`^(?![./]|vitest$)`,
        message:
          '@creator/domain depends on nothing: no package of ours, no React, no third-party runtime package.',
      },
      crossWorkspace,
    ],
  },
  {
    // Stories and tests show a widget with the product's real rules (the hashtag grammar its caller supplies).
    files: UI_EXAMPLES,
    patterns: [
      ours(
        String.raw`domain/(?:locales|limits|text)$|forms/rules/`,
        'ui stories and tests import only @creator/domain/locales, @creator/domain/limits and @creator/forms/rules/* of ours.',
      ),
      crossWorkspace,
    ],
  },
  {
    files: ['packages/ui/src/**'],
    ignores: UI_EXAMPLES,
    patterns: [
      ours(
        String.raw`domain/(?:locales|limits|text)$`,
        'packages/ui imports nothing of ours but the non-wire @creator/domain/locales, /limits and /text.',
      ),
      crossWorkspace,
    ],
  },
  {
    files: FORMS_RULES,
    patterns: [
      reactOnly,
      relativeReact,
      ours(
        String.raw`(?:domain|forms/rules)/`,
        'Rules import only @creator/domain/* of ours: no UI, no API, no form bindings.',
      ),
      crossWorkspace,
    ],
  },
  { files: ['packages/forms/src/**'], ignores: FORMS_RULES, patterns: [formsWide, crossWorkspace] },
  { files: API_FRAMEWORK_FREE, patterns: [reactOnly, relativeReact, apiFrameworkFree, crossWorkspace] },
  { files: ['packages/api/src/**'], ignores: API_FRAMEWORK_FREE, patterns: [apiWide, crossWorkspace] },
  {
    files: ['apps/server/src/**'],
    patterns: [
      reactOnly,
      ours(
        String.raw`(?:api/schemas|forms/rules|domain|(?:api|forms)/messages)/|api/client/errors$`,
        'The server imports only @creator/api/schemas/*, @creator/api/client/errors, @creator/forms/rules/*, @creator/domain/* and message catalogues of ours: never React code.',
      ),
      crossWorkspace,
    ],
  },
  {
    files: PAGES,
    patterns: [
      {
        group: ['@creator/api/endpoints', '@creator/api/endpoints/*'],
        message: 'Pages reach the API through the hooks of @creator/api/react/*.',
      },
      {
        // The typed errors are the client's public face (the UI switches on them); the rest is internal.
        regex: String.raw`^@creator/api/client(?:$|/(?!errors$))`,
        allowTypeImports: true,
        message:
          'Pages reach the client through the hooks of @creator/api/react/* (or the providers); only @creator/api/client/errors and types are theirs.',
      },
      crossWorkspace,
    ],
    extra: noRequests,
  },
  {
    // The rest of the portal (providers, components, i18n, the story harness) wires the session and the client
    // together, so the client is allowed; endpoints and requests of its own are not.
    files: ['apps/portal/src/**'],
    ignores: [...PAGES, ...SERVICE_WORKER],
    patterns: [
      {
        group: ['@creator/api/endpoints', '@creator/api/endpoints/*'],
        message: 'The portal reaches the API through the hooks of @creator/api/react/*.',
      },
      crossWorkspace,
    ],
    extra: noRequests,
  },
  {
    // The service worker (decision 0032) is no page: answering a navigation from the network is its work. It
    // serves the portal's own documents only, never the API.
    files: SERVICE_WORKER,
    patterns: [
      {
        group: ['@creator/api/endpoints', '@creator/api/endpoints/*'],
        message: 'The service worker never calls the API.',
      },
      crossWorkspace,
    ],
  },
];

const boundaries = zones.map(({ files, ignores, patterns, extra }) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { [RESTRICTED_IMPORTS]: ['error', { patterns, paths: iconBarrels }], ...extra },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The first paint's renderer as built for Node (apps/portal/build/first-paint.ts reads it).
      'apps/portal/.first-paint/**',
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
    plugins: { 'react-hooks': reactHooks, regexp: regexpPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // No pattern may take more than linear time on any input (docs/security.md, "Bounded input"):
      // backtracking within one match, and a search that retries from every position.
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Waits are ceilings (scripts/test-waits.ts): `expect.poll` takes the ceiling every vitest.config.ts sets,
    // `vi.waitFor` and `vi.waitUntil` give up after one second whatever the configuration says.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['waitFor', 'waitUntil'].map((property) => ({
          object: 'vi',
          property,
          message: 'Wait with expect.poll (its ceiling is WAIT_CEILING_MS) or Testing Library’s waitFor.',
        })),
      ],
    },
  },
  ...boundaries,
);
