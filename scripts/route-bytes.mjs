// What a browser downloads for each route of the portal on a first visit, measured as first-load JavaScript
// (docs/architecture.md, "What each route downloads"): Debian's Chromium with an empty cache opens the route
// on the production build served by the reference server, and every script it fetches until the page is idle
// counts (lazy chunks fetched at start included), at the size it came over the wire: the response's headers
// and its body as sent (brotli). Also what a creator's second visit to /home downloads, once the first has
// filled the cache. Shared by the size check (`npm test`) and `npm run bench`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';
import { signedInStorage, startReferenceServer, TEST_CAPTCHA } from './reference-server.mjs';

export const PORTAL = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../apps/portal');
export const KB = 1024;

/**
 * apps/portal/size-budget.json: every path of the route table, how to open it, the page it shows (its module) and
 * its budget in KB; then the visits the guards redirect (`redirect: true`), each held to the budget and the page of
 * where it lands. Every visit also carries the most JavaScript files a first load may fetch (`maxJsFiles`).
 */
export function readBudget() {
  const budget = JSON.parse(readFileSync(path.join(PORTAL, 'size-budget.json'), 'utf8'));
  const visit =
    (redirect) =>
    ([route, entry]) => ({
      route,
      url: entry.url ?? route,
      signedIn: entry.signedIn,
      page: entry.page,
      budgetKB: entry.budgetKB ?? budget.defaultBudgetKB,
      maxJsFiles: budget.maxJsFiles,
      redirect,
    });
  return [
    ...Object.entries(budget.routes).map(visit(false)),
    ...Object.entries(budget.redirects ?? {}).map(visit(true)),
  ];
}

/**
 * What a response cost on the wire, from Playwright's `request.sizes()`: its headers and its body. Playwright
 * reports an answer from the browser's cache with the cached headers' size and minus that as the body (nothing
 * was sent), and a revalidated one (304) as a 200 with the 304's headers and no body.
 */
export function wireBytes({ responseHeadersSize, responseBodySize }) {
  return Math.max(0, responseHeadersSize + responseBodySize);
}

/**
 * Where an answer came from: the browser's cache (nothing on the wire), the server confirming the cached copy
 * (a 304 to a conditional request: headers only), or the network.
 */
export function servedFrom(sizes, conditional) {
  if (wireBytes(sizes) === 0) return 'cache';
  return conditional && sizes.responseBodySize === 0 ? 'revalidated' : 'network';
}

