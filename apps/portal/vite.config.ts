import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The sign-in page and the default locale's first messages are requested by the first script only after it
 * has run; modulepreload links in index.html fetch them in parallel with it instead (one round trip less
 * before /login paints). A signed-in visitor or another locale loses a few KB to them.
 */
const PRELOADED = ['/src/routes/login/login-page.tsx', '/src/i18n/compiled/en-US.json'];

function preloadFirstPage(): Plugin {
  return {
    name: 'creator:preload-first-page',
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
          if (!chunk) throw new Error(`preload-first-page: no chunk for ${module}`);
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

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFirstPage()],
  resolve: {
    alias: [
      // Messages are precompiled to ASTs at build time (scripts/compile-messages.mjs): no ICU parser ships.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The manifest lets scripts/route-bytes.mjs measure exactly what each route downloads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Two files instead of eighteen small shared chunks (fewer requests, a better gzip ratio): what the
        // entry imports (React, the router, react-intl, the shell), then the sign-in page with everything it
        // imports beyond that (its rules, zod, the client). Other pages stay lazy and split as usual.
        codeSplitting: {
          groups: [
            { name: 'first-load', tags: ['$initial'], priority: 2 },
            { name: 'sign-in', test: /[\\/]src[\\/]routes[\\/]login[\\/]/, priority: 1 },
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
});
