// Build-time replacements of third-party modules, defined once and applied by every Vite build that bundles ui's
// widgets: the portal (apps/portal/vite.config.ts), Storybook and its Vitest project (.storybook/main.ts), and
// ui's own unit tests (vitest.config.ts). Plain JavaScript, so that a Vite config can import it unbuilt.
import { fileURLToPath } from 'node:url';

/**
 * `@uiw/react-md-editor/nohighlight` imports its live preview, `@uiw/react-markdown-preview` (react-markdown,
 * unified, remark and rehype: about 100 KB as served), at its top level. MarkdownEditor never renders it: its
 * preview is ours (`toHtml` through the article allow-list, see markdown-preview.tsx). The alias puts that module
 * in its place so the library's preview is not even bundled.
 */
export const markdownPreviewAlias = {
  find: /^@uiw\/react-markdown-preview\/nohighlight$/,
  replacement: fileURLToPath(
    new URL('./src/components/markdown-editor/markdown-preview.tsx', import.meta.url),
  ),
};

/** Every alias of ui, for a config's `resolve.alias` array. */
export const uiAliases = [markdownPreviewAlias];
