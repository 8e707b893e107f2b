import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { API_PREFIXES } from '@creator/api/schemas/route-spec';
import { uiAliases } from '@creator/ui/vite-aliases';
import { firstPaint } from './build/first-paint.ts';
import { plannedChunks, PROBE_MODE, probeGroups } from './build/planned-chunks.ts';
import { webManifests } from './build/web-manifest.ts';

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
 * The service worker (src/service-worker/sw.ts, decision 0032): Workbox lists every file of the build for it to
 * keep, index.html as the first paint left it (build/first-paint.ts runs first). The page registers it itself
 * (@creator/api/client/service-worker), after the first load; the manifests are the four of build/web-manifest.ts.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The agreement documents open from the server; the build's maps and records are for tools.
      globIgnores: ['static/**', '.vite/**', '**/*.map'],
      // The markdown editor's chunk is the largest, about 370 KB before compression.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      // Hashed files are asked by their plain address: the copy the page has just loaded comes from the HTTP cache
      // rather than over the network a second time.
      dontCacheBustURLsMatching: /^assets\//u,
    },
  });

/**
 * React Router's package exports only its development build (remix-run/react-router#14102): its warnings and
 * checks would ship. A production build takes the production files it publishes beside them.
 */
const reactRouterProduction = (dir: string) => [
  { find: /^react-router$/, replacement: `${dir}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${dir}/dom-export.mjs` },
];

export default defineConfig(({ command, isSsrBuild, mode }) => {
  const probe = mode === PROBE_MODE;
  const planned = plannedChunks();
  return {
    plugins: [
      react(),
      tailwindcss(),
      ...(probe || isSsrBuild
        ? []
        : [
            planned.plugin,
            preloadFirstMessages(),
            moduleMap(),
            webManifests(import.meta.dirname),
            firstPaint(import.meta.dirname),
            serviceWorker(),
          ]),
    ],
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
      // SOURCEMAP=1 for a profile that names the sources of a minified build's time (decision 0029).
      sourcemap: Boolean(process.env.SOURCEMAP),
      reportCompressedSize: false,
      // The manifest names each file's chunk for scripts/route-bytes.mjs (what each route fetches, by name).
      manifest: !isSsrBuild && !probe,
      // The first paint's renderer (src/first-paint/) is built for Node after the portal; the pages the route
      // table imports lazily are chunks it never loads.
      copyPublicDir: !isSsrBuild,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            // Most of the build's time is the plan's probe (a build of its own): known, not worth a warning.
            checks: { bundlerTimings: false },
            output: {
              // The probe's names are its groups' (build/planned-chunks.ts): the same on every machine.
              chunkFileNames: probe ? '[name].js' : 'assets/[hash].js',
              entryFileNames: probe ? '[name].js' : 'assets/[hash].js',
              // One file for what the entry imports (React, the router, react-intl, the route table) and the
              // bundler's runtime; the rest of what the pages need grouped by the plan (build/planned-chunks.ts,
              // decision 0008); what only lazy widgets reach split as usual.
              codeSplitting: {
                groups: probe
                  ? probeGroups()
                  : [
                      { name: 'first-load', tags: ['$initial'], priority: 2 },
                      { name: 'first-load', test: /rolldown[\\/]runtime/, priority: 2 },
                      {
                        name: planned.name,
                        debugName: 'planned-chunks',
                        priority: 1,
                        includeDependenciesRecursively: false,
                      },
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
        API_PREFIXES.map((prefix) => [prefix, `http://localhost:${process.env.API_PORT ?? '4173'}`]),
      ),
    },
  };
});