/** The page is idle: nothing in flight, nothing new for half a second, and the main thread has had an idle period. */
async function settle(page, network) {
  const quiet = async () => {
    for (;;) {
      if (network.inFlight === 0 && Date.now() - network.lastActivity >= 500) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await quiet();
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
  );
  await quiet();
}

/** Counts the page's requests in flight for `settle`, and hands each that ends (finished or failed) to `ended`. */
function watchNetwork(page, ended) {
  const network = { inFlight: 0, lastActivity: Date.now() };
  page.on('request', () => {
    network.inFlight += 1;
    network.lastActivity = Date.now();
  });
  const done = (request) => {
    network.inFlight -= 1;
    network.lastActivity = Date.now();
    ended(request);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return network;
}

async function openRoute(browser, baseURL, { url, signedIn }, storageState) {
  const context = await browser.newContext({
    baseURL,
    storageState: signedIn ? storageState : undefined,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const sizes = [];
  const network = watchNetwork(page, (request) => {
    const { pathname } = new URL(request.url());
    const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null;
    if (kind)
      sizes.push(
        request.sizes().then((measured) => ({
          file: pathname.slice(1),
          kind,
          bytes: wireBytes(measured),
          bodyBytes: Math.max(0, measured.responseBodySize),
        })),
      );
  });
  await page.goto(url);
  await settle(page, network);
  const landed = new URL(page.url()).pathname;
  const files = await Promise.all(sizes);
  await context.close();
  return { landed, files };
}

/**
 * Runs `measure` with the reference server on the production build (`url`), Debian's Chromium (`browser`) and
 * the storage of a signed-in creator (`storageState`), then stops them: one server and one browser for every
 * measurement of a run.
 */
export async function withPortal(measure, { port = 4186 } = {}) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const server = await startReferenceServer({ port, env: { CAPTCHA_TEST_CODE: TEST_CAPTCHA } }).catch(
    async (error) => {
      await browser.close();
      throw error;
    },
  );
  try {
    const storageState = await signedInStorage(browser, server.url);
    return await measure({ browser, url: server.url, storageState });
  } finally {
    await browser.close();
    await server.stop();
  }
}

const sum = (list, key = 'bytes') => list.reduce((total, item) => total + item[key], 0);

/**
 * Measures every route of the budget file (`portal` from `withPortal`). Each result: the JavaScript and CSS
 * bytes on the wire, the JavaScript's bodies alone (`jsBodyBytes`), the number of JavaScript files, and each
 * file with its bytes on the wire and its body (largest first).
 */
export async function measureRoutes({ browser, url: baseURL, storageState }) {
  const names = chunkNames();
  const results = [];
  for (const route of readBudget()) {
    const { landed, files } = await openRoute(browser, baseURL, route, storageState);
    if (!route.redirect && route.signedIn && landed === '/login')
      throw new Error(`${route.url} went to /login although signed in`);
    if (route.redirect && landed === new URL(route.url, baseURL).pathname)
      throw new Error(`${route.url} was not redirected, although the guards should send it elsewhere`);
    const js = files.filter((file) => file.kind === 'js').sort((a, b) => b.bytes - a.bytes);
    // Within every budget, but a page that never ran (the build missing, or being rewritten mid-run).
    if (js.length === 0) throw new Error(`${route.url} fetched no JavaScript: is the portal built?`);
    results.push({
      ...route,
      landed,
      jsBytes: sum(js),
      jsBodyBytes: sum(js, 'bodyBytes'),
      jsFiles: js.length,
      cssBytes: sum(files.filter((file) => file.kind === 'css')),
      files: js.map(({ file, bytes, bodyBytes }) => ({ file, bytes, bodyBytes, name: names.get(file) })),
    });
  }
  return results;
}

/** One response of the second visit: its path, the status the wire carried, its bytes there and `servedFrom`. */
async function answer(request) {
  const { pathname, search } = new URL(request.url());
  const response = await request.response();
  if (!response) return { path: `${pathname}${search}`, status: 0, bytes: 0, served: 'failed' };
  const [sizes, headers] = await Promise.all([request.sizes(), request.allHeaders()]);
  const served = servedFrom(sizes, 'if-none-match' in headers || 'if-modified-since' in headers);
  return {
    path: `${pathname}${search}`,
    // Playwright gives a revalidated answer the status of the cached one: the wire carried a 304.
    status: served === 'revalidated' ? 304 : response.status(),
    bytes: wireBytes(sizes),
    served,
  };
}

/**
 * A creator coming back: signed in, `url` is opened and left idle, then opened again in the same browser (a new
 * navigation, not a reload that bypasses the cache) and left idle. Returns every response of the second visit
 * (HTML, scripts, styles, calls, images, fonts) with its path, status, bytes on the wire and where it came from
 * (`servedFrom`), and their sum (`bytes`).
 */
export async function measureSecondVisit({ browser, url: baseURL, storageState }, url = '/home') {
  const context = await browser.newContext({ baseURL, storageState, serviceWorkers: 'block' });
  const page = await context.newPage();
  let second = false;
  const answers = [];
  const network = watchNetwork(page, (request) => {
    if (!second || !/^https?:/.test(request.url())) return;
    answers.push(answer(request));
  });
  await page.goto(url);
  await settle(page, network);
  second = true;
  await page.goto(url);
  await settle(page, network);
  const landed = new URL(page.url()).pathname;
  const requests = await Promise.all(answers);
  await context.close();
  // A visit that went elsewhere (a lost session) or failed on the way would download less: not a second visit.
  if (landed !== url) throw new Error(`the second visit to ${url} landed on ${landed}`);
  const failed = requests.filter(({ status }) => status === 0 || status >= 400);
  if (failed.length > 0)
    throw new Error(`the second visit to ${url} failed on ${failed.map(({ path }) => path).join(', ')}`);
  return { url, bytes: sum(requests), requests };
}

function readManifest() {
  return JSON.parse(readFileSync(path.join(PORTAL, 'dist/.vite/manifest.json'), 'utf8'));
}

/**
 * What each built file holds, by the name the bundler gave its chunk (files are named by their hash only:
 * docs/architecture.md, "The short-post composer"): `post`, `every-page`, `en-US.creator`…
 */
function chunkNames() {
  return new Map(Object.values(readManifest()).map((chunk) => [chunk.file, chunk.name]));
}

/** The built file of a module of the portal (its path from apps/portal), as the browser requests it. */
export function chunkOf(module) {
  const file = JSON.parse(readFileSync(path.join(PORTAL, 'dist/.vite/modules.json'), 'utf8'))[module];
  if (!file) throw new Error(`${module} is in no chunk of the build (dist/.vite/modules.json)`);
  return file;
}

/**
 * The portal's own modules as the bundle has them (dist/.vite/module-graph.json, written by the chunk plan:
 * apps/portal/build/planned-chunks.ts): what each imports, and what it loads lazily.
 */
function readModuleGraph() {
  return JSON.parse(readFileSync(path.join(PORTAL, 'dist/.vite/module-graph.json'), 'utf8'));
}

/** `roots` with what they import, and what they load lazily unless `lazily(module)` says to stop there. */
function moduleClosure(graph, roots, lazily = () => false) {
  const found = new Set();
  const queue = [...roots];
  for (let module = queue.pop(); module !== undefined; module = queue.pop()) {
    if (found.has(module)) continue;
    found.add(module);
    const { imports = [], lazy = [] } = graph[module] ?? {};
    queue.push(...imports, ...lazy.filter(lazily));
  }
  return found;
}

/** The message ids among what `modules` quote in their built code that `loaded` lacks. */
function unloaded(graph, modules, every, loaded) {
  const quoted = new Set([...modules].flatMap((module) => graph[module]?.quotes ?? []));
  return every.filter((id) => quoted.has(id) && !(id in loaded));
}

/** The modules of /login's first paint besides the first chunk: they must find their messages in the first part. */
const FIRST_PAINT = [
  'src/routes/sign-in/sign-in-page.tsx',
  '../../packages/ui/src/components/cookie-banner/index.ts',
];

/** The English catalogues as compiled: the first part, the shared rest, and each page's part by name. */
function englishCatalogues() {
  const compiled = path.join(PORTAL, 'src/i18n/compiled');
  const read = (file) => JSON.parse(readFileSync(path.join(compiled, file), 'utf8'));
  const { parts } = JSON.parse(readFileSync(path.join(PORTAL, 'src/i18n/message-parts.json'), 'utf8'));
  const byPart = Object.fromEntries(Object.keys(parts).map((part) => [part, read(`en-US.${part}.json`)]));
  const first = read('en-US.json');
  const later = read('en-US.later.json');
  return {
    first,
    later,
    byPart,
    every: Object.keys(Object.assign({}, first, later, ...Object.values(byPart))),
  };
}

/** Message ids named by the code of /login's first paint (the first chunk, FIRST_PAINT) but missing from the
 * first-load catalogue. */
export function firstLoadMessagesMissing() {
  const { first, every } = englishCatalogues();
  const graph = readModuleGraph();
  return unloaded(graph, moduleClosure(graph, ['src/main.tsx', ...FIRST_PAINT]), every, first);
}

/**
 * The route table's lazy modules, each with the part of the messages its route loads (`messages`), read from
 * routes/route-table.tsx; the sign-in page (`firstLoad`) loads none beyond the first catalogue.
 */
function routeModules() {
  const source = readFileSync(path.join(PORTAL, 'src/routes/route-table.tsx'), 'utf8');
  const found = [...source.matchAll(/import\('(\.\.?\/[^']+)'\)(?:,\s*\{([^}]*)\})?/g)].map(
    ([, file, options = '']) => {
      const base = path.relative(PORTAL, path.resolve(PORTAL, 'src/routes', file));
      const module = [`${base}.tsx`, `${base}.ts`].find((name) => existsSync(path.join(PORTAL, name)));
      if (!module) throw new Error(`${file} (routes/route-table.tsx) is not a file`);
      return {
        module,
        part: /messages:\s*'([\w-]+)'/.exec(options)?.[1],
        firstLoad: /firstLoad:\s*true/.test(options),
      };
    },
  );
  if (found.length < 8) throw new Error(`only ${found.length} lazy modules found in routes/route-table.tsx`);
  return found;
}

/**
 * Message ids a lazy module of the route table (with everything it loads) uses but that its route does not
 * load: neither the first catalogue, the shared rest, nor the part it names (apps/portal/src/i18n/message-parts.json).
 * Each problem names the module and the ids.
 */
export function routeMessagesMissing() {
  const { first, later, byPart, every } = englishCatalogues();
  const graph = readModuleGraph();
  const routes = routeModules();
  const pages = new Set(routes.map(({ module }) => module));
  // What a page loads lazily is its own (a widget, a part of the page), but not another page nor a catalogue.
  const ownLazily = (module) => !pages.has(module) && !module.includes('/i18n/compiled/');
  const problems = [];
  // The first chunk (the entry) with what it loads lazily besides the pages (the toaster, Radix's direction),
  // on the shared rest.
  for (const { module, part, firstLoad } of [{ module: 'src/main.tsx' }, ...routes]) {
    if (firstLoad) continue;
    if (part && !byPart[part]) {
      problems.push(`${module} names the part '${part}', which message-parts.json does not have`);
      continue;
    }
    if (!graph[module]) {
      problems.push(`${module} is not in the module graph (dist/.vite/module-graph.json)`);
      continue;
    }
    const loaded = { ...first, ...later, ...(part ? byPart[part] : {}) };
    const missing = unloaded(graph, moduleClosure(graph, [module], ownLazily), every, loaded);
    if (missing.length) problems.push(`${module} (messages: ${part ?? 'none'}) uses ${missing.join(', ')}`);
  }
  return problems;
}
