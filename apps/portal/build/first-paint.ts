// The sign-in page's first paint into the build's index.html (src/first-paint/first-paint.tsx, built for Node into
// .first-paint by `vite build --ssr` before the portal), with the JavaScript files of each path of the route table
// to preload (size-budget.json names each path's page, and the signed-in layout; the build says which files hold
// them). Done as the portal's files are written, so that what the service worker keeps (decision 0032) is the
// finished page.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

interface Budget {
  layout: string;
  routes: Record<string, { page: string; signedIn: boolean }>;
}
type Manifest = Record<string, { file: string; imports?: string[] }>;
interface FirstPaintModule {
  withFirstPaint(index: string, preloads: Record<string, string[]>): string;
}

// Every page but sign-in also loads Radix's direction at once (src/routes/lazy-route.tsx).
const DIRECTION = 'src/i18n/radix-direction.tsx';

async function injectFirstPaint(portal: string, outDir: string): Promise<void> {
  const read = (file: string) => readFileSync(path.join(portal, file), 'utf8');
  const built = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  const { withFirstPaint } = (await import(
    pathToFileURL(path.join(portal, '.first-paint/first-paint.js')).href
  )) as FirstPaintModule;
  const index = built('index.html');
  const budget = JSON.parse(read('size-budget.json')) as Budget;
  const fileOf = JSON.parse(built('.vite/modules.json')) as Record<string, string>;
  const manifest = JSON.parse(built('.vite/manifest.json')) as Manifest;
  const importsOf = new Map(
    Object.values(manifest).map((chunk) => [
      chunk.file,
      (chunk.imports ?? []).map((key) => manifest[key]!.file),
    ]),
  );
  /** The files `modules` are in, with what those import; not those index.html already loads. */
  const filesOf = (modules: string[]) => {
    const files = new Set<string>();
    const queue = modules.map((module) => {
      const file = fileOf[module];
      if (!file) throw new Error(`${module} is in no file of the build`);
      return file;
    });
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (files.has(file)) continue;
      files.add(file);
      queue.push(...(importsOf.get(file) ?? []));
    }
    return [...files].filter((file) => !index.includes(`/${file}"`)).map((file) => `/${file}`);
  };
  const preloads = Object.fromEntries(
    Object.entries(budget.routes).map(([route, { page, signedIn }]) => [
      route,
      filesOf([...(signedIn ? [budget.layout] : []), page, ...(route === '/login' ? [] : [DIRECTION])]),
    ]),
  );
  writeFileSync(path.join(outDir, 'index.html'), withFirstPaint(index, preloads));
}

/** Paints the first page into index.html once the build's files are written, before anything reads them. */
export function firstPaint(portal: string): Plugin {
  let outDir = '';
  return {
    name: 'creator:first-paint',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: { sequential: true, order: 'pre', handler: () => injectFirstPaint(portal, outDir) },
  };
}
