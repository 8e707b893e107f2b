// Gzip bytes of the JavaScript and CSS a route of the portal downloads on first load, read from Vite's build
// manifest (deterministic: no browser, no timing). Shared by the size check and the bench.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const PORTAL = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../apps/portal');

export function readBudget() {
  return JSON.parse(readFileSync(path.join(PORTAL, 'size-budget.json'), 'utf8'));
}

export function routeBytes(modules) {
  const dist = path.join(PORTAL, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set();
  const visit = (key) => {
    // index.html: whatever its script, stylesheet and modulepreload tags load (the manifest may not list it
    // as an entry when the first chunk is a code-splitting group).
    if (key === 'index.html') {
      const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
      for (const [, file] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
        if (byFile.has(file)) visit(byFile.get(file));
        else files.add(file);
      }
      return;
    }
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: update apps/portal/size-budget.json`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  const sizes = { js: 0, css: 0, jsFiles: 0 };
  for (const file of files) {
    const ext = path.extname(file);
    if (ext !== '.js' && ext !== '.css') continue;
    const gzip = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    if (ext === '.js') {
      sizes.js += gzip;
      sizes.jsFiles += 1;
    } else sizes.css += gzip;
  }
  return { jsGzip: sizes.js, cssGzip: sizes.css, jsFiles: sizes.jsFiles };
}

/** Message ids named by the JavaScript that index.html loads or preloads but missing from the first-load catalogue. */
export function firstLoadMessagesMissing() {
  const dist = path.join(PORTAL, 'dist');
  const compiled = path.join(PORTAL, 'src/i18n/compiled');
  const first = JSON.parse(readFileSync(path.join(compiled, 'en-US.json'), 'utf8'));
  const later = JSON.parse(readFileSync(path.join(compiled, 'en-US.later.json'), 'utf8'));
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // The scripts index.html runs and the modules it preloads (the sign-in page's chunk among them).
  const scripts = [...html.matchAll(/<(?:script[^>]+src|link rel="modulepreload"[^>]+href)="\/(assets\/[^"]+\.js)"/g)].map(([, file]) =>
    readFileSync(path.join(dist, file), 'utf8'),
  );
  const code = scripts.join('\n');
  return Object.keys(later).filter((id) => !(id in first) && [`"${id}"`, `'${id}'`, `\`${id}\``].some((quoted) => code.includes(quoted)));
}
