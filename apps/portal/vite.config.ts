import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { uiAliases } from '@creator/ui/vite-aliases';

const require = createRequire(import.meta.url);

/**
 * The default locale's first messages are requested by the first script only after it has run; a
 * modulepreload link in index.html fetches them in parallel with it instead (one round trip less before the
 * first paint). Another locale loses 0.7 KB to it. No page is preloaded: which one is needed depends on the
 * address and the session, and a signed-in visitor must not download the sign-in page.
 */
const PRELOADED = ['/src/i18n/compiled/en-US.json'];

function preloadFirstMessages(): Plugin {
  return {
    name: 'creator:preload-first-messages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const files = new Set<string>();
        // A modulepreload does not fetch what the module imports: list those files too.
        const add = (fileName: string) => {
          if (files.has(fileName) || html.includes(`/${fileName}"`)) return;
          files.add(fileName);
          chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(add);
        };
        for (const module of PRELOADED) {
          const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`preload-first-messages: no chunk for ${module}`);
          add(chunk.fileName);
        }
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Which built file holds each module (`dist/.vite/modules.json`, paths from apps/portal): the manifest names only
 * the chunks a module starts, and a page or the layout travels inside a group's chunk (scripts/route-bytes.mjs).
 */
function moduleMap(): Plugin {
  return {
    name: 'creator:module-map',
    apply: 'build',
    generateBundle(_, bundle) {
      const files: Record<string, string> = {};
      for (const item of Object.values(bundle))
        if (item.type === 'chunk')
          for (const id of item.moduleIds)
            if (!id.startsWith('\0')) files[path.relative(import.meta.dirname, id)] = item.fileName;
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(files) });
    },
  };
}

/**
 * React Router's package exports only its development build (remix-run/react-router#14102): its warnings and
 * checks would ship. A production build takes the production files it publishes beside them.
 */
const reactRouterProduction = (dir: string) => [
  { find: /^react-router$/, replacement: `${dir}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${dir}/dom-export.mjs` },
];

/**
 * The portal's ways in: the sign-in page, the forgotten password, the agreements, and the signed-in layout that
 * every other page comes through. Left to itself the bundler gives each set of importing pages its own chunk,
 * and with a dozen lazy pages the code they all share scatters into dozens of files of a few hundred bytes (each
 * with its own import glue, each compressed alone). Grouped by which of these four reach a module, the shared
 * code travels in a few chunks: what the layout and sign-in share, what only the signed-in frame needs, and so
 * on; a page still fetches only its own module and what no way in holds.
 */
const WAYS_IN = {
  'sign-in': 'src/routes/sign-in/sign-in-page.tsx',
  forgot: 'src/routes/forgot/forgot-page.tsx',
  agreement: 'src/routes/agreement/agreement-page.tsx',
  layout: 'src/layout/main-layout.tsx',
};

function waysInChunks(): (id: string, context: Rolldown.ChunkingContext) => string | null {
  let reached: Array<[string, Set<string>]> | undefined;
  let initial: Set<string> | undefined;
  let byPages: Set<string> | undefined;
  const closure = (context: Rolldown.ChunkingContext, roots: string[]) => {
    const seen = new Set<string>();
    const queue = [...roots];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const resolve = (file: string) => path.resolve(import.meta.dirname, file);
  return (id, context) => {
    // The entry's own imports are the first-load group's.
    initial ??= closure(context, [resolve('src/main.tsx')]);
    if (initial.has(id)) return null;
    reached ??= Object.entries(WAYS_IN).map(([name, file]) => [name, closure(context, [resolve(file)])]);
    // What the other pages of the route table reach: those come through the signed-in layout.
    byPages ??= closure(
      context,
      (context.getModuleInfo(resolve('src/routes/route-table.tsx'))?.dynamicallyImportedIds ?? []).filter(
        (page) => !Object.values(WAYS_IN).some((file) => resolve(file) === page),
      ),
    );
    const ways = reached.filter(([, modules]) => modules.has(id)).map(([name]) => name);
    // Left to the default splitting, which gives each set of importers its own chunk: what one signed-out way
    // alone reaches (it may be another page's too: DOMPurify), and what signed-out ways share with a page
    // that does not come through them (a text rule the preview uses too), so that the page does not download
    // their forms to get it.
    if (ways.length === 0 || (ways.length === 1 && ways[0] !== 'layout')) return null;
    if (!ways.includes('layout') && byPages.has(id)) return null;
    // The agreements (a page that is read, not a way anyone signs in through, with room in its budget) fetch
    // what the others group without them: three chunks fewer for every signed-in page, better compressed.
    return `shared-${ways.filter((way) => way !== 'agreement').join('-')}`;
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadFirstMessages(), ...(isSsrBuild ? [] : [moduleMap()])],
  resolve: {
    alias: [
      // Messages are precompiled to ASTs at build time (scripts/compile-messages.mjs): no ICU parser ships.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
      // The markdown editor's own preview in place of the library's (packages/ui/vite-aliases.mjs).
      ...uiAliases,
      ...(command === 'build'
        ? reactRouterProduction(
            path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production'),
          )
        : []),
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The manifest lets scripts/route-bytes.mjs find the chunks of /login's first paint (their messages).
    manifest: !isSsrBuild,
    // The first paint's renderer (src/first-paint/) is built for Node after the portal; the pages the route
    // table imports lazily are chunks it never loads.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            chunkFileNames: 'assets/[hash].js',
            entryFileNames: 'assets/[hash].js',
            // One file for what the entry imports (React, the router, react-intl, the route table) instead of
            // many small shared chunks (fewer requests, a better compression ratio). Pages stay lazy and split as
            // usual.
            codeSplitting: {
              groups: [
                { name: 'first-load', tags: ['$initial'], priority: 2 },
                { name: waysInChunks(), priority: 1, includeDependenciesRecursively: false },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    // The API prefixes of the contract go to the reference server (`npm run dev` starts it; API_PORT moves it).
    // Its answers name its own origin for storage and images, which it serves with CORS.
    proxy: Object.fromEntries(
      ['/mp-api', '/user-api', '/config-api', '/community-api', '/data-api'].map((prefix) => [
        prefix,
        `http://localhost:${process.env.API_PORT ?? '4173'}`,
      ]),
    ),
  },
}));
