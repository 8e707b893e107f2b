// After `vite build`: the sign-in page's first paint into dist/index.html (src/first-paint/first-paint.tsx, built
// for Node into .first-paint by `vite build --ssr`), with the JavaScript files of each path of the route table to
// preload (size-budget.json names each path's page, and the signed-in layout; the build says which files hold them).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const portal = path.resolve(import.meta.dirname, '..');
const read = (file) => readFileSync(path.join(portal, file), 'utf8');
const { withFirstPaint } = await import(path.join(portal, '.first-paint/first-paint.js'));
const index = read('dist/index.html');

const budget = JSON.parse(read('size-budget.json'));
const fileOf = JSON.parse(read('dist/.vite/modules.json'));
const manifest = JSON.parse(read('dist/.vite/manifest.json'));
const importsOf = new Map(
  Object.values(manifest).map((chunk) => [
    chunk.file,
    (chunk.imports ?? []).map((key) => manifest[key].file),
  ]),
);
/** The files `modules` are in, with what those import; not those index.html already loads. */
const filesOf = (modules) => {
  const files = new Set();
  const queue = modules.map((module) => {
    if (!fileOf[module]) throw new Error(`${module} is in no file of the build`);
    return fileOf[module];
  });
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (files.has(file)) continue;
    files.add(file);
    queue.push(...(importsOf.get(file) ?? []));
  }
  return [...files].filter((file) => !index.includes(`/${file}"`)).map((file) => `/${file}`);
};
// Every page but sign-in also loads Radix's direction at once (src/routes/lazy-route.tsx).
const DIRECTION = 'src/i18n/radix-direction.tsx';
const preloads = Object.fromEntries(
  Object.entries(budget.routes).map(([route, { page, signedIn }]) => [
    route,
    filesOf([...(signedIn ? [budget.layout] : []), page, ...(route === '/login' ? [] : [DIRECTION])]),
  ]),
);
writeFileSync(path.join(portal, 'dist/index.html'), withFirstPaint(index, preloads));
