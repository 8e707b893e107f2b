import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build, type Plugin, type Rolldown } from 'vite';
import { planChunks, type ChunkPlan, type PlanModule, type PlanRoute } from './chunk-plan.ts';

/** The mode of the probe build (below): the portal's config splits every module into a chunk of its own. */
export const PROBE_MODE = 'chunk-probe';

/** The dotted names a module's code quotes (`'ui.button.busy'`), message ids among them; bounded, linear. */
const DOTTED = /["'`]([a-z][\w-]{0,80}(?:\.[\w-]{1,80}){1,8})["'`]/g;
function dottedNames(code: string): string[] {
  return [...new Set(Array.from(code.matchAll(DOTTED), (match) => match[1]!))];
}

/**
 * The probe's groups: every module a chunk of its own, so that the plan learns the graph as the bundle has it. A
 * group is named by a hash of its module's path from apps/portal: the same name, of the same length, wherever and
 * in whatever order the bundler asks, so that the chunks' code (which names the files it imports), hence the sizes
 * and the plan, are the same on every machine.
 */
export function probeGroups() {
  return [{ name: (id: string) => `m${stableId(id)}`, includeDependenciesRecursively: false }];
}

/** A probe chunk's file name in code that imports it (bounded, linear). */
const PROBE_FILE = /m[\da-f]{16}\.js/g;

function stableId(id: string): string {
  const key = id.startsWith('\0') ? id : path.relative(portal, id).split(path.sep).join('/');
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

const portal = path.resolve(import.meta.dirname, '..');
const resolve = (file: string) => path.resolve(portal, file);

/** The pages of the route table outside the signed-in layout; every other page comes through the layout. */
const WAYS_IN = [
  'src/routes/sign-in/sign-in-page.tsx',
  'src/routes/forgot/forgot-page.tsx',
  'src/routes/agreement/agreement-page.tsx',
  'src/routes/system/exception-page.tsx',
  'src/routes/not-found.tsx',
];
const LAYOUT = 'src/layout/main-layout.tsx';
const ROUTE_TABLE = 'src/routes/route-table.tsx';

/**
 * What a first load fetches lazily at start besides its page: the cookie notice on every page (until it is
 * answered), the service worker's registration once the first page shows (src/app.tsx, decision 0032), Radix's
 * direction on every page but sign-in (routes/lazy-route.tsx). Planned with the pages, so that they bring no
 * chunk of their own along.
 */
const AT_START = {
  every: [
    '../../packages/ui/src/components/cookie-banner/index.ts',
    '../../packages/api/src/client/service-worker.ts',
  ],
  afterSignIn: ['src/i18n/radix-direction.tsx'],
};

/**
 * The plan's figures, in bytes as sent (brotli), per first load:
 * - what a file costs besides its bytes: its headers (about 350 bytes from the reference server) and its request;
 * - the most unused code a merge may send to a page when it is not needed to meet the file limit;
 * - the most unused code a page may be sent in all; sign-in, every creator's first visit, where it counts thrice,
 *   and the forgotten password, a visit that leads back to it, 3 KB;
 * - what unused code sent to a lazy widget counts: it comes when the widget is needed, not at start;
 * - the most chunks of the plan a first load may fetch. The size check allows 15 JavaScript files (size-budget.json,
 *   `maxJsFiles`): besides the plan's chunks a first load fetches the first chunk, up to two parts of its
 *   messages, and the lazy widgets its page shows at once;
 * - what of a route's budget the plan counts on: its estimates come within a few KB of what the browser is sent,
 *   and its part of the messages comes on top.
 */
const FILE_COST = 400;
const SLACK = 1024;
const MAX_UNUSED = 12 * 1024;
const FIRST_VISIT_UNUSED = 3 * 1024;
const SIGN_IN_WEIGHT = 3;
const LAZY_WEIGHT = 0.25;
const PLANNED_CHUNKS = 8;
const BUDGET_SHARE = 0.95;

/**
 * Each page's budget (size-budget.json, the least of the routes that show it), in bytes: what its first load may
 * be sent, the first chunk included.
 */
function budgets(): Map<string, number> {
  const budget = JSON.parse(readFileSync(resolve('size-budget.json'), 'utf8')) as {
    defaultBudgetKB: number;
    routes: Record<string, { budgetKB?: number; page: string }>;
  };
  const byPage = new Map<string, number>();
  for (const { budgetKB = budget.defaultBudgetKB, page } of Object.values(budget.routes))
    byPage.set(
      resolve(page),
      Math.min(byPage.get(resolve(page)) ?? Infinity, budgetKB * 1024 * BUDGET_SHARE),
    );
  return byPage;
}

/**
 * The module graph as the bundle has it, learnt from a build of its own where every module is a chunk: which
 * modules each one really imports once unused exports are shaken off (a barrel's other exports, React's development
 * build), and how many bytes each weighs minified, scaled to brotli by the ratio of all the code.
 */
async function probe(): Promise<{ modules: Map<string, PlanModule>; lazy: Map<string, string[]> }> {
  const output = await build({
    configFile: resolve('vite.config.ts'),
    root: portal,
    mode: PROBE_MODE,
    logLevel: 'silent',
    build: { write: false },
  });
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .flatMap((item) => (item.type === 'chunk' ? [item] : []));
  // In the order of their names (the bundler's output order may vary), so that the ratio is the same everywhere.
  chunks.sort((a, b) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0));
  const moduleOf = new Map(
    chunks.map((chunk) => [chunk.fileName, chunk.moduleIds.filter((id) => !id.startsWith('\0'))]),
  );
  // The code without the names of the files it imports (each a hash): what the module weighs, not its name.
  const code = new Map(chunks.map((chunk) => [chunk.fileName, chunk.code.replace(PROBE_FILE, 'm.js')]));
  // Code only: the compiled messages, many parts of the same catalogues, compress far better together than any
  // file the browser gets.
  const all = chunks
    .filter((chunk) => !moduleOf.get(chunk.fileName)!.every((id) => id.endsWith('.json')))
    .map((chunk) => code.get(chunk.fileName)!)
    .join('\n');
  const ratio =
    brotliCompressSync(all, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length / all.length;
  const modules = new Map<string, PlanModule>();
  const lazy = new Map<string, string[]>();
  for (const chunk of chunks)
    for (const id of moduleOf.get(chunk.fileName)!) {
      modules.set(id, {
        size: Math.round(code.get(chunk.fileName)!.length * ratio),
        imports: chunk.imports.flatMap((file) => moduleOf.get(file) ?? []),
      });
      lazy.set(
        id,
        chunk.dynamicImports.flatMap((file) => moduleOf.get(file) ?? []),
      );
    }
  return { modules, lazy };
}

/**
 * Groups modules into chunks by the plan (decision 0008, build/chunk-plan.ts): `name` is the `codeSplitting` group
 * of every module the first load does not hold; the plugin makes the plan when the build starts. Each page of the
 * route table is a first load, on its own or with the signed-in layout; what only lazy modules reach is left to
 * the default splitting.
 */
export function plannedChunks(): {
  plugin: Plugin;
  name: (id: string, context: Rolldown.ChunkingContext) => string | null;
} {
  let plan: ChunkPlan | undefined;
  let graph: Awaited<ReturnType<typeof probe>> | undefined;
  const plugin: Plugin = {
    name: 'creator:planned-chunks',
    apply: (_, { command, mode, isSsrBuild }) => command === 'build' && mode !== PROBE_MODE && !isSsrBuild,
    async buildStart() {
      graph = await probe();
      const { modules, lazy } = graph;
      const planned = new Set<string>();
      const queue = [resolve('src/main.tsx')];
      for (let id = queue.pop(); id !== undefined; id = queue.pop())
        if (!planned.has(id)) {
          planned.add(id);
          queue.push(...(modules.get(id)?.imports ?? []));
        }
      const ways = WAYS_IN.map(resolve);
      const layout = resolve(LAYOUT);
      const pages = (lazy.get(resolve(ROUTE_TABLE)) ?? []).filter(
        (page) => page !== layout && !ways.includes(page),
      );
      const budget = budgets();
      const name = (file: string) =>
        path
          .basename(file)
          .replace(/\.tsx?$/, '')
          .replace(/-page$/, '');
      const routes: PlanRoute[] = [
        ...ways.map((way, index) => ({
          name: name(way),
          roots: [way, ...[...AT_START.every, ...(index === 0 ? [] : AT_START.afterSignIn)].map(resolve)],
          ...(index === 0 ? { weight: SIGN_IN_WEIGHT } : {}),
          ...(index < 2 ? { maxUnused: FIRST_VISIT_UNUSED } : {}),
          budget: budget.get(way),
        })),
        ...pages.map((page) => ({
          name: name(page),
          roots: [layout, page, ...[...AT_START.every, ...AT_START.afterSignIn].map(resolve)],
          budget: budget.get(page),
        })),
      ];
      // The other lazy modules (widgets a page shows at once or on demand, a page's lazy parts; not the messages,
      // which import nothing): routes of their own, so that what they import is planned without bringing a page's
      // chunk along when they come.
      const firstLoads = new Set([...ways, layout, ...pages]);
      const loaders = new Map<string, string[]>();
      for (const [id, loaded] of lazy)
        for (const root of loaded) (loaders.get(root) ?? loaders.set(root, []).get(root)!).push(id);
      for (const [root, from] of [...loaders].sort(([a], [b]) => (a < b ? -1 : 1)))
        if (!firstLoads.has(root) && !root.endsWith('.json'))
          routes.push({ name: name(root), roots: [root], weight: LAZY_WEIGHT, lazy: true, loadedFrom: from });
      plan = planChunks({
        modules,
        planned,
        pages: firstLoads,
        routes,
        maxChunks: PLANNED_CHUNKS,
        fileCost: FILE_COST,
        slack: SLACK,
        maxUnused: MAX_UNUSED,
      });
      // CHUNK_PLAN=1 prints what the plan expects of each route (the size check measures what it gets).
      if (process.env.CHUNK_PLAN)
        this.info(
          plan.routes
            .map(
              (route, index) =>
                `${route.name}: ${route.chunks} chunks, about ${(route.sent / 1024).toFixed(1)} KB (budget ` +
                `${((routes[index]!.budget ?? 0) / 1024).toFixed(0)}), ${(route.unused / 1024).toFixed(1)} KB unused`,
            )
            .join('\n'),
        );
    },
  };
  /**
   * The portal's own modules as the bundle has them (`dist/.vite/module-graph.json`, paths from apps/portal): what
   * each imports and loads lazily, and the dotted names its built code quotes (message ids among them). The size
   * check reads from it which messages each route's code uses.
   */
  plugin.generateBundle = function (_, bundle) {
    if (!graph) return;
    const own = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0');
    const relative = (id: string) => path.relative(portal, id);
    const quoted = new Map<string, string[]>();
    for (const item of Object.values(bundle))
      if (item.type === 'chunk')
        for (const [id, module] of Object.entries(item.modules))
          if (own(id)) quoted.set(id, dottedNames(module.code ?? ''));
    const entries = [...graph.modules]
      .filter(([id]) => own(id))
      .map(([id, module]) => [
        relative(id),
        {
          imports: module.imports.filter(own).map(relative),
          lazy: (graph!.lazy.get(id) ?? []).filter(own).map(relative),
          quotes: quoted.get(id) ?? [],
        },
      ]);
    this.emitFile({
      type: 'asset',
      fileName: '.vite/module-graph.json',
      source: JSON.stringify(Object.fromEntries(entries)),
    });
  };
  return {
    plugin,
    // A style sheet a module imports leaves no code of its own in the probe: it goes with its importer.
    name: (id, context) =>
      plan?.chunkOf.get(id) ??
      (id.endsWith('.css') ? plan?.chunkOf.get(context.getModuleInfo(id)?.importers[0] ?? '') : undefined) ??
      null,
  };
}
