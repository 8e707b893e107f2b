import { describe, expect, it } from 'vitest';
import { planChunks, type PlanOptions, type PlanRoute } from './chunk-plan.ts';

const KB = 1024;

/** A module graph from `{ id: [size in KB, ...imports] }`. */
function graph(spec: Record<string, [number, ...string[]]>): PlanOptions['modules'] {
  return new Map(
    Object.entries(spec).map(([id, [size, ...imports]]) => [id, { size: size * KB, imports }] as const),
  );
}

const options = (
  modules: PlanOptions['modules'],
  routes: PlanRoute[],
  more: Partial<PlanOptions> = {},
): PlanOptions => ({
  modules,
  routes,
  pages: new Set(routes.filter((route) => !route.lazy).flatMap((route) => route.roots.slice(0, 1))),
  maxChunks: 10,
  fileCost: 0.4 * KB,
  slack: 1 * KB,
  maxUnused: 12 * KB,
  ...more,
});

/** The chunks a route's browser downloads: those of what it uses, and what their modules import. */
function fetched(plan: ReturnType<typeof planChunks>, modules: PlanOptions['modules'], roots: string[]) {
  const chunks = new Set<string>();
  const queue = [...roots];
  const seen = new Set<string>();
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const chunk = plan.chunkOf.get(id);
    if (chunk) chunks.add(chunk);
    queue.push(...(modules.get(id)?.imports ?? []));
  }
  // A chunk's other modules come with it, and what they import.
  for (let grew = true; grew;) {
    grew = false;
    for (const [id, chunk] of plan.chunkOf)
      if (chunks.has(chunk))
        for (const imported of modules.get(id)?.imports ?? []) {
          const other = plan.chunkOf.get(imported);
          if (other && !chunks.has(other)) {
            chunks.add(other);
            grew = true;
          }
        }
  }
  return chunks;
}

