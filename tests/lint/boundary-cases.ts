// One fixture per boundary of docs/architecture.md (and STYLE.md's "a page holds no fetch"): a planted
// violation that lint must report, and an allowed import beside it that lint must let through, so that a
// config reporting everything fails as surely as one reporting nothing. Files are virtual, placed at real paths.

export const IMPORTS = '@typescript-eslint/no-restricted-imports';
export const GLOBALS = 'no-restricted-globals';
export const PROPERTIES = 'no-restricted-properties';

export interface BoundaryCase {
  /** What the case shows, as the test's name. */
  name: string;
  /** Where the virtual file sits, relative to the repository root. */
  file: string;
  code: string;
  /** The rule that must report line 1 (and nothing else may); absent: nothing may be reported at all. */
  reportedBy?: string;
}

const importOf = (source: string) => `import * as planted from '${source}';\nexport { planted };\n`;
const typeImportOf = (source: string, name: string) =>
  `import type { ${name} } from '${source}';\nexport type Planted = ${name};\n`;

const DOMAIN = 'packages/domain/src/__planted__.ts';
const UI = 'packages/ui/src/components/__planted__/__planted__.tsx';
const UI_STORY = 'packages/ui/src/components/__planted__/__planted__.stories.tsx';
const UI_TEST = 'packages/ui/src/components/__planted__/__planted__.test.tsx';
const RULES = 'packages/forms/src/rules/__planted__.ts';
const FORMS_REACT = 'packages/forms/src/react/__planted__.tsx';
const API_SCHEMAS = 'packages/api/src/schemas/__planted__.ts';
const API_ENDPOINTS = 'packages/api/src/endpoints/__planted__.ts';
const API_CLIENT = 'packages/api/src/client/__planted__.ts';
const API_REACT = 'packages/api/src/react/__planted__.ts';
const API_MOCKS = 'packages/api/src/mocks/__planted__.ts';
const API_TEST = 'packages/api/src/client/__planted__.test.ts';
const SERVER = 'apps/server/src/publish/__planted__.ts';
const ROUTE = 'apps/portal/src/routes/__planted__/__planted__.tsx';
const LAYOUT = 'apps/portal/src/layout/__planted__.tsx';
const PORTAL_COMPONENT = 'apps/portal/src/components/__planted__.tsx';
const PORTAL_PROVIDER = 'apps/portal/src/providers/__planted__.tsx';
const SYNTAX = 'no-restricted-syntax';

const planted = (file: string, source: string, reportedBy = IMPORTS): BoundaryCase => ({
  name: `${file} ✗ ${source}`,
  file,
  code: importOf(source),
  reportedBy,
});
const allowed = (file: string, source: string): BoundaryCase => ({
  name: `${file} ✓ ${source}`,
  file,
  code: importOf(source),
});

