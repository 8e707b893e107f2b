// Prints the gzip bytes of packages/ui code a page pays for, per typical import (JSON on stdout).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { UI_SCENARIOS, uiBytes } from '../scripts/ui-bytes.mjs';
import { ROOT } from './lib/script.mjs';

const components = path.join(ROOT, 'packages/ui/src/components');
const all = readdirSync(components)
  .map((name) => `export * from '@creator/ui/components/${name}/index.ts';`)
  .join('\n');
const results = {};
for (const [name, source] of Object.entries({ ...UI_SCENARIOS, 'every widget': all })) {
  results[name] = await uiBytes(name.replace(/\W+/g, '-'), source);
}
console.log(JSON.stringify(results));