describe('planChunks', () => {
  it('puts what the same pages use in one chunk, and each page in its own', () => {
    const modules = graph({
      home: [2, 'button', 'card'],
      content: [3, 'button', 'card', 'table'],
      button: [1],
      card: [1],
      table: [8],
    });
    const plan = planChunks(
      options(modules, [
        { name: 'home', roots: ['home'] },
        { name: 'content', roots: ['content'] },
      ]),
    );
    expect(plan.chunkOf.get('button')).toBe(plan.chunkOf.get('card'));
    expect(plan.chunkOf.get('home')).not.toBe(plan.chunkOf.get('content'));
    expect(plan.chunkOf.get('table')).toBe(plan.chunkOf.get('content'));
  });

  it('merges a small shared piece into a larger one when a file costs more than its bytes', () => {
    const modules = graph({
      a: [2, 'shared', 'tiny'],
      b: [2, 'shared', 'tiny'],
      c: [2, 'shared'],
      shared: [6],
      tiny: [0.1],
    });
    const routes = ['a', 'b', 'c'].map((name) => ({ name, roots: [name] }));
    const plan = planChunks(options(modules, routes));
    // c is sent 0.1 KB it does not use; a and b each fetch a file less.
    expect(plan.chunkOf.get('tiny')).toBe(plan.chunkOf.get('shared'));
    expect(plan.routes.find((route) => route.name === 'c')?.unused).toBe(0.1 * KB);
  });

  it('keeps apart what would send a page more unused code than the slack when files are few', () => {
    const modules = graph({ a: [2, 'x', 'y'], b: [2, 'x'], x: [1], y: [5] });
    const plan = planChunks(
      options(modules, [
        { name: 'a', roots: ['a'] },
        { name: 'b', roots: ['b'] },
      ]),
    );
    expect(plan.chunkOf.get('y')).not.toBe(plan.chunkOf.get('x'));
    expect(plan.routes.every((route) => route.unused === 0)).toBe(true);
  });

  it('merges until no first load fetches more than the most chunks, at the least unused code', () => {
    const spec: Record<string, [number, ...string[]]> = {};
    const pages = ['p1', 'p2', 'p3', 'p4'];
    // Every pair of pages shares a piece of its own: six pieces, three per page.
    const pieces: string[] = [];
    for (let i = 0; i < pages.length; i += 1)
      for (let j = i + 1; j < pages.length; j += 1) pieces.push(`${pages[i]}${pages[j]}`);
    for (const page of pages) spec[page] = [1, ...pieces.filter((piece) => piece.includes(page))];
    pieces.forEach((piece, index) => (spec[piece] = [1 + index]));
    const modules = graph(spec);
    const routes = pages.map((name) => ({ name, roots: [name] }));
    const plan = planChunks(options(modules, routes, { maxChunks: 3 }));
    for (const [index, route] of routes.entries()) {
      expect(plan.routes[index]?.chunks).toBeLessThanOrEqual(3);
      expect(fetched(plan, modules, route.roots).size).toBe(plan.routes[index]?.chunks);
    }
  });

  it('never sends a page to a route that does not show it, lazy ones included', () => {
    const modules = graph({
      layout: [3, 'frame'],
      home: [1, 'frame', 'widget'],
      signIn: [1, 'form'],
      frame: [4],
      form: [5],
      widget: [0.2],
      picker: [2, 'widget'],
    });
    const plan = planChunks(
      options(
        modules,
        [
          { name: 'sign-in', roots: ['signIn'] },
          { name: 'home', roots: ['home', 'layout'] },
          { name: 'picker', roots: ['picker'], lazy: true, weight: 0.25 },
        ],
        { pages: new Set(['signIn', 'home', 'layout']), maxChunks: 1 },
      ),
    );
    for (const [roots, foreign] of [
      [['signIn'], ['home', 'layout']],
      [['picker'], ['home', 'layout', 'signIn']],
    ] as const) {
      const chunks = fetched(plan, modules, [...roots]);
      for (const page of foreign) expect(chunks.has(plan.chunkOf.get(page)!)).toBe(false);
    }
  });

  it('brings along what a merged module imports, so a route fetches the chunks the plan counts', () => {
    // ab imports y, which c does not use: merged with ac alone, ab would bring c 5 KB and a file the plan did not
    // count. e takes nothing unused, so y cannot join ab.
    const modules = graph({
      a: [1, 'ab', 'ac'],
      b: [1, 'ab'],
      c: [1, 'ac'],
      e: [1, 'y'],
      ab: [0.2, 'y'],
      ac: [0.2],
      y: [5],
    });
    const routes: PlanRoute[] = ['a', 'b', 'c', 'e'].map((name) => ({
      name,
      roots: [name],
      ...(name === 'e' ? { maxUnused: 0 } : {}),
    }));
    const plan = planChunks(options(modules, routes, { maxChunks: 2, maxUnused: 3 * KB }));
    routes.forEach((route, index) =>
      expect(fetched(plan, modules, route.roots).size).toBe(plan.routes[index]?.chunks),
    );
  });

  it('sends no route more unused code than its cap or past its budget', () => {
    const modules = graph({ a: [2, 'x', 'big'], b: [2, 'x'], x: [1], big: [20] });
    const plan = planChunks(
      options(
        modules,
        [
          { name: 'a', roots: ['a'] },
          { name: 'b', roots: ['b'], maxUnused: 4 * KB },
        ],
        { maxChunks: 1 },
      ),
    );
    const b = plan.routes.find((route) => route.name === 'b')!;
    expect(b.unused).toBeLessThanOrEqual(4 * KB);
    expect(plan.chunkOf.get('big')).not.toBe(plan.chunkOf.get('x'));

    const budgeted = planChunks(
      options(
        modules,
        [
          { name: 'a', roots: ['a'] },
          { name: 'b', roots: ['b'], budget: 6 * KB },
        ],
        { maxChunks: 1, maxUnused: 100 * KB },
      ),
    );
    expect(budgeted.routes.find((route) => route.name === 'b')!.sent).toBeLessThanOrEqual(6 * KB);
  });

  it('leaves out the first load and what no route reaches', () => {
    const modules = graph({ main: [50, 'react'], react: [40], home: [1, 'react'], crop: [9] });
    const plan = planChunks(
      options(modules, [{ name: 'home', roots: ['home'] }], { planned: new Set(['main', 'react']) }),
    );
    expect(plan.chunkOf.has('react')).toBe(false);
    expect(plan.chunkOf.has('crop')).toBe(false);
    expect(plan.chunkOf.has('home')).toBe(true);
  });
});
