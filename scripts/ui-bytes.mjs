// Bundles a page-sized import of packages/ui (with React, react-dom and react-intl left out, as a page already
// pays for those) and reports its gzip bytes and which heavy dependencies came along. Shared by the size check
// (tree-shaking must hold) and the bench.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HEAVY = ['react-easy-crop', '@uiw/react-md-editor', '@dnd-kit', 'react-day-picker', 'dompurify'];

export async function uiBytes(name, source) {
  const work = mkdtempSync(path.join(tmpdir(), `ui-${name}-`));
  const entry = path.join(work, 'entry.js');
  writeFileSync(entry, source);
  const seen = new Set();
  await build({
    root: work,
    logLevel: 'silent',
    configFile: false,
    resolve: { alias: { '@creator/ui': path.join(root, 'packages/ui/src') } },
    build: {
      outDir: path.join(work, 'out'),
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'bundle' },
      rollupOptions: {
        external: (id) => /^(react|react-dom|react-intl)(\/|$)/.test(id),
        plugins: [
          {
            name: 'heavy-deps',
            load(id) {
              for (const dep of HEAVY) if (id.includes(`/node_modules/${dep}`)) seen.add(dep);
              return null;
            },
          },
        ],
      },
    },
  });
  const outDir = path.join(work, 'out');
  let gzip = 0;
  for (const file of readdirSync(outDir))
    if (/\.m?js$/.test(file)) gzip += gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
  rmSync(work, { recursive: true, force: true });
  return { jsGzip: gzip, heavyDependencies: [...seen].sort() };
}

/** The imports a page typically makes; the first must stay light. */
export const UI_SCENARIOS = {
  'button alone': "export { Button } from '@creator/ui/components/button/index.ts';",
};
