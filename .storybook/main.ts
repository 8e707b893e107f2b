import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { uiAliases } from '@creator/ui/vite-aliases';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORTAL_LOAD_MESSAGES = path.resolve(here, '../apps/portal/src/i18n/load-messages.ts');
const MESSAGES_STAND_IN = path.resolve(here, 'portal-messages.ts');

/**
 * The portal's pages and providers import its message loader, which downloads the compiled catalogues of one
 * locale (made by the portal's build and not kept in git). In Storybook the preview's IntlProvider already
 * holds every catalogue of every locale, so the loader is swapped for one that has nothing left to load.
 */
function portalMessagesStandIn(): Plugin {
  return {
    name: 'creator:portal-messages-stand-in',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/[\\/]i18n[\\/]load-messages(?:\.ts)?$/u.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && path.normalize(resolved.id) === PORTAL_LOAD_MESSAGES ? MESSAGES_STAND_IN : resolved;
    },
  };
}

/** Props a widget takes from HTML or Radix that belong in its prop table (the rest are the platform's). */
const INHERITED_PROPS = new Set([
  'children',
  'className',
  'disabled',
  'type',
  'name',
  'value',
  'defaultValue',
  'placeholder',
  'required',
  'readOnly',
  'checked',
  'defaultChecked',
  'onChange',
  'onClick',
  'open',
  'defaultOpen',
  'onOpenChange',
  'href',
  'maxLength',
  'autoComplete',
]);

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/forms/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // MSW's worker (one copy, kept current by msw's workerDirectory in the root package.json), and the portal's
  // public folder for the assets its screens use (default-avatar.svg).
  staticDirs: ['./public', '../apps/portal/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The root tsconfig.json leaves the packages out, and the docgen documents only the files its project
      // holds: this one holds them.
      tsconfigPath: path.join(here, 'tsconfig.docgen.json'),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Our own props, and of the inherited HTML and Radix ones only those a designer sets.
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules') || INHERITED_PROPS.has(prop.name),
    },
  },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss(), portalMessagesStandIn()];
    // ui's build-time replacements, as the portal's build has them (packages/ui/vite-aliases.mjs).
    const alias = viteConfig.resolve?.alias ?? [];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: [
        ...uiAliases,
        ...(Array.isArray(alias)
          ? alias
          : Object.entries(alias).map(([find, replacement]) => ({ find, replacement }))),
      ],
    };
    return viteConfig;
  },
};

export default config;