export const BOUNDARIES: Record<string, BoundaryCase[]> = {
  'packages/domain: React-free, nothing of ours, no third-party runtime package': [
    planted(DOMAIN, 'react'),
    planted(DOMAIN, '@tanstack/query-core'),
    planted(DOMAIN, '@creator/forms/rules/post'),
    planted(DOMAIN, 'zod/mini'),
    allowed(DOMAIN, './limits'),
  ],
  'packages/ui: nothing of ours but the non-wire constants of @creator/domain': [
    planted(UI, '@creator/domain/content'),
    planted(UI, '@creator/domain/notices'),
    planted(UI, '@creator/domain/polish-task'),
    planted(UI, '@creator/domain/account'),
    planted(UI, '@creator/domain/error-codes'),
    planted(UI, '@creator/api/client/errors'),
    planted(UI, '@creator/forms/rules/hashtag'),
    allowed(UI, '@creator/domain/locales'),
    allowed(UI, '@creator/domain/limits'),
    allowed(UI, '@creator/domain/text'),
    allowed(UI, 'react'),
  ],
  'packages/ui stories and tests: also the real rules of @creator/forms/rules, nothing else of ours': [
    allowed(UI_STORY, '@creator/forms/rules/hashtag'),
    allowed(UI_TEST, '@creator/forms/rules/hashtag'),
    allowed(UI_STORY, '@creator/domain/locales'),
    planted(UI_STORY, '@creator/forms/react/form-field'),
    planted(UI_STORY, '@creator/api/mocks/handlers'),
    planted(UI_TEST, '@creator/domain/content'),
  ],
  'packages/forms/src/rules: React-free, no UI, no API': [
    planted(RULES, 'react'),
    planted(RULES, '@radix-ui/react-slot'),
    planted(RULES, '@creator/ui/input'),
    planted(RULES, '@creator/api/schemas/auth'),
    planted(RULES, '@creator/forms/react/form-field'),
    planted(RULES, '../react/form-field'),
    allowed(RULES, '@creator/domain/content'),
    allowed(RULES, 'zod/mini'),
  ],
  'packages/forms/src/react: the UI and the domain, never the API': [
    planted(FORMS_REACT, '@creator/api/react/account'),
    planted(FORMS_REACT, '@creator/api/schemas/auth'),
    allowed(FORMS_REACT, '@creator/ui/input'),
    allowed(FORMS_REACT, '@creator/domain/limits'),
    allowed(FORMS_REACT, 'react-hook-form'),
  ],
  'packages/api schemas, endpoints and client: React-free, no UI, no form bindings': [
    // The regression of the issue: a React import in the client passed lint.
    planted(API_CLIENT, 'react'),
    planted(API_ENDPOINTS, '@tanstack/react-query'),
    planted(API_SCHEMAS, '@radix-ui/react-slot'),
    // ...and the api-wide patterns still hold there (one setting carrying both lists).
    planted(API_CLIENT, '@creator/ui/status-tag'),
    planted(API_CLIENT, '@creator/forms/react/form-field'),
    planted(API_ENDPOINTS, '../react/keys'),
    planted(API_ENDPOINTS, '@creator/api/react/keys'),
    allowed(API_CLIENT, '@creator/domain/error-codes'),
    allowed(API_ENDPOINTS, '../client/request'),
    // Their tests answer through the shared MSW handlers.
    allowed('packages/api/src/endpoints/__planted__.test.ts', '../mocks/handlers'),
    allowed(API_SCHEMAS, '@creator/forms/rules/auth'),
    allowed(API_SCHEMAS, 'zod/mini'),
  ],
  'packages/api (all of it): no UI, no form bindings': [
    planted(API_REACT, '@creator/ui/spinner'),
    planted(API_MOCKS, '@creator/forms/react/resolver'),
    allowed(API_REACT, '@tanstack/react-query'),
    allowed(API_REACT, 'react'),
    allowed(API_MOCKS, '@creator/forms/rules/hashtag'),
  ],
  'apps/server: schemas, client errors, rules and domain; never React code': [
    planted(SERVER, 'react'),
    planted(SERVER, '@creator/ui/lib/sanitize-html'),
    planted(SERVER, '@creator/api/react/account'),
    planted(SERVER, '@creator/forms/react/resolver'),
    planted(SERVER, '@creator/api/endpoints/auth'),
    allowed(SERVER, '@creator/api/schemas/routes'),
    allowed(SERVER, '@creator/api/client/errors'),
    allowed(SERVER, '@creator/forms/rules/post'),
    allowed(SERVER, '@creator/domain/error-codes'),
    allowed(SERVER, '@creator/api/messages/en-US.json'),
    allowed(SERVER, 'hono'),
  ],
  'apps/portal routes and layout: hooks, never endpoints, client internals or fetch': [
    planted(ROUTE, '@creator/api/endpoints/config'),
    planted(LAYOUT, '@creator/api/endpoints/auth'),
    planted(ROUTE, '@creator/api/client'),
    planted(LAYOUT, '@creator/api/client/config'),
    planted(ROUTE, '@creator/api/client/request'),
    {
      name: `${ROUTE} ✗ fetch()`,
      file: ROUTE,
      code: "export const planted = () => fetch('/agreement.html');\n",
      reportedBy: GLOBALS,
    },
    {
      name: `${LAYOUT} ✗ new XMLHttpRequest()`,
      file: LAYOUT,
      code: 'export const planted = () => new XMLHttpRequest();\n',
      reportedBy: GLOBALS,
    },
    {
      name: `${LAYOUT} ✗ window.fetch()`,
      file: LAYOUT,
      code: "export const planted = () => window.fetch('/agreement.html');\n",
      reportedBy: PROPERTIES,
    },
    {
      name: `${ROUTE} ✗ globalThis.fetch()`,
      file: ROUTE,
      code: "export const planted = () => globalThis.fetch('/agreement.html');\n",
      reportedBy: PROPERTIES,
    },
    allowed(ROUTE, '@creator/api/react/config'),
    allowed(LAYOUT, '@creator/api/schemas/config'),
    allowed(ROUTE, '@creator/api/client/errors'),
    {
      name: `${ROUTE} ✓ import type from client`,
      file: ROUTE,
      code: typeImportOf('@creator/api/client/session', 'SessionSnapshot'),
    },
    {
      name: `${ROUTE} ✗ import('@creator/api/endpoints/auth')`,
      file: ROUTE,
      code: "export const planted = () => import('@creator/api/endpoints/auth');\n",
      reportedBy: SYNTAX,
    },
    allowed(ROUTE, '@creator/ui/spinner'),
    allowed(LAYOUT, '@creator/forms/rules/access'),
  ],
  'apps/portal elsewhere (components, providers, i18n): the client, but never endpoints or requests of its own':
    [
      planted(PORTAL_COMPONENT, '@creator/api/endpoints/auth'),
      planted(PORTAL_PROVIDER, '../../../../packages/api/src/endpoints/config'),
      {
        name: `${PORTAL_COMPONENT} ✗ fetch()`,
        file: PORTAL_COMPONENT,
        code: "export const planted = () => fetch('/agreement.html');\n",
        reportedBy: GLOBALS,
      },
      {
        name: `${PORTAL_PROVIDER} ✗ import('@creator/api/endpoints/auth')`,
        file: PORTAL_PROVIDER,
        code: "export const planted = () => import('@creator/api/endpoints/auth');\n",
        reportedBy: SYNTAX,
      },
      allowed(PORTAL_PROVIDER, '@creator/api/client/config'),
      allowed(PORTAL_COMPONENT, '@creator/api/react/session'),
    ],
  'every workspace: no relative path into another workspace': [
    planted(UI, '../../../../api/src/client/errors'),
    planted(ROUTE, '../../../../../packages/api/src/endpoints/config'),
    planted(API_CLIENT, '../../../forms/src/react/form-field'),
    planted(DOMAIN, '../../api/src/schemas/content'),
    allowed(UI, '../../lib/cn'),
  ],
  'ui and portal: icons by their own path, never through the barrel (types may come from it)': [
    planted(UI, 'lucide-react'),
    planted(LAYOUT, 'lucide-react'),
    planted(UI, 'lucide-react/icons'),
    {
      name: `${LAYOUT} ✓ type from lucide-react`,
      file: LAYOUT,
      code: typeImportOf('lucide-react', 'LucideIcon'),
    },
    allowed(UI, 'lucide-react/icons/house'),
  ],
  'every test: waits through expect.poll or Testing Library, whose ceiling is set, never vi.waitFor': [
    ...['waitFor', 'waitUntil'].map((wait) => ({
      name: `${API_TEST} ✗ vi.${wait}`,
      file: API_TEST,
      code: `import { vi } from 'vitest'; await vi.${wait}(() => true);\n`,
      reportedBy: PROPERTIES,
    })),
    {
      name: `${API_TEST} ✓ expect.poll`,
      file: API_TEST,
      code: "import { expect } from 'vitest';\nawait expect.poll(() => true).toBe(true);\n",
    },
  ],
};
