// node /tmp/why.mjs <from-substring> <target-substring>...
import { build } from 'vite';
const [from, ...targets] = process.argv.slice(2);
let graph;
await build({
  logLevel: 'silent',
  build: { write: false },
  plugins: [{ name: 'why', buildEnd() { graph = this; const ids=[...this.getModuleIds()];
    const start = ids.find((id) => id.includes(from));
    for (const target of targets) {
      const prev = new Map([[start, null]]); const q = [start]; let hit;
      while (q.length) { const id = q.shift(); if (id.includes(target) && id!==start) { hit = id; break; }
        for (const n of this.getModuleInfo(id)?.importedIds ?? []) if (!prev.has(n)) { prev.set(n, id); q.push(n); } }
      const chain = []; for (let x = hit; x; x = prev.get(x)) chain.unshift(x.replace(/.*\/(packages|apps|node_modules)\//, ''));
      console.log(target, '\n   ' + (hit ? chain.join('\n   ') : 'not reached'));
    } } }],
});
