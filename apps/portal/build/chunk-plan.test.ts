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
    // Merging y into x saves p1, p2 and p3 a file each (1.2 KB) for 1.1 KB sent to p4: worth it, past the slack.
    const modules = graph({
      p1: [2, 'x', 'y'],
      p2: [2, 'x', 'y'],
      p3: [2, 'x', 'y'],
      p4: [2, 'x'],
      x: [1],
      y: [1.1],
    });
    const routes = ['p1', 'p2', 'p3', 'p4'].map((name) => ({ name, roots: [name] }));
    const plan = planChunks(options(modules, routes));
    expect(plan.chunkOf.get('y')).not.toBe(plan.chunkOf.get('x'));
    expect(plan.routes.every((route) => route.unused === 0)).toBe(true);
    // With more slack, it is merged.
    const slack = planChunks(options(modules, routes, { slack: 2 * KB }));
    expect(slack.chunkOf.get('y')).toBe(slack.chunkOf.get('x'));
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

  it('counts for a lazy widget what a merged chunk brings it, but nothing every page it comes after has', () => {
    // The toaster comes after any page (the frame loads it). Merging ab with b would bring it d, which the
    // sign-in page does not fetch, so it is counted; form and a chunk every first load has are free.
    const modules = graph({
      main: [50],
      signIn: [1, 'form'],
      home: [1, 'a', 'b'],
      content: [1, 'a', 'b'],
      other: [1, 'd'],
      toaster: [1, 'a'],
      form: [2],
      a: [0.5],
      b: [0.5, 'd'],
      d: [5],
    });
    const routes: PlanRoute[] = [
      { name: 'sign-in', roots: ['signIn'] },
      { name: 'home', roots: ['home'] },
      { name: 'content', roots: ['content'] },
      { name: 'other', roots: ['other'] },
      { name: 'toaster', roots: ['toaster'], lazy: true, weight: 0.25, loadedFrom: ['main'] },
    ];
    const plan = planChunks(options(modules, routes, { planned: new Set(['main']) }));
    const chunks = fetched(plan, modules, ['toaster']);
    const everywhere = ['signIn', 'home', 'content', 'other'].map((root) => fetched(plan, modules, [root]));
    const uses = new Set(['toaster', 'a']);
    let unused = 0;
    for (const [id, chunk] of plan.chunkOf)
      if (chunks.has(chunk) && !uses.has(id) && !everywhere.every((page) => page.has(chunk)))
        unused += modules.get(id)!.size;
    expect(unused).toBeLessThanOrEqual(plan.routes[4]!.unused);
  });

  it('lets a lazy widget share the chunk of the page it comes after, which it then finds there', () => {
    // The picker comes after the composer only: the field they share may travel in the composer's chunk (a file
    // less for the composer), though the picker does not use the composer.
    const modules = graph({ composer: [3, 'field'], other: [2], field: [0.3], picker: [1, 'field'] });
    const plan = planChunks(
      options(modules, [
        { name: 'composer', roots: ['composer'] },
        { name: 'other', roots: ['other'] },
        { name: 'picker', roots: ['picker'], lazy: true, weight: 0.25, loadedFrom: ['composer'] },
      ]),
    );
    expect(plan.chunkOf.get('field')).toBe(plan.chunkOf.get('composer'));
    expect(plan.routes[2]!.unused).toBe(0);
  });

  it('sends no route more unused code than its cap or past its budget', () => {
    // p fetches three chunks, one more than allowed: x and big would merge, sending q 20 KB it does not use.
    const modules = graph({ p: [2, 'x', 'big'], q: [2, 'x'], r: [2, 'big'], x: [1], big: [20] });
    const routes = (q: Partial<PlanRoute>): PlanRoute[] => [
      { name: 'p', roots: ['p'] },
      { name: 'q', roots: ['q'], ...q },
      { name: 'r', roots: ['r'] },
    ];
    const plan = (q: Partial<PlanRoute>, maxUnused: number) =>
      planChunks(options(modules, routes(q), { maxChunks: 2, maxUnused }));
    expect(plan({}, 100 * KB).chunkOf.get('big')).toBe(plan({}, 100 * KB).chunkOf.get('x'));

    const capped = plan({ maxUnused: 4 * KB }, 100 * KB);
    expect(capped.routes[1]!.unused).toBeLessThanOrEqual(4 * KB);
    expect(capped.chunkOf.get('big')).not.toBe(capped.chunkOf.get('x'));
    expect(plan({}, 4 * KB).chunkOf.get('big')).not.toBe(plan({}, 4 * KB).chunkOf.get('x'));

    const budgeted = plan({ budget: 6 * KB }, 100 * KB);
    expect(budgeted.routes[1]!.sent).toBeLessThanOrEqual(6 * KB);
    expect(budgeted.chunkOf.get('big')).not.toBe(budgeted.chunkOf.get('x'));
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
