// After `vite build`: the sign-in page's first paint into dist/index.html (src/first-paint/first-paint.tsx, built
// for Node into .first-paint by `vite build --ssr`).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const portal = path.resolve(import.meta.dirname, '..');
const { withFirstPaint } = await import(path.join(portal, '.first-paint/first-paint.js'));
const index = path.join(portal, 'dist/index.html');
writeFileSync(index, withFirstPaint(readFileSync(index, 'utf8')));
